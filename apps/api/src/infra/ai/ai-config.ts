import type { CircuitBreaker } from './circuit-breaker';
import type { TokenUsage } from './provider-answer';

/**
 * Which wire format an AI provider speaks: Anthropic's Messages API, OpenAI's chat completions
 * (also vLLM, llama.cpp and Ollama's `/v1`), or Ollama's own chat API, the one that takes the
 * context size a request needs.
 */
export const AI_PROVIDERS = ['anthropic', 'openai', 'ollama'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Where the default base URL of each provider points when `AI_BASE_URL` is not set. */
export const DEFAULT_AI_BASE_URLS: Readonly<Record<AiProvider, string>> = {
  anthropic: 'https://api.anthropic.com',
  openai: 'https://api.openai.com/v1',
  ollama: 'http://127.0.0.1:11434',
};

export const DEFAULT_AI_TIMEOUT_MS = 30_000;

/** A configured AI model, as `config/env.ts` reads it from `AI_*`. */
export interface AiConfig {
  provider: AiProvider;
  baseUrl: string;
  model: string;
  /** Required by Anthropic; local OpenAI-compatible servers (Ollama, llama.cpp) need none. */
  apiKey: string | undefined;
  /** Per HTTP attempt, so a hung provider costs at most this long per try. */
  timeoutMs: number;
  /** First retry delay; doubles on each retry. Tests shorten it. */
  retryBaseMs?: number;
  /**
   * The process's one AI budget (`AI_MAX_CONCURRENCY`): every chat client made from this config
   * (analysis, industry classification, ideas, packs) waits for a slot of it, so together they
   * never hold more calls open at once. Without it each client gets its own default-sized one.
   */
  limiter?: Limiter;
  /** The limiter's size, for work that plans around it (the jobs' slices). */
  maxConcurrency?: number;
  /**
   * The per-minute budget all processes share (`AI_MAX_REQUESTS_PER_MINUTE`,
   * `AI_TOKENS_PER_MINUTE`; minute-budget.ts), taken before each HTTP attempt; none without them.
   */
  minuteBudget?: MinuteBudget | undefined;
  /** Told of every HTTP call to the provider, each retry one more (`infra/metrics`). */
  observeCall?: ((call: AiCall) => void) | undefined;
  /** Told of the tokens each answered call was billed for (`infra/metrics`). */
  observeTokens?: ((billed: { provider: AiProvider; usage: TokenUsage }) => void) | undefined;
  /**
   * The process's one circuit breaker for this provider: every client made from the config stops
   * calling together once the key is rejected. Without it each client gets its own.
   */
  breaker?: CircuitBreaker;
}

/**
 * How one HTTP call to the provider ended: `ok` a usable JSON answer, `refused` a 4xx (a bad
 * key, a quota, a rate limit, a request it declines), `timeout` no answer within the timeout,
 * `error` anything else (a 5xx, a network failure, an answer that is not JSON).
 */
export type AiCallOutcome = 'ok' | 'refused' | 'timeout' | 'error';

/** One HTTP call to the provider, as the metrics count it. */
export interface AiCall {
  provider: AiProvider;
  outcome: AiCallOutcome;
  /** From the request sent to the answer read, waits for the budget left out. */
  seconds: number;
}

/**
 * Waits until the minute has room for one more request of about `estimatedTokens` (its prompt
 * and the most its answer may take, as the providers count it before answering) and takes it;
 * the function it returns puts the count right with the tokens the provider billed.
 */
export type MinuteBudget = (
  estimatedTokens: number,
) => Promise<(billedTokens: number) => Promise<void>>;

/** Runs a task when a slot is free (`createSemaphore`). */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Calls to the AI provider one process keeps open at once unless `AI_MAX_CONCURRENCY` says. */
export const DEFAULT_AI_MAX_CONCURRENCY = 4;
