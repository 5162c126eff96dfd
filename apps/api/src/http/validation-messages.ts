import { z } from 'zod';

const spanish = z.locales.es();

/** A field's path as a person reads it: `comments[3].text`. */
function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((key, index) =>
      typeof key === 'number' ? `[${key}]` : `${index === 0 ? '' : '.'}${String(key)}`,
    )
    .join('');
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
  localeError: (issue) => {
    const localised = spanish.localeError?.(issue);
    const message = typeof localised === 'string' ? localised : localised?.message;
    if (!message || !issue.path?.length) return message;
    return `Campo «${fieldName(issue.path)}»: ${message}`;
  },
};
