import { type AiConfig, DEFAULT_AI_MAX_CONCURRENCY } from './ai-config';
import { createSemaphore } from '../../domain/semaphore';
import { createCircuitBreaker } from './circuit-breaker';
import { type PostJsonOptions, postJson } from './post-json';
import { type AnswerReader, anthropicReader, openAiReader } from './provider-answer';

/** Limits of one exchange, for answers much longer than a comment's analysis. */
export interface ChatOptions {
  /** The most tokens the answer may take (Anthropic requires one). */
  maxTokens?: number;
  /** Overrides the configured timeout of each attempt. */
  timeoutMs?: number;
}

/** Sends one system + user exchange to a model and returns its text answer. */
export type ChatClient = (system: string, user: string, options?: ChatOptions) => Promise<string>;

const DEFAULT_RETRY_BASE_MS = 500;
// Room for five content ideas in Spanish; a comment's analysis uses a fraction of it, and only
// the tokens produced are billed. The content pack asks for more through ChatOptions.
const DEFAULT_MAX_TOKENS = 4_096;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Tells the config's observer of each attempt, naming the provider. */
function observerOf(config: AiConfig): PostJsonOptions['observeAttempt'] {
  const observe = config.observeCall;
  return (
    observe && ((outcome, seconds) => observe({ provider: config.provider, outcome, seconds }))
  );
}

/** Reads a success body: its cost is told first, as a call cut short was billed all the same. */
function answerOf(config: AiConfig, reader: AnswerReader, body: unknown): string {
  config.observeTokens?.({ provider: config.provider, usage: reader.usage(body) });
  return reader.answer(body);
}

/** Anthropic Messages API: `POST {base}/v1/messages`. */
function anthropicClient(config: AiConfig, retryBaseMs: number): ChatClient {
  return async (system, user, options = {}) => {
    const answer = await postJson({
      url: `${withoutTrailingSlash(config.baseUrl)}/v1/messages`,
      headers: { 'x-api-key': config.apiKey ?? '', 'anthropic-version': '2023-06-01' },
      body: {
        model: config.model,
        max_tokens: options.maxTokens ?? DEFAULT_MAX_TOKENS,
        system,
        messages: [{ role: 'user', content: user }],
      },
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      retryBaseMs,
      beforeAttempt: config.beforeRequest,
      observeAttempt: observerOf(config),
    });
    return answerOf(config, anthropicReader, answer);
  };
}

/**
 * OpenAI's own API takes the answer's limit as `max_completion_tokens` (its reasoning models
 * refuse `max_tokens`); compatible servers (Ollama, vLLM, llama.cpp) read `max_tokens`.
 */
export function tokenLimitField(baseUrl: string): 'max_completion_tokens' | 'max_tokens' {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
}

/** OpenAI chat completions (also Ollama, vLLM, llama.cpp): `POST {base}/chat/completions`. */
function openAiClient(config: AiConfig, retryBaseMs: number): ChatClient {
  const limitField = tokenLimitField(config.baseUrl);
  return async (system, user, options = {}) => {
    const answer = await postJson({
      url: `${withoutTrailingSlash(config.baseUrl)}/chat/completions`,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: {
        model: config.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
        // Servers differ on the default; an answer cut short is told by its finish_reason.
        [limitField]: options.maxTokens ?? DEFAULT_MAX_TOKENS,
      },
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      retryBaseMs,
      beforeAttempt: config.beforeRequest,
      observeAttempt: observerOf(config),
    });
    return answerOf(config, openAiReader, answer);
  };
}

/**
 * The client of the configured provider's wire format. Each exchange (its retries included)
 * holds a slot of the config's AI budget while it runs, and goes through the config's circuit
 * breaker, so a key the provider rejects is tried once, not once per comment.
 */
export function createChatClient(config: AiConfig): ChatClient {
  const retryBaseMs = config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const limit = config.limiter ?? createSemaphore(DEFAULT_AI_MAX_CONCURRENCY);
  const breaker = config.breaker ?? createCircuitBreaker();
  const chat =
    config.provider === 'anthropic'
      ? anthropicClient(config, retryBaseMs)
      : openAiClient(config, retryBaseMs);
  return (system, user, options) => breaker.guard(() => limit(() => chat(system, user, options)));
}
