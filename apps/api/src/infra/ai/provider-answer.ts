import { z } from 'zod';
import type { TokenUsage } from '../../domain/analysis/analyser';
import { AiError } from './ai-error';

export type { TokenUsage };

export const TOKEN_KINDS = ['input', 'output', 'cacheRead', 'cacheWrite'] as const;

const count = z.number().int().nonnegative().nullish();

// Current Claude models may open with `thinking` (or `redacted_thinking`) blocks; the answer is
// the first `text` block, or the input of the first `tool_use` when a tool was forced.
const anthropicMessage = z.object({
  content: z.array(
    z.looseObject({ type: z.string(), text: z.string().optional(), input: z.unknown().optional() }),
  ),
  stop_reason: z.string().nullish(),
  usage: z
    .object({
      input_tokens: count,
      output_tokens: count,
      cache_read_input_tokens: count,
      cache_creation_input_tokens: count,
    })
    .nullish(),
});

const openAiCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: count,
      completion_tokens: count,
      prompt_tokens_details: z.object({ cached_tokens: count }).nullish(),
    })
    .nullish(),
});

// Ollama's own chat API (`/api/chat`, not streamed): the answer in `message.content`, its
// thinking (when asked for apart) in `message.thinking`, which is left unread.
const ollamaChat = z.object({
  message: z.object({ content: z.string().nullish() }),
  done_reason: z.string().nullish(),
  prompt_eval_count: count,
  eval_count: count,
});

// Why a call ended without a whole answer, in the short Spanish stored as a fallback reason.
export const CUT_SHORT = 'respuesta cortada (límite de tokens)';
export const CONTEXT_FULL = 'respuesta cortada (contexto del modelo lleno)';
export const REFUSED = 'el modelo rehusó responder';
export const FILTERED = 'respuesta bloqueada por el filtro del proveedor';
export const NO_TEXT = 'respuesta del proveedor sin texto';

const ANTHROPIC_STOPS: Readonly<Record<string, string>> = {
  max_tokens: CUT_SHORT,
  model_context_window_exceeded: CONTEXT_FULL,
  refusal: REFUSED,
  // A long server-side tool turn paused: nothing this product asks for, and no answer yet.
  pause_turn: 'respuesta incompleta (pause_turn)',
};

const OPENAI_FINISHES: Readonly<Record<string, string>> = {
  length: CUT_SHORT,
  content_filter: FILTERED,
};

const OLLAMA_DONES: Readonly<Record<string, string>> = {
  length: CUT_SHORT,
};

// Local reasoning models (DeepSeek R1, Qwen3 through Ollama) think aloud inside the answer.
const THINKING = /<think>[\s\S]*?(?:<\/think>|$)/gi;

function withoutThinking(text: string): string {
  const answer = text.replace(THINKING, '').trim();
  if (answer === '') throw new AiError(NO_TEXT);
  return answer;
}

/** How a provider's success body is read: its answer (or why there is none) and its cost. */
export interface AnswerReader {
  answer(body: unknown): string;
  /** Read whether or not there is an answer: a call cut short was billed all the same. */
  usage(body: unknown): TokenUsage;
}

const usageIn = (body: unknown): unknown => (body as { usage?: unknown } | null)?.usage;

/** The answer of Anthropic's Messages API, or why there is none (every stop reason read). */
function readAnthropicAnswer(body: unknown): string {
  const message = anthropicMessage.safeParse(body);
  if (!message.success) throw new AiError(NO_TEXT);
  const stopped = ANTHROPIC_STOPS[message.data.stop_reason ?? ''];
  if (stopped) throw new AiError(stopped);
  const block = message.data.content.find(
    (each) => (each.type === 'text' && each.text !== undefined) || each.type === 'tool_use',
  );
  if (block?.type === 'tool_use') return JSON.stringify(block.input);
  return withoutThinking(block?.text ?? '');
}

/** The answer of an OpenAI-compatible chat completion, or why there is none. */
function readOpenAiAnswer(body: unknown): string {
  const completion = openAiCompletion.safeParse(body);
  if (!completion.success) throw new AiError(NO_TEXT);
  const [choice] = completion.data.choices;
  if (choice?.message.refusal) throw new AiError(REFUSED);
  const stopped = OPENAI_FINISHES[choice?.finish_reason ?? ''];
  if (stopped) throw new AiError(stopped);
  return withoutThinking(choice?.message.content ?? '');
}

/** The answer of Ollama's chat API, or why there is none. */
function readOllamaAnswer(body: unknown): string {
  const chat = ollamaChat.safeParse(body);
  if (!chat.success) throw new AiError(NO_TEXT);
  const stopped = OLLAMA_DONES[chat.data.done_reason ?? ''];
  if (stopped) throw new AiError(stopped);
  return withoutThinking(chat.data.message.content ?? '');
}

export const anthropicReader: AnswerReader = {
  answer: readAnthropicAnswer,
  usage(body) {
    const usage = anthropicMessage.shape.usage.safeParse(usageIn(body)).data;
    return {
      input: usage?.input_tokens ?? 0,
      output: usage?.output_tokens ?? 0,
      cacheRead: usage?.cache_read_input_tokens ?? 0,
      cacheWrite: usage?.cache_creation_input_tokens ?? 0,
    };
  },
};

export const openAiReader: AnswerReader = {
  answer: readOpenAiAnswer,
  usage(body) {
    const usage = openAiCompletion.shape.usage.safeParse(usageIn(body)).data;
    const cached = usage?.prompt_tokens_details?.cached_tokens ?? 0;
    return {
      // prompt_tokens includes the cached ones; Anthropic counts them apart, and so do we.
      input: Math.max(0, (usage?.prompt_tokens ?? 0) - cached),
      output: usage?.completion_tokens ?? 0,
      cacheRead: cached,
      cacheWrite: 0,
    };
  },
};

export const ollamaReader: AnswerReader = {
  answer: readOllamaAnswer,
  usage(body) {
    const chat = ollamaChat.safeParse(body).data;
    return {
      input: chat?.prompt_eval_count ?? 0,
      output: chat?.eval_count ?? 0,
      cacheRead: 0,
      cacheWrite: 0,
    };
  },
};
