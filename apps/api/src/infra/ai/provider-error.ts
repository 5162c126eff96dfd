import { z } from 'zod';

/** How a failed HTTP answer of the provider is taken. */
export interface ProviderFailure {
  /** Short Spanish, stored as the fallback reason: never the provider's own message. */
  reason: string;
  /** Worth trying again after a pause (rate limits, overload, server errors). */
  retryable: boolean;
  /** Nothing will work until a person changes the key, the plan or the model. */
  needsAPerson: boolean;
}

// Anthropic: {type: 'error', error: {type, message}}; OpenAI: {error: {message, type, code}};
// Ollama and some compatible servers: {error: 'text'}.
const errorBody = z.object({
  error: z.union([
    z.string(),
    z.object({
      type: z.string().nullish(),
      code: z.union([z.string(), z.number()]).nullish(),
      message: z.string().nullish(),
    }),
  ]),
});

function describedError(body: string): { kind: string; message: string } {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { kind: '', message: body };
  }
  const parsed = errorBody.safeParse(json);
  if (!parsed.success) return { kind: '', message: '' };
  const { error } = parsed.data;
  if (typeof error === 'string') return { kind: '', message: error };
  return {
    kind: `${error.type ?? ''} ${error.code ?? ''}`,
    message: error.message ?? '',
  };
}

// Anthropic says an empty balance with a 400; OpenAI with a 429 that retrying cannot cure.
const OUT_OF_CREDIT = /insufficient_quota|credit balance|billing/i;

/** What a non-2xx answer means, from its status and the provider's error body. */
export function providerFailure(status: number, body: string): ProviderFailure {
  const { kind, message } = describedError(body);
  const said = `${kind} ${message}`;
  const fail = (reason: string, retryable = false, needsAPerson = false) => ({
    reason,
    retryable,
    needsAPerson,
  });
  if (OUT_OF_CREDIT.test(said)) return fail('límite de la cuenta del proveedor', false, true);
  if (status === 401 || /authentication_error|invalid_api_key/.test(kind)) {
    return fail('clave del proveedor rechazada', false, true);
  }
  if (status === 403 || /permission_error/.test(kind)) {
    return fail('la clave no tiene permiso para este modelo', false, true);
  }
  if (status === 404 || /not_found|model_not_found/.test(kind)) {
    return fail('modelo no encontrado en el proveedor', false, true);
  }
  if (status === 413 || /request_too_large/.test(kind)) {
    return fail('petición demasiado grande para el proveedor');
  }
  if (status === 429) return fail('límite de peticiones del proveedor', true);
  if (status === 529 || /overloaded/.test(kind)) return fail('proveedor saturado', true);
  if (status >= 500) return fail('error del proveedor', true);
  return fail('petición rechazada por el proveedor');
}
