import { foldAccents } from '../spanish/fold-accents';

// Who speaks in a call or chat written up turn by turn ('Agente: … Cliente: …'): the
// business's side, and the customer's.
const BUSINESS_SPEAKERS = new Set(
  'agente asesor asesora vendedor vendedora operador operadora ejecutivo ejecutiva recepcion agent rep representative'.split(
    ' ',
  ),
);
const CUSTOMER_SPEAKERS = new Set('cliente clienta customer caller client'.split(' '));
const TURN = /(?:^|(?<=[\n.!?…]\s*))([\p{L}]+)\s*:\s*/gu;

/**
 * What the customer said in a text written up turn by turn with both sides named ('Agente:
 * ¿Le agendo? Cliente: Ahorita no, en julio me voy'): their turns only, as the business's turns
 * speak of the offer, not of the customer's pain. Any other text as it is.
 *
 * @example customerTurns('Agente: Hay promoción. Cliente: Espero a enero.') // 'Espero a enero.'
 */
export function customerTurns(text: string): string {
  const turns = [...text.matchAll(TURN)].map((match) => ({
    speaker: foldAccents(match[1]!),
    start: match.index,
    textStart: match.index + match[0].length,
  }));
  const named = turns.filter(
    ({ speaker }) => BUSINESS_SPEAKERS.has(speaker) || CUSTOMER_SPEAKERS.has(speaker),
  );
  const speaks = (side: ReadonlySet<string>) => named.some(({ speaker }) => side.has(speaker));
  if (!speaks(BUSINESS_SPEAKERS) || !speaks(CUSTOMER_SPEAKERS)) return text;
  return named
    .flatMap((turn, index) =>
      CUSTOMER_SPEAKERS.has(turn.speaker)
        ? [text.slice(turn.textStart, named[index + 1]?.start ?? text.length).trim()]
        : [],
    )
    .join('\n');
}
