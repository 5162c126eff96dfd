import { ALL_INDUSTRIES } from '@replica/api-client/schemas';
import type { ContentInsights } from './content-insights';

/** One real objection to write about: a comment's phrase with its cluster, tag and root cause. */
export interface Fact {
  cluster: string;
  tag: string;
  /** The tag as a Spanish noun phrase ('el precio'), to slot into sentences. */
  objection: string;
  rootCause: string;
  /** A short quote of the comment, in «». */
  phrase: string;
  /** Who the content speaks to: the industry, or everyone for 'todas'. */
  audience: string;
}

const OBJECTION_PHRASES: Record<string, string> = {
  precio: 'el precio',
  confianza: 'la desconfianza',
  resultados: 'la duda sobre los resultados',
  tiempo: 'la falta de tiempo',
  urgencia: 'el «ya lo haré más adelante»',
  necesidad: 'el «no lo necesito»',
  competencia: 'la comparación con la competencia',
  autoridad: 'la duda sobre quién lo respalda',
  miedo: 'el miedo a equivocarse',
  complejidad: 'la complejidad',
  otro: 'las dudas de siempre',
};

const QUOTE_WORDS = 14;

/**
 * The facts a pack cycles through: first the best comment of each top pain point, so every top
 * cluster is written about, then the remaining comments by real score. Empty without examples.
 */
export function factsOf(insights: ContentInsights): Fact[] {
  const audience = insights.industry === ALL_INDUSTRIES ? 'tu audiencia' : insights.industry;
  const fallbackCause = (index: number) =>
    insights.rootCauses.length > 0 ? pick(insights.rootCauses, index) : '';
  const ordered = [
    ...insights.painPoints.flatMap(({ label }) => {
      const best = insights.examples.find((example) => example.painCluster === label);
      // A cluster none of the top-scored comments fall in is quoted by its own label rather than
      // by another cluster's comment, which would put words in its customers' mouths.
      const tag = insights.objections[0]?.tag ?? 'otro';
      return [best ?? { text: label, painCluster: label, objectionTag: tag, rootCause: '' }];
    }),
    ...insights.examples.filter(
      (example) => !insights.painPoints.some(({ label }) => label === example.painCluster),
    ),
  ];
  return ordered.map((example, index) => {
    const tag = example.objectionTag.trim() || 'otro';
    const cluster = example.painCluster || pick(insights.painPoints, index).label;
    return {
      cluster,
      tag,
      objection: OBJECTION_PHRASES[tag] ?? `la objeción «${tag}»`,
      // A comment analysed without five whys still has a cluster: name that pain instead.
      rootCause: lowerFirst(
        (example.rootCause || fallbackCause(index) || cluster).replace(/[.\s]+$/u, ''),
      ),
      phrase: quote(example.text),
      audience,
    };
  });
}

/** The item at `index`, cycling: templates and facts repeat in turn so neighbours differ. */
export function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}

/**
 * A comment shortened to its first words and put in «», so it reads as the customer's voice.
 *
 * @example quote('Es demasiado caro para lo que ofrece.') // '«Es demasiado caro para lo que ofrece»'
 */
export function quote(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  const short = words
    .slice(0, QUOTE_WORDS)
    .join(' ')
    .replace(/[.,;:!?¡¿\s]+$/u, '');
  return `«${short}${words.length > QUOTE_WORDS ? '…' : ''}»`;
}

/** Lower-cases the first letter, to put a stored label in the middle of a sentence. */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Applies Spanish's compulsory contractions ('a el' → 'al', 'de el' → 'del') that appear when a
 * template's preposition meets an objection such as 'el precio', in every string of `value`.
 *
 * @example contract({ a: 'Responder a el precio' }) // { a: 'Responder al precio' }
 */
export function contract<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replace(/\b([Aa]|[Dd]e) el\b/gu, (_, word: string) =>
      word.toLowerCase() === 'a' ? `${word}l` : `${word.charAt(0)}el`,
    ) as T;
  }
  if (Array.isArray(value)) return value.map(contract) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, contract(item)]),
    ) as T;
  }
  return value;
}

/**
 * The fact for item `index` when `templates` templates take turns: each new lap of templates
 * moves one fact on, so a template meets a different fact on its second lap whenever there is one.
 */
export function factFor(facts: readonly Fact[], index: number, templates: number): Fact {
  return pick(facts, (index % templates) + Math.floor(index / templates));
}
