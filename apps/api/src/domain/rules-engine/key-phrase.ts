import { type Voicing, markCut, pointsBackIn } from '../spanish/quote';
import type { ClauseMap } from './clauses';
import type { Evidence } from './objection-tagger';
import type { Token } from './tokenise';

// Long enough to keep the point of a clause, short enough to read as a quote.
const MAX_QUOTE_TOKENS = 14;
const CONTEXT_BEFORE_CUE = 5;
// A clause this short ('Y la inscripción?') names the pain without its point; the reason that
// follows it ('porque me salieron con 500 extra') is quoted with it.
const MIN_QUOTE_TOKENS = 4;
const GIVES_REASON = new Set(['porque', 'pues']);
// A quote that reaches back to what its clause points to, or on to the end of its sentence, may
// run this long: a whole thought reads better than a clause without its point.
const MAX_WHOLE_QUOTE_TOKENS = 18;

/** The raw text of tokens [start, end), as the person wrote it. */
export function textOf(text: string, tokens: readonly Token[], start: number, end: number): string {
  const first = tokens[start];
  const last = tokens[end - 1];
  return first === undefined || last === undefined ? '' : text.slice(first.start, last.end);
}

/** Where the key phrase of a comment starts and ends, in tokens, and whether it stops mid-clause. */
interface PhraseSpan {
  readonly start: number;
  readonly end: number;
  readonly cut: boolean;
}

function phraseSpan(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  cue: Evidence | undefined,
  praiseEnd = 0,
): PhraseSpan {
  if (cue === undefined) {
    const end = Math.min(tokens.length, praiseEnd + MAX_QUOTE_TOKENS);
    return { start: praiseEnd, end, cut: end < tokens.length };
  }
  const clause = clauses.clauseOf[cue.start];
  let start = clauseStart(clauses, cue);
  let end = cue.end;
  while (end < tokens.length && clauses.clauseOf[end] === clause) end += 1;
  if (end - start < MIN_QUOTE_TOKENS && GIVES_REASON.has(tokens[end]?.word ?? '')) {
    const reason = clauses.clauseOf[end];
    while (end < tokens.length && clauses.clauseOf[end] === reason) end += 1;
  }
  const whole = wholeSentenceEnd(text, tokens, clauses, start, end);
  if (whole !== undefined) end = whole;
  const clauseEnd = end;
  if (whole === undefined && end - start > MAX_QUOTE_TOKENS) {
    start = Math.max(start, cue.start - CONTEXT_BEFORE_CUE);
    end = Math.min(end, Math.max(cue.end, start + MAX_QUOTE_TOKENS));
  }
  if (pointsBackIn(tokens.slice(start, end).map((token) => token.word))) {
    start = startOfWhatItPointsTo(tokens, clauses, start, end);
  }
  return { start, end, cut: end < clauseEnd };
}

/** Whether a sentence ends between token `at - 1` and token `at`. */
const endsSentence = (text: string, tokens: readonly Token[], at: number) =>
  /[.!?…\n]/u.test(text.slice(tokens[at - 1]!.end, tokens[at]!.start));

/**
 * Where the sentence of a quote [start, end) ends, when all of it fits in a quote and the rest
 * turns no corner: the point often comes last («Mi vecino contrató uno y de los cuarenta mil que
 * le dieron, seis mil se fueron en honorarios»). A "pero" or "aunque" opens a point of its own.
 */
function wholeSentenceEnd(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  start: number,
  end: number,
): number | undefined {
  let at = end;
  while (at < tokens.length && !endsSentence(text, tokens, at)) {
    if (clauses.isMarker[at] === true) return undefined;
    at += 1;
  }
  return at - start <= MAX_WHOLE_QUOTE_TOKENS ? at : undefined;
}

// A clause that points back ('me da miedo quedar así') says its pain in what came before: the
// quote opens that far back («se le cayó el pelo y ahora tiene anemia. Me da miedo quedar así»),
// at a break a reader would cut at, within this many tokens in all.
const JOINS_CLAUSES = new Set(['y', 'e', 'pero', 'porque', 'aunque', 'pues', 'que', 'sino']);

/** The earliest token before `start` a quote ending at `end` may open at: after a break. */
function startOfWhatItPointsTo(
  tokens: readonly Token[],
  clauses: ClauseMap,
  start: number,
  end: number,
): number {
  for (let at = Math.max(0, end - MAX_WHOLE_QUOTE_TOKENS); at < start; at += 1) {
    const before = tokens[at - 1];
    const opens =
      before === undefined ||
      clauses.clauseOf[at - 1] !== clauses.clauseOf[at] ||
      JOINS_CLAUSES.has(before.word);
    if (opens && !clauses.isMarker[at] && !JOINS_CLAUSES.has(tokens[at]!.word)) return at;
  }
  return start;
}

/**
 * Where a comment that opens with praise or thanks for whoever posted turns to what holds it
 * back: the first token after the "pero" that follows its praise ('Te quiero Beto 😂 pero leí mi
 * contrato…'), when enough follows to quote and none of `cues` (the objection's) comes before.
 */
function praiseEndOf(
  tokens: readonly Token[],
  clauses: ClauseMap,
  praise: readonly Evidence[],
  cues: readonly Evidence[],
): number | undefined {
  const marker = clauses.isMarker.indexOf(true);
  if (marker < 0 || !praise.some((cue) => cue.end <= marker)) return undefined;
  let end = marker;
  while (clauses.isMarker[end] === true) end += 1;
  const enoughLeft = tokens.length - end >= MIN_QUOTE_TOKENS;
  return enoughLeft && cues.every((cue) => cue.start >= end) ? end : undefined;
}

/**
 * The phrase that carries a comment's objection: the clause around its strongest cue (without
 * the "pero" that introduced it), cut to a readable length and then marked "…", never ending
 * on a word that leads into the next («…le dejó manchas oscuras…», not «…manchas oscuras en»).
 * With no cue, the comment's start, or where it turns from praise (`praise`, its cues) to a "pero".
 */
export function keyPhrase(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  cue: Evidence | undefined,
  praise: readonly Evidence[] = [],
): string {
  if (tokens.length === 0) return text.trim();
  const praiseEnd = praiseEndOf(tokens, clauses, praise, []) ?? 0;
  const { start, end, cut } = phraseSpan(text, tokens, clauses, cue, praiseEnd);
  const phrase = textOf(text, tokens, start, end);
  return cut ? markCut(phrase) : phrase;
}

/** The first token of the clause holding `cue`, past the "pero" or "porque" that opens it. */
function clauseStart(clauses: ClauseMap, cue: Evidence): number {
  const clause = clauses.clauseOf[cue.start];
  let start = cue.start;
  while (start > 0 && clauses.clauseOf[start - 1] === clause) start -= 1;
  while (start < cue.start && clauses.isMarker[start] === true) start += 1;
  return start;
}

// Where a quote may start inside a clause: after a comma or a conjunction, as a reader would cut.
const BREAK = /(?:[,;:]\s+|\s(?:y|e|pero|porque|aunque|mientras|sino|pues|que)\s+)/giu;

/** The character after the last break in `text`; 0 when it has none. */
function lastBreak(text: string): number {
  let after = 0;
  for (const found of text.matchAll(BREAK)) after = found.index + found[0].length;
  return after;
}

/**
 * Where a comment voices one objection, given its cues of it strongest first and its cues of
 * praise or thanks: where a quote may start (the clause around the strongest cue, the last break
 * before that cue, the key phrase), every cue as written, and where it turns to its point after
 * the praise it opens with and a "pero". Undefined when it has no cue and opens with no praise.
 */
export function voicingOf(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  cues: readonly Evidence[],
  praise: readonly Evidence[] = [],
): Voicing | undefined {
  const praiseEnd = praiseEndOf(tokens, clauses, praise, cues);
  const afterPraise = praiseEnd === undefined ? undefined : tokens[praiseEnd]!.start;
  const [main] = cues;
  if (main === undefined) {
    return afterPraise === undefined ? undefined : { from: [], cues: [], afterPraise };
  }
  const clauseFrom = tokens[clauseStart(clauses, main)]!.start;
  const cueFrom = tokens[main.start]!.start;
  return {
    afterPraise,
    from: [
      clauseFrom,
      clauseFrom + lastBreak(text.slice(clauseFrom, cueFrom)),
      tokens[phraseSpan(text, tokens, clauses, main).start]!.start,
    ],
    cues: cues.map((cue) => textOf(text, tokens, cue.start, cue.end)),
  };
}
