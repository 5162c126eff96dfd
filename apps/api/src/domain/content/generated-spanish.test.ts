import { ALL_INDUSTRIES } from '@replica/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { unknownWords } from '../../../test-support/spanish-spelling';
import { fiveWhys } from '../rules-engine/five-whys';
import { PAIN_FACETS, type PainName } from '../rules-engine/lexicon/pain-facets';
import { OBJECTION_TAGS, type ObjectionTag } from '../rules-engine/taxonomy';
import type { ContentInsights } from './content-insights';
import { generateContentPack } from './content-pack';
import { textsOf } from './fact-check';
import { generateIdeas } from './generate-ideas';

/** One industry name of each kind the copy names differently, a user-created one and 'todas'. */
const INDUSTRIES = [
  'Clínica Estética',
  'Credit Restoration',
  'Abogados (Immigration)',
  'Tax Preparation',
  'Marca Personal',
  'Public Adjusters',
  'Clinical Research',
  'Gimnasios',
  // Trades of spanish/trade-phrases.ts, each with its own words for what it sells.
  'Academia de idiomas',
  'Cursos Online',
  'Psicólogos',
  'Veterinaria',
  'Bienes raíces',
  'Seguros de vida',
  'Barbería',
  'Taller mecánico',
  'Agencia de viajes',
  'Software contable',
  'Fotografía de bodas',
  'Nutricionista',
  'Dentista',
  ALL_INDUSTRIES,
];

/** Every pain name of the catalogue with its objection: every gender and number a slot takes. */
const PAIN_NAMES: ReadonlyArray<{ tag: ObjectionTag; name: PainName }> = PAIN_FACETS.flatMap(
  (facet) =>
    [facet.name, ...Object.values(facet.byIndustry ?? {})].map((name) => ({
      tag: facet.tag,
      name,
    })),
);

const QUOTED = 'Me da miedo que salga mal y encima cuesta un montón, no sé qué hacer la verdad';

/**
 * An industry whose one pain is `name`, quoted or not, with a most repeated pain or a tie: the
 * branches every template takes.
 */
function insightsOf(
  industry: string,
  { tag, name }: (typeof PAIN_NAMES)[number],
  { quoted, tie }: { quoted: boolean; tie: boolean },
): ContentInsights {
  return {
    industry,
    painPoints: [{ label: name.label, tag, frequency: 3 }],
    objections: [{ tag, count: 3 }],
    rootCauses: [],
    examples: quoted
      ? [{ text: QUOTED, painCluster: name.label, objectionTag: tag, rootCause: '' }]
      : [],
    // As the database counts them: comments without an objection are neither.
    facts: {
      analysedComments: 7,
      objections: [
        ...(tag === 'otro' ? [] : [{ tag, comments: 3 }]),
        ...(tie ? [{ tag: 'miedo' as const, comments: 3 }] : []),
      ],
      pains: [
        ...(tag === 'otro' ? [] : [{ label: name.label, tag, comments: 3 }]),
        ...(tie ? [{ label: 'otro dolor', tag: 'miedo' as const, comments: 3 }] : []),
      ],
    },
  };
}

// Pains of four other objections, ranked before the one under test so that it takes each of
// the five idea formats in turn.
const OTHERS = (['precio', 'miedo', 'confianza', 'tiempo', 'complejidad'] as const).map((tag) => ({
  label: `otro dolor de ${tag}`,
  tag,
  frequency: 1,
}));

function withPainAt(insights: ContentInsights, position: number): ContentInsights {
  const [pain] = insights.painPoints;
  const others = OTHERS.filter((other) => other.tag !== pain?.tag).slice(0, position);
  return { ...insights, painPoints: [...others, ...insights.painPoints] };
}

function* everyPackAndIdea(): Generator<string> {
  for (const industry of INDUSTRIES) {
    for (const pain of PAIN_NAMES) {
      for (const quoted of [true, false]) {
        for (const tie of [true, false]) {
          const insights = insightsOf(industry, pain, { quoted, tie });
          // The pack needs a comment to quote; ideas are written without one too.
          if (quoted) yield* textsOf(generateContentPack(insights));
          for (const position of [0, 1, 2, 3, 4]) {
            yield* textsOf(generateIdeas(withPainAt(insights, position)));
          }
        }
      }
    }
  }
}

// A question or not, and comments whose words choose each middle why's other wording.
const WHY_READINGS = [true, false].flatMap((isQuestion) =>
  [QUOTED, 'Me da miedo y cuesta un montón', 'No sé, la verdad', 'Muy caro todo'].map(
    (quote) => [isQuestion, quote] as const,
  ),
);

function* everyFiveWhys(): Generator<string> {
  for (const industry of INDUSTRIES) {
    for (const tag of OBJECTION_TAGS) {
      for (const { name } of PAIN_NAMES.filter((pain) => pain.tag === tag)) {
        for (const secondary of [undefined, ...OBJECTION_TAGS]) {
          for (const [isQuestion, quote] of WHY_READINGS) {
            yield* textsOf(
              fiveWhys({
                tag,
                quote,
                detail: isQuestion ? '300 dólares' : undefined,
                secondary,
                pain: name.phrase,
                industry,
                isQuestion,
              }),
            );
          }
        }
      }
    }
  }
}

// The constructions the slot-filled Spanish used to produce, none of which a typed
// template can write: a bare label after a verb, chained quotes and nested parentheses.
const BROKEN = [
  /\bEntiendo que (?!(el|la|los|las|tu|tus) )/u,
  /\bla causa es que\b/u,
  /\bseñales de que (?!ya )/u,
  /\bcontad[oa] desde la experiencia del cliente\b/u,
  /\([^)]*\(/u,
  /\b(de|a) el\b/u,
  /\s[,.]/u,
  / {2}/u,
  /\.\./u,
  // Latin American usage, and the pack speaks to the customer, never to the owner.
  /\bvídeos?\b/u,
  /\b[Ll]e frenan?\b/u,
  /\btus clientes\b/u,
  // A pain that is itself a doubt ('la duda sobre la eficacia') never makes anyone doubt.
  /\bdudas?\b[^.?!]*\bdud(ar|e|a|as)\b/u,
  // An offer in the plural ('las clases', 'los implantes') takes a plural verb.
  /\b(cómo|Así) es (los|las)\b|\bcuánto cuesta (los|las)\b|\bqué incluye (los|las)\b|\bcómo funciona (los|las)\b/u,
];

describe('generated Spanish', () => {
  const packs = [...new Set(everyPackAndIdea())];
  const whys = [...new Set(everyFiveWhys())];

  it('renders every template with every kind of slot value', () => {
    expect(packs.length).toBeGreaterThan(1_000);
    expect(whys.length).toBeGreaterThan(300);
  });

  it('uses only words a Spanish Hunspell dictionary knows, outside quotes and proper names', () => {
    expect(unknownWords(packs)).toEqual([]);
    expect(unknownWords(whys)).toEqual([]);
  });

  it('contains none of the broken constructions', () => {
    for (const text of [...packs, ...whys]) {
      for (const broken of BROKEN) expect(text, text).not.toMatch(broken);
    }
  });
});
