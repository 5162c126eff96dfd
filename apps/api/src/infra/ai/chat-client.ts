import { type AiConfig, DEFAULT_AI_MAX_CONCURRENCY } from './ai-config';
import { AiError } from './ai-error';
import { createSemaphore } from '../../domain/semaphore';
import { createCircuitBreaker } from './circuit-breaker';
import { type PostJsonOptions, postJson } from './post-json';
import {
  type AnswerReader,
  type TokenUsage,
  anthropicReader,
  ollamaReader,
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
// About four characters a token in Spanish, English and JSON (the providers' own rule of thumb):
// close enough for the per-minute budget, which the billed count then puts right.
const CHARS_PER_TOKEN = 4;
// Ollama reloads the model whenever a request asks for another context size, so sizes are powers
// of two from 8,192: the few kinds of request this product sends share one or two. Ollama caps a
// size above what the model was trained on.
const MIN_OLLAMA_CONTEXT = 8_192;
// Fewer characters a token than the budget counts: a context too small silently drops the start
// of the prompt (the instructions), one too large only costs memory.
const OLLAMA_CHARS_PER_TOKEN = 3;

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** The characters a request asks the model to read: instructions, message and answer's schema. */
const promptChars = (system: string, user: string, options: ChatOptions) =>
  system.length +
  user.length +
  (options.jsonSchema ? JSON.stringify(options.jsonSchema.schema).length : 0);

const answerLimit = (options: ChatOptions) => options.maxTokens ?? DEFAULT_MAX_TOKENS;

/**
 * A request's tokens as the providers count them against a rate limit before answering: its
 * prompt, estimated, and the most its answer may take.
 */
export function estimatedTokens(system: string, user: string, options: ChatOptions = {}): number {
  return Math.ceil(promptChars(system, user, options) / CHARS_PER_TOKEN) + answerLimit(options);
}

/**
 * The context Ollama is asked to load for a request (`options.num_ctx`): room for the prompt and
 * the whole answer, where its default (4,096 or 2,048 tokens, by version) cuts a batch of
 * comments or a pack off.
 */
export function ollamaContextSize(system: string, user: string, options: ChatOptions = {}): number {
  const needed =
    Math.ceil(promptChars(system, user, options) / OLLAMA_CHARS_PER_TOKEN) + answerLimit(options);
  let size = MIN_OLLAMA_CONTEXT;
  while (size < needed) size *= 2;
  return size;
}

const billedTotal = (usage: TokenUsage) =>
  usage.input + usage.output + usage.cacheRead + usage.cacheWrite;

/** Tells the config's observer of each attempt, naming the provider. */
function observerOf(config: AiConfig): PostJsonOptions['observeAttempt'] {
  const observe = config.observeCall;
  return (
    observe && ((outcome, seconds) => observe({ provider: config.provider, outcome, seconds }))
  );
}

/**
 * Takes the exchange's estimate of the per-minute budget before each attempt, and puts it right
 * with what the answer says it was billed: nothing for an error answer, the estimate still for
 * an answer that reports no usage.
 */
function budgetOf(
  config: AiConfig,
  reader: AnswerReader,
  estimate: number,
): PostJsonOptions['beforeAttempt'] {
  const take = config.minuteBudget;
  return (
    take &&
    (async () => {
      const correct = await take(estimate);
      return (body) =>
        correct(body === undefined ? 0 : billedTotal(reader.usage(body)) || estimate);
    })
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

/** One request in a provider's wire format. */
interface WireRequest {
  path: string;
  headers: Record<string, string>;
  body: unknown;
  reader: AnswerReader;
}

/** Sends one request with the config's timeout, retries, budget and metrics; its text answer. */
async function exchange(
  config: AiConfig,
  retryBaseMs: number,
  { path, headers, body, reader }: WireRequest,
  estimate: number,
  options: ChatOptions,
): Promise<string> {
  const answer = await postJson({
    url: `${withoutTrailingSlash(config.baseUrl)}${path}`,
    headers,
    body,
    timeoutMs: options.timeoutMs ?? config.timeoutMs,
    retryBaseMs,
    beforeAttempt: budgetOf(config, reader, estimate),
    observeAttempt: observerOf(config),
    signal: options.signal,
  });
  return answerOf(config, reader, answer, options);
}

/** Anthropic Messages API: `POST {base}/v1/messages`. */
function anthropicClient(config: AiConfig, retryBaseMs: number): ChatClient {
  return async (system, user, options = {}) =>
    exchange(
      config,
      retryBaseMs,
      {
        path: '/v1/messages',
        headers: { 'x-api-key': config.apiKey ?? '', 'anthropic-version': '2023-06-01' },
        body: {
          model: config.model,
          max_tokens: answerLimit(options),
          // The instructions are the same long prefix on every call: cached, they cost a tenth.
          system: [{ type: 'text', text: system, cache_control: { type: 'ephemeral' } }],
          messages: [{ role: 'user', content: user }],
          ...(options.jsonSchema && {
            output_config: { format: { type: 'json_schema', schema: options.jsonSchema.schema } },
          }),
        },
        reader: anthropicReader,
      },
      estimatedTokens(system, user, options),
      options,
    );
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

  const ask = (system: string, user: string, options: ChatOptions): Promise<string> =>
    exchange(
      config,
      retryBaseMs,
      {
        path: '/chat/completions',
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        body: {
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          response_format: responseFormat(options.jsonSchema),
          // Servers differ on the default; an answer cut short is told by its finish_reason.
          [limitField]: answerLimit(options),
        },
        reader: openAiReader,
      },
      estimatedTokens(system, user, options),
      options,
    );

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
 * Ollama's own chat API: `POST {base}/api/chat`, not streamed. Unlike its OpenAI-compatible
 * `/v1`, which ignores it, this API takes the context size (`options.num_ctx`), sized for the
 * prompt and the whole answer; the schema goes as `format`, the answer's limit as `num_predict`.
 */
function ollamaClient(config: AiConfig, retryBaseMs: number): ChatClient {
  return async (system, user, options = {}) =>
    exchange(
      config,
      retryBaseMs,
      {
        path: '/api/chat',
        headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {},
        body: {
          model: config.model,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: user },
          ],
          stream: false,
          format: options.jsonSchema?.schema ?? 'json',
          options: {
            num_ctx: ollamaContextSize(system, user, options),
            num_predict: answerLimit(options),
          },
        },
        reader: ollamaReader,
      },
      estimatedTokens(system, user, options),
      options,
    );
}

const CLIENTS = { anthropic: anthropicClient, openai: openAiClient, ollama: ollamaClient };

/**
 * The client of the configured provider's wire format. Each exchange (its retries included)
 * holds a slot of the config's AI budget while it runs, and goes through the config's circuit
 * breaker, so a key the provider rejects is tried once, not once per comment.
 */
export function createChatClient(config: AiConfig): ChatClient {
  const retryBaseMs = config.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const limit = config.limiter ?? createSemaphore(DEFAULT_AI_MAX_CONCURRENCY);
  const breaker = config.breaker ?? createCircuitBreaker();
  const chat = CLIENTS[config.provider](config, retryBaseMs);
  return (system, user, options) => breaker.guard(() => limit(() => chat(system, user, options)));
}
