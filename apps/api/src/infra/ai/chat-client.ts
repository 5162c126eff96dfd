import { type AiConfig, DEFAULT_AI_MAX_CONCURRENCY } from './ai-config';
import { AiError } from './ai-error';
import { createSemaphore } from '../../domain/semaphore';
import { createCircuitBreaker } from './circuit-breaker';
import { type PostJsonOptions, postJson } from './post-json';
import {
  type AnswerReader,
  type TokenUsage,
  anthropicReader,
  openAiReader,
} from './provider-answer';

/** Limits of one exchange, for answers much longer than a comment's analysis. */
export interface ChatOptions {
  /** The most tokens the answer may take (Anthropic requires one). */
  maxTokens?: number;
  /** Overrides the configured timeout of each attempt. */
  timeoutMs?: number;
  /** The JSON schema the answer must follow, for the provider's structured output (ask-json.ts). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  /** Stops the call, waiting for the budget included, once the work is no longer wanted. */
  signal?: AbortSignal | undefined;
  /** Told the tokens the call was billed, for the work that asked (a job's count). */
  onUsage?: ((usage: TokenUsage) => void) | undefined;
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
function answerOf(
  config: AiConfig,
  reader: AnswerReader,
  body: unknown,
  options: ChatOptions,
): string {
  const usage = reader.usage(body);
  config.observeTokens?.({ provider: config.provider, usage });
  options.onUsage?.(usage);
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
        // The instructions are the same long prefix on every call: cached, they cost a tenth.
        system: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }],
        messages: [{ role: 'user', content: user }],
        ...(options.jsonSchema && {
          output_config: { format: { type: 'json_schema', schema: options.jsonSchema.schema } },
        }),
      },
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      retryBaseMs,
      beforeAttempt: config.beforeRequest,
      observeAttempt: observerOf(config),
      signal: options.signal,
    });
    return answerOf(config, anthropicReader, answer, options);
  };
}

/**
 * OpenAI's own API takes the answer's limit as `max_completion_tokens` (its reasoning models
 * refuse `max_tokens`); compatible servers (Ollama, vLLM, llama.cpp) read `max_tokens`.
 */
export function tokenLimitField(baseUrl: string): 'max_completion_tokens' | 'max_tokens' {
  return new URL(baseUrl).hostname === 'api.openai.com' ? 'max_completion_tokens' : 'max_tokens';
}

/**
 * OpenAI chat completions (also Ollama, vLLM, llama.cpp): `POST {base}/chat/completions`. A
 * schema goes as strict `json_schema`; a compatible server that declines it (HTTP 400) is asked
 * again, and from then on, with plain `json_object`.
 */
function openAiClient(config: AiConfig, retryBaseMs: number): ChatClient {
  const limitField = tokenLimitField(config.baseUrl);
  const ownApi = limitField === 'max_completion_tokens';
  let takesSchemas = true;
  const responseFormat = (jsonSchema: ChatOptions['jsonSchema']) =>
    jsonSchema && takesSchemas
      ? { type: 'json_schema', json_schema: { ...jsonSchema, strict: true } }
      : { type: 'json_object' };

  const ask = async (system: string, user: string, options: ChatOptions): Promise<string> => {
    const answer = await postJson({
      url: `${withoutTrailingSlash(config.baseUrl)}/chat/completions`,
      headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
      body: {
        model: config.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: responseFormat(options.jsonSchema),
        // Servers differ on the default; an answer cut short is told by its finish_reason.
        [limitField]: options.maxTokens ?? DEFAULT_MAX_TOKENS,
      },
      timeoutMs: options.timeoutMs ?? config.timeoutMs,
      retryBaseMs,
      beforeAttempt: config.beforeRequest,
      observeAttempt: observerOf(config),
      signal: options.signal,
    });
    return answerOf(config, openAiReader, answer, options);
  };

  return async (system, user, options = {}) => {
    const schemaSent = options.jsonSchema !== undefined && takesSchemas;
    try {
      return await ask(system, user, options);
    } catch (error) {
      if (!schemaSent || ownApi || !(error instanceof AiError) || error.status !== 400) throw error;
      takesSchemas = false;
      return ask(system, user, options);
    }
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
