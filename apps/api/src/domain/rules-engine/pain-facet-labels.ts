import { isNegated, mapClauses, opensWithNegation } from './clauses';
import type { ClauseMap } from './clauses';
import { CueIndex } from './cue-index';
import type { IndustryKind } from '../industry-kind';
import { industryContext } from './industry-context';
import {
  MAIN_FACET,
  PAIN_FACETS,
  type PainFacet,
  type PainName,
  TIME_POOR_INDUSTRIES,
} from './lexicon/pain-facets';
import type { ObjectionTag } from './taxonomy';
import { type Token, tokenise } from './tokenise';

interface FacetCue {
  readonly facet: PainFacet;
  /** Position of the facet in the catalogue: the tie-break between two facets found once. */
  readonly rank: number;
}

const FACET_INDEX = new CueIndex<FacetCue>(
  PAIN_FACETS.flatMap((facet, rank) => facet.cues.map((cue) => [cue, { facet, rank }] as const)),
);

const FACETS_BY_ID = new Map(PAIN_FACETS.map((facet) => [facet.id, facet]));

function facetById(id: string): PainFacet {
  const facet = FACETS_BY_ID.get(id);
  if (facet === undefined) throw new Error(`Unknown pain facet ${id}`);
  return facet;
}

function mainFacet(tag: ObjectionTag, kind: IndustryKind): PainFacet {
  if (tag === 'tiempo' && TIME_POOR_INDUSTRIES.has(kind)) return facetById('sin-tiempo');
  return facetById(MAIN_FACET[tag]);
}

/** The facet's name in an industry. */
export function facetName(facet: PainFacet, kind: IndustryKind): PainName {
  return facet.byIndustry?.[kind] ?? facet.name;
}

interface FacetHits {
  readonly count: number;
  readonly rank: number;
  /** The token each of its cues starts at. */
  readonly starts: readonly number[];
}

/** Where each facet of `tag` is named in a comment (negated cues do not count). */
function facetHits(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
): Map<PainFacet, FacetHits> {
  const hits = new Map<PainFacet, FacetHits>();
  for (const { payload, pattern, start } of FACET_INDEX.findAll(tokens)) {
    if (payload.facet.tag !== tag) continue;
    if (!opensWithNegation(pattern) && isNegated(tokens, clauses, start)) continue;
    const starts = [...(hits.get(payload.facet)?.starts ?? []), start];
    hits.set(payload.facet, { count: starts.length, rank: payload.rank, starts });
  }
  return hits;
}

/**
 * The facets of `tag` a comment names, terms its pain is clustered on: each id with the tokens
 * its cues start at, in the catalogue's order (a cluster whose facets weigh alike is named after
 * the first, as `readPain` names the comment).
 */
export function concreteFacets(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
): Map<string, readonly number[]> {
  return new Map(
    [...facetHits(tokens, clauses, tag)]
      .sort(([, a], [, b]) => a.rank - b.rank)
      .map(([facet, { starts }]) => [facet.id, starts]),
  );
}

// Time pains of waiting on someone (the process, a reply, one's turn) and of finding the hours.
const WAITING_FACETS = ['proceso-lento', 'respuesta-lenta', 'espera-atencion'];
const HOURS_FACETS = ['sin-tiempo', 'horario-limitado', 'muchas-visitas', 'sesion-larga'];

/**
 * Whether the facets a time objection names (`concreteFacets`) say how long something takes
 * ('la preaprobación tarda meses', 'nadie me contesta'), not that the person lacks the time.
 */
export function isWaiting(facets: ReadonlyMap<string, unknown>): boolean {
  return WAITING_FACETS.some((id) => facets.has(id)) && !HOURS_FACETS.some((id) => facets.has(id));
}

/** Whether a time facet is a wait ('proceso-lento') or a search for hours ('sesion-larga'). */
export function timeFacetKind(id: string): 'waiting' | 'hours' | undefined {
  if (WAITING_FACETS.includes(id)) return 'waiting';
  return HOURS_FACETS.includes(id) ? 'hours' : undefined;
}

/** The facet of `tag` whose cues a comment uses most (negated cues do not count), if any. */
function mostVoicedFacet(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
): PainFacet | undefined {
  const hits = facetHits(tokens, clauses, tag);
  let best: PainFacet | undefined;
  for (const [facet, { count, rank }] of hits) {
    const current = best === undefined ? undefined : hits.get(best);
    if (
      current === undefined ||
      count > current.count ||
      (count === current.count && rank < current.rank)
    ) {
      best = facet;
    }
  }
  return best;
}

/**
 * The id of the concrete facet of `tag` a comment voices most, whatever cluster it joined;
 * undefined when it voices its objection's usual pain in `industry` as much ('No tengo tiempo
 * para grabar vídeos cada semana' is a lack of time, not too many visits).
 *
 * @example voicedFacet(tokenise('me cobraron 500 extra'), …, 'precio', 'Gimnasio') // 'cobros-extra'
 */
export function voicedFacet(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
  industry: string,
): string | undefined {
  const voiced = mostVoicedFacet(tokens, clauses, tag);
  return voiced === mainFacet(tag, industryContext(industry).kind) ? undefined : voiced?.id;
}

/**
 * The concrete pain a comment voices within its objection: the facet whose cues it uses most
 * (negated cues do not count), else the objection's usual pain in the industry.
 *
 * @example readPain(tokenise('cobran 300 por sesión'), …, 'precio', 'Clínica Estética').label
 * // → 'precio alto del tratamiento'
 */
export function readPain(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
  industry: string,
): PainName {
  const { kind } = industryContext(industry);
  return facetName(mostVoicedFacet(tokens, clauses, tag) ?? mainFacet(tag, kind), kind);
}

/** The pain cluster label of one comment, before its industry's clustering (`cluster-pains.ts`). */
export function painClusterLabel(
  tokens: readonly Token[],
  clauses: ClauseMap,
  tag: ObjectionTag,
  industry: string,
): string {
  return readPain(tokens, clauses, tag, industry).label;
}

/**
 * A label written by someone else (an AI model, an older version of the rules) as the
 * catalogue's name of the same pain: the facet its words name ("temor a ser deportado" →
 * "miedo a la deportación"), else the objection's usual pain in the industry, since a label
 * that names no concrete facet is a rewording of the general one ("costo elevado" →
 * "precio alto del tratamiento").
 */
export function canonicalPainLabel(label: string, tag: ObjectionTag, industry: string): string {
  const trimmed = label.trim();
  if (facetsByLabel(industry).get(trimmed)?.tag === tag) return trimmed;
  const tokens = tokenise(trimmed);
  return readPain(tokens, mapClauses(tokens), tag, industry).label;
}

const FACETS_BY_KIND = new Map<IndustryKind, ReadonlyMap<string, PainFacet>>();

/**
 * Every label the catalogue can give a pain of this industry, with the facet it names. Where two
 * facets share a name, an industry's usual pain named after a concrete one ('miedo a la
 * deportación' for immigration, 'miedo al qué dirán' for a personal brand), it is the facet whose
 * own name it is, so its voice and root are that pain's; else the first in the catalogue.
 */
function facetsByLabel(industry: string): ReadonlyMap<string, PainFacet> {
  const { kind } = industryContext(industry);
  let byLabel = FACETS_BY_KIND.get(kind);
  if (byLabel === undefined) {
    const built = new Map<string, PainFacet>();
    for (const facet of PAIN_FACETS) {
      const { label } = facetName(facet, kind);
      const current = built.get(label);
      if (current === undefined || (facet.name.label === label && current.name.label !== label)) {
        built.set(label, facet);
      }
    }
    byLabel = built;
    FACETS_BY_KIND.set(kind, byLabel);
  }
  return byLabel;
}

/** The id of the catalogue facet a pain label names in an industry; undefined for any other. */
export function facetOfLabel(label: string, industry: string): string | undefined {
  return facetsByLabel(industry).get(label.trim())?.id;
}

/** The usual pain of an objection in an industry, which small clusters of that objection join. */
export function mainPainLabel(tag: ObjectionTag, industry: string): string {
  const { kind } = industryContext(industry);
  return facetName(mainFacet(tag, kind), kind).label;
}

/** The catalogue's label of the facet `id` in an industry. */
export function facetLabel(id: string, industry: string): string {
  return facetName(facetById(id), industryContext(industry).kind).label;
}
