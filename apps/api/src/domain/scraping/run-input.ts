/** The run's input JSON could not be used; the message says why, in Spanish. */
export class InvalidRunInputError extends Error {
  override name = 'InvalidRunInputError';

  /** @param detail what is wrong with it, said after 'El input JSON no es válido: '. */
  constructor(readonly detail: string) {
    super(`El input JSON no es válido: ${detail}`);
  }
}

/**
 * The actor input typed in the scraping tab: a JSON object, or nothing (the actor's or task's
 * saved input then applies).
 *
 * @example parseRunInput('{"startUrls":[{"url":"https://youtu.be/x"}],"maxComments":100}')
 */
export function parseRunInput(text: string | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new InvalidRunInputError(reason);
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) {
    throw new InvalidRunInputError('debe ser un objeto, por ejemplo {"maxComments": 100}');
  }
  return input as Record<string, unknown>;
}
