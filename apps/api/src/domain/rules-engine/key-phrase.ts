import type { ClauseMap } from './clauses';
import type { Evidence } from './objection-tagger';
import type { Token } from './tokenise';

// Long enough to keep the point of a clause, short enough to read as a quote.
const MAX_QUOTE_TOKENS = 14;
const CONTEXT_BEFORE_CUE = 5;

/** The raw text of tokens [start, end), as the person wrote it. */
export function textOf(text: string, tokens: readonly Token[], start: number, end: number): string {
  const first = tokens[start];
  const last = tokens[end - 1];
  return first === undefined || last === undefined ? '' : text.slice(first.start, last.end);
}

/**
 * The phrase that carries a comment's objection: the clause around its strongest cue (without
 * the "pero" that introduced it), cut to a readable length. With no cue, the comment's start.
 */
export function keyPhrase(
  text: string,
  tokens: readonly Token[],
  clauses: ClauseMap,
  cue: Evidence | undefined,
): string {
  if (tokens.length === 0) return text.trim();
  if (cue === undefined) return textOf(text, tokens, 0, Math.min(tokens.length, MAX_QUOTE_TOKENS));
  const clause = clauses.clauseOf[cue.start];
  let start = cue.start;
  while (start > 0 && clauses.clauseOf[start - 1] === clause) start -= 1;
  while (start < cue.start && clauses.isMarker[start] === true) start += 1;
  let end = cue.end;
  while (end < tokens.length && clauses.clauseOf[end] === clause) end += 1;
  if (end - start > MAX_QUOTE_TOKENS) {
    start = Math.max(start, cue.start - CONTEXT_BEFORE_CUE);
    end = Math.min(end, Math.max(cue.end, start + MAX_QUOTE_TOKENS));
  }
  return textOf(text, tokens, start, end);
}
