import { OBJECTION_WORDS } from '../rules-engine/lexicon/pain-concepts';
import { painPhrase } from '../rules-engine/pain-phrase';
import { kindOfIndustry } from '../rules-engine/industry-context';
import { objectionVoicing } from '../rules-engine/rules-analyser';
import { type ObjectionTag, isObjectionTag } from '../rules-engine/taxonomy';
import { foldAccents } from '../spanish/fold-accents';
import { looksEnglish } from '../spanish/language';
import { type NounPhrase, nounPhrase } from '../spanish/noun-phrase';
import { QUOTE_WORDS, type Quote, quoteVoicing } from '../spanish/quote';
import { nearlySame } from '../spanish/same-words';
import type { ContentInsights } from './content-insights';
import { type ObjectionVoice, objectionVoice } from './objection-voice';
import { facetVoice } from './facet-voices';
import { painSubject } from './pain-subject';
import { publishablePain, quotable } from './publishable-pain';
import type { Rotation } from '../spanish/wordings';

/** One pain to write about: its phrase, how copy speaks about its objection, and quotes. */
export interface Topic {
  readonly tag: ObjectionTag;
  /** The pain as a noun phrase naming the problem, never its raw label. */
  readonly pain: NounPhrase;
  readonly voice: ObjectionVoice;
  /** The thing the pain is about ('la inscripción' of 'el costo de la inscripción'), if one. */
  readonly subject: NounPhrase | undefined;
  /** The cluster labels it gathers (two labels may name one pain): to match the facts. */
  readonly labels: readonly string[];
  /** Short verbatim quotes of its Spanish comments, none nearly the same as another. */
  readonly quotes: readonly Quote[];
}

// Objections whose pain's subject is what the pain is about ('costo de la inscripción', 'miedo a
// las agujas'). Not a time pain's ('tiempo por los niños'), a wait's ('esperar a las fiestas'),
// a rival ('preferencia por la agencia') nor what is at risk ('miedo a dañar la piel').
const ABOUT_A_THING: ReadonlySet<ObjectionTag> = new Set<ObjectionTag>([
  'precio',
  'confianza',
  'resultados',
  'miedo',
  'complejidad',
  'necesidad',
]);

// When every analysed comment is praise, thanks or spam there is no objection to write about,
// only the doubts anyone has before deciding.
const NO_OBJECTION_PAIN = nounPhrase('las dudas antes de decidir');

/**
 * The words of a pain's label that name the pain, without those that only voice its objection
 * ('prefiere' and 'otra' of 'prefiere otra opción'): a quote is cut to keep the former.
 *
 * @example painWordsOf('prefiere otra opción', 'competencia') // ['opción']
 */
export function painWordsOf(label: string, tag: string): string[] {
  const voicing = new Set((OBJECTION_WORDS[tag] ?? '').split(' '));
  return label.split(' ').filter((word) => !voicing.has(foldAccents(word)));
}

/**
 * The pains the copy writes about, in the report's order: one per distinct pain phrase of an
 * objection (clusters without one are not objections), each with its comments' quotes; their
 * voices take turns through `turn`, shared by the whole pack.
 */
export function topicsOf(insights: ContentInsights, turn: Rotation): Topic[] {
  const topics: Array<{ tag: ObjectionTag; pain: NounPhrase; labels: string[]; quotes: Quote[] }> =
    [];
  for (const { label, tag } of insights.painPoints) {
    if (tag === 'otro') continue;
    const pain = publishablePain(painPhrase(label, tag), tag);
    const same = topics.find((topic) => topic.tag === tag && topic.pain.head === pain.head);
    if (same === undefined) topics.push({ tag, pain, labels: [label], quotes: [] });
    else same.labels.push(label);
  }
  const quoted: string[] = [];
  for (const example of insights.examples) {
    const topic = topics.find((candidate) => candidate.labels.includes(example.painCluster));
    // English comments stay out of Spanish copy; near-identical ones are one voice, quoted once;
    // an accusation is answered, never quoted.
    if (topic === undefined || looksEnglish(example.text)) continue;
    if (!quotable(example.text, example.objectionTag)) continue;
    if (quoted.some((text) => nearlySame(text, example.text))) continue;
    // The quote keeps the words that voice the objection («…pero al mes volví a lo mismo») and
    // those that name its pain ('días' of «me dura como 3 días»).
    const voicing = isObjectionTag(example.objectionTag)
      ? objectionVoicing(example.text, example.objectionTag)
      : undefined;
    const painWords = painWordsOf(example.painCluster, example.objectionTag);
    const quote = quoteVoicing(example.text, voicing, QUOTE_WORDS, painWords);
    // A Spanish comment may still be cut to its English sentence ('… Why do they always push…').
    if (quote === undefined || looksEnglish(quote)) continue;
    quoted.push(example.text);
    topic.quotes.push(quote);
  }
  if (topics.length === 0) {
    return [
      {
        tag: 'otro',
        pain: NO_OBJECTION_PAIN,
        voice: objectionVoice('otro', turn),
        subject: undefined,
        labels: [],
        quotes: [],
      },
    ];
  }
  return topics.map((topic) => {
    const subject = painSubject(topic.labels[0] ?? '');
    return {
      ...topic,
      voice: objectionVoice(topic.tag, turn, {
        subject,
        facet: facetVoice(topic.labels[0] ?? '', insights.industry),
        kind: kindOfIndustry(insights.industry),
      }),
      subject:
        subject?.atRisk === false && ABOUT_A_THING.has(topic.tag) ? subject.thing : undefined,
    };
  });
}

/**
 * Hands out each topic's quotes in turn, each once: a pack or a batch of ideas never quotes the
 * same customer twice. Undefined once a topic's quotes are used up.
 */
export function quotePool(): (topic: Topic) => Quote | undefined {
  const used = new Map<Topic, number>();
  return (topic) => {
    const next = used.get(topic) ?? 0;
    const quote = topic.quotes[next];
    if (quote !== undefined) used.set(topic, next + 1);
    return quote;
  };
}

// A pain named as a doubt or a fear ('la duda sobre la eficacia', 'el miedo a las agujas'):
// 'sobre' or '¿te preocupa?' before it says it twice ('sobre la duda sobre la eficacia').
const DOUBT_OR_FEAR = /^(dudas?|miedos?|temor|desconfianza|sospecha|incógnita|pregunta)\b/u;

/** Whether a pain is named as a doubt or a fear rather than as a thing. */
export function isDoubtOrFear(pain: NounPhrase): boolean {
  return DOUBT_OR_FEAR.test(pain.head);
}

// Objections that are beliefs someone may hold wrongly (it will not work, it is a scam, it will go
// wrong, I do not need it, it is too hard), where myths and facts can be told apart. Not a
// circumstance a customer lives: no time, the price, a wait, someone else's say, a rival chosen.
const BELIEFS: ReadonlySet<ObjectionTag> = new Set<ObjectionTag>([
  'resultados',
  'confianza',
  'miedo',
  'necesidad',
  'complejidad',
]);

/** Whether a topic is a belief that 'myths and facts' copy can answer (see BELIEFS). */
export function isBelief(topic: Topic): boolean {
  return BELIEFS.has(topic.tag);
}

/**
 * What a topic is about, for 'sobre …': its subject ('las agujas'), else its pain unless that is
 * itself a doubt or a fear; undefined then.
 */
export function aboutWhat({ subject, pain }: Topic): NounPhrase | undefined {
  return subject ?? (isDoubtOrFear(pain) ? undefined : pain);
}
