/** Which wire format an AI provider speaks. */
export const AI_PROVIDERS = ['anthropic', 'openai'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Where the default base URL of each provider points when `AI_BASE_URL` is not set. */
export const DEFAULT_AI_BASE_URLS: Readonly<Record<AiProvider, string>> = {
  anthropic: 'https://api.anthropic.com',
  openai: 'https://api.openai.com/v1',
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
   * Waits for a request of the budget all processes share (`AI_MAX_REQUESTS_PER_MINUTE`,
   * request-budget.ts) before each HTTP attempt; none without that variable.
   */
  beforeRequest?: () => Promise<void>;
}

/** Runs a task when a slot is free (`createSemaphore`). */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** Calls to the AI provider one process keeps open at once unless `AI_MAX_CONCURRENCY` says. */
export const DEFAULT_AI_MAX_CONCURRENCY = 4;
