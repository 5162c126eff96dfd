import type { Context } from 'hono';
import { z } from 'zod';
import { requestLanguage } from './request-language';

const spanish = z.locales.es();

/** A field's path as a person reads it: `comments[3].text`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
}

/** zod's error map for one language, naming the field a message is about. */
function messagesNamingTheField(
  locale: ReturnType<typeof z.locales.es>,
  fieldLabel: string,
): z.core.$ZodErrorMap {
  return (issue) => {
    const localised = locale.localeError?.(issue);
    const message = typeof localised === 'string' ? localised : localised?.message;
    if (!message || !issue.path?.length) return message;
    return `${fieldLabel} «${fieldName(issue.path)}»: ${message}`;
  };
}

/**
 * zod's Spanish messages, naming the field they are about: the API answers a refused body with
 * one message, and "Entrada inválida: se esperaba texto, recibido número" alone does not say
 * which of a thousand comments is wrong. A schema's own messages (the spec's texts, such as
 * 'El texto es requerido') never pass through here and stay as written.
 *
 * @example z.config(spanishValidationMessages);
 * // → 'Campo «comments[3].text»: Entrada inválida: se esperaba texto, recibido número'
 */
export const spanishValidationMessages: Parameters<typeof z.config>[0] = {
  localeError: messagesNamingTheField(spanish, 'Campo'),
};

const englishValidationMessages = messagesNamingTheField(z.locales.en(), 'Field');

/**
 * The parse options that give a request's validation messages in the language it asks for: the
 * same in English for an English request (a schema's own messages still win), else the Spanish
 * set globally.
 *
 * @example schema.safeParse(body, validationMessagesFor(c));
 * // → 'Field «comments[3].text»: Invalid input: expected string, received number'
 */
export function validationMessagesFor(c: Context): { error?: z.core.$ZodErrorMap } {
  return requestLanguage(c) === 'en' ? { error: englishValidationMessages } : {};
}
