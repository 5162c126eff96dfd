import { AiError } from './ai-error';
import { type AiConfig, DEFAULT_AI_MAX_CONCURRENCY } from './ai-config';
import { createSemaphore } from '../../domain/semaphore';
import { type PostJsonOptions, postJson } from './post-json';

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

function textAt(read: () => unknown): string {
  let text: unknown;
  try {
    text = read();
  } catch {
    text = undefined;
  }
  if (typeof text !== 'string') throw new AiError('respuesta del proveedor sin texto');
  return text;
}

/** Tells the config's observer of each attempt, naming the provider. */
function observerOf(config: AiConfig): PostJsonOptions['observeAttempt'] {
  const observe = config.observeCall;
  return (
    observe && ((outcome, seconds) => observe({ provider: config.provider, outcome, seconds }))
  );
}

/** Anthropic Messages API: `POST {base}/v1/messages`, answer in `content[0].text`. */
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
    return textAt(() => (answer as { content: Array<{ text: unknown }> }).content[0]?.text);
  };
}

/** OpenAI chat completions (also Ollama, vLLM, llama.cpp): answer in `choices[0].message`. */
function openAiClient(config: AiConfig, retryBaseMs: number): ChatClient {
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
        // Servers differ on the default; a long answer cut short would be invalid JSON.
        ...(options.maxTokens && { max_tokens: options.maxTokens }),
      },
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      retryBaseMs,
      beforeAttempt: config.beforeRequest,
      observeAttempt: observerOf(config),
    });
    return textAt(
      () =>
        (answer as { choices: Array<{ message: { content: unknown } }> }).choices[0]?.message
          .content,
    );
  };
}

/**
 * The client of the configured provider's wire format. Each exchange (its retries included)
 * holds a slot of the config's AI budget while it runs.
 */
export function createChatClient(config: AiConfig): ChatClient {
  const retryBaseMs = config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const limit = config.limiter ?? createSemaphore(DEFAULT_AI_MAX_CONCURRENCY);
  const chat =
    config.provider === 'anthropic'
      ? anthropicClient(config, retryBaseMs)
      : openAiClient(config, retryBaseMs);
  return (system, user, options) => limit(() => chat(system, user, options));
}
