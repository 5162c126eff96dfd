import type { IndustryKind } from '../industry-kind';
import { kindOfIndustry } from '../rules-engine/industry-context';
import { painPhrase } from '../rules-engine/pain-phrase';
import type { ObjectionTag } from '../rules-engine/taxonomy';
import { COMMENTS, type Count, type Share, partOf, share } from '../spanish/count';
import type { Fragment } from '../spanish/fragment';
import { industryPhrases } from '../spanish/industry-phrases';
import type { NounPhrase } from '../spanish/noun-phrase';
import { ownWords, quotedOwnWords } from '../spanish/own-words';
import type { Quote } from '../spanish/quote';
import { type Rotation, type Wordings, rotation } from '../spanish/wordings';
import type { ContentInsights } from './content-insights';
import { strictTop } from './facts';
import { namedOffers } from './named-offers';
import { type ObjectionVoice, objectionVoice } from './objection-voice';
import { publishablePain } from './publishable-pain';
import { type Topic, quotePool, topicsOf } from './topics';

/** A fact as sentences state it: '4 de 20 comentarios', '20%'. */
export interface StatedFigure {
  readonly part: Count;
  readonly share: Share;
}

/** The facts a sentence may state, each typed for its slots; absent when the data has none. */
export interface StatedFacts {
  /** The pain cluster more comments voice than any other. */
  readonly topPain?: StatedFigure & {
    readonly label: string;
    readonly pain: NounPhrase;
    readonly voice: ObjectionVoice;
  };
  /** The objection tag more comments voice than any other. */
  readonly topObjection?: StatedFigure & {
    readonly tag: ObjectionTag;
    readonly voice: ObjectionVoice;
  };
}

/**
 * How copy names the industry. `offer` and `goal` give the next of their wordings in each item
 * (one wording throughout an item), the offer as the comments name it ('el láser') where they
 * name one.
 */
export interface CopyIndustry {
  /** Which of the known industries it is; undefined for every industry at once ('todas'). */
  readonly kind: IndustryKind | undefined;
  /** The kind of business, for "elegir una clínica estética". */
  readonly business: NounPhrase;
  /** What it sells: 'el tratamiento', 'el láser'. */
  readonly offer: () => NounPhrase;
  /** What the customer wants to do, after "antes de": 'revisar tu reporte de crédito'. */
  readonly goal: () => Fragment;
}

/** Everything a template may put in a slot. */
export interface CopyContext {
  readonly industry: CopyIndustry;
  /** Never empty. */
  readonly topics: readonly Topic[];
  readonly facts: StatedFacts;
  /** The topic's next unused quote: each quote appears once per pack or batch of ideas. */
  readonly takeQuote: (topic: Topic) => Quote | undefined;
  /** Starts the next item: the industry's wordings move on to their next turn. */
  readonly nextItem: () => void;
  /**
   * What the business answers to an objection, as it wrote it (a sentence of its own), and
   * quoted for its team; undefined when it gave no answer.
   */
  readonly answerOf: (tag: ObjectionTag) => BusinessAnswer | undefined;
}

/** What the business answers to an objection: said as a sentence, or quoted for its team. */
export interface BusinessAnswer {
  readonly said: Fragment;
  readonly quoted: Fragment;
}

/** The materials of one pack or one batch of ideas. */
export function copyContext(insights: ContentInsights): CopyContext {
  const turn = rotation();
  const { industry, nextItem } = copyIndustry(insights, turn);
  return {
    industry,
    topics: topicsOf(insights, turn),
    facts: statedFacts(insights, turn),
    takeQuote: quotePool(),
    nextItem,
    answerOf: (tag) => {
      const answer = tag === 'otro' ? undefined : insights.facts.answers?.[tag];
      return answer === undefined
        ? undefined
        : { said: ownWords(answer), quoted: quotedOwnWords(answer) };
    },
  };
}

function copyIndustry(
  insights: ContentInsights,
  turn: Rotation,
): { industry: CopyIndustry; nextItem: () => void } {
  const kind = kindOfIndustry(insights.industry);
  const { business, offers, goals } = industryPhrases(kind ?? 'todas', insights.industry);
  const named =
    kind === undefined
      ? []
      : namedOffers(
          kind,
          insights.examples.map(({ text }) => text),
        );
  // The names the comments use, then, when they name only one thing, the industry's plainest
  // one: more generic names would take most turns from the comments' own ('el tratamiento'
  // four times in a clinic's pack whose comments say 'el láser', 'el bótox', 'la depilación'),
  // and beside two names of their own it still took a third of the turns.
  const [firstNamed, ...otherNamed] = named;
  const allOffers: Wordings<NounPhrase> =
    firstNamed === undefined
      ? offers
      : [firstNamed, ...otherNamed, ...(named.length < 2 ? [offers[0]] : [])];
  // An item names the offer and the goal one way throughout ('qué incluye el láser y cuánto
  // cuesta el láser', never two names for one thing in one sentence).
  let offer: NounPhrase | undefined;
  let goal: Fragment | undefined;
  return {
    industry: {
      kind,
      business,
      offer: () => (offer ??= turn(allOffers)),
      goal: () => (goal ??= turn(goals)),
    },
    nextItem: () => {
      offer = undefined;
      goal = undefined;
    },
  };
}

function statedFacts({ facts, industry }: ContentInsights, turn: Rotation): StatedFacts {
  const kind = kindOfIndustry(industry);
  const total = facts.analysedComments;
  const figure = (comments: number): StatedFigure => ({
    part: partOf(comments, total, COMMENTS),
    share: share(comments, total),
  });
  const objection = strictTop(facts.objections);
  // The most repeated pain is said to be what comments repeat most only when its objection is
  // also the most voiced: a gym's monthly fee (10 comments) is not that when 17 comments, in
  // three pains, are about time, and a pack saying both contradicts itself.
  const top = strictTop(facts.pains);
  const pain = top !== undefined && top.tag === objection?.tag ? top : undefined;
  return {
    ...(pain && {
      topPain: {
        ...figure(pain.comments),
        label: pain.label,
        pain: publishablePain(painPhrase(pain.label, pain.tag), pain.tag),
        voice: objectionVoice(pain.tag, turn, { kind }),
      },
    }),
    ...(objection && {
      topObjection: {
        ...figure(objection.comments),
        tag: objection.tag,
        voice: objectionVoice(objection.tag, turn, { kind }),
      },
    }),
  };
}

/**
 * One item's wording: `plain` always works; `quoted`, when given, opens with a customer's words
 * and is used while the topic has quotes left.
 */
export interface Template<T> {
  readonly plain: (topic: Topic, context: CopyContext) => T;
  readonly quoted?: (quote: Quote, topic: Topic, context: CopyContext) => T;
}

/** The item a template writes about a topic, quoting a customer when it can. */
export function render<T>(template: Template<T>, topic: Topic, context: CopyContext): T {
  context.nextItem();
  const quote = template.quoted && context.takeQuote(topic);
  return template.quoted && quote !== undefined
    ? template.quoted(quote, topic, context)
    : template.plain(topic, context);
}

/** The item at `index`, cycling: topics take turns so neighbouring items differ. */
export function pick<T>(list: readonly T[], index: number): T {
  const item = list[index % list.length];
  if (item === undefined) throw new Error('pick needs a non-empty list');
  return item;
}

/**
 * `items` (rendered by {@link renderAll}) with the first item about each objection the business
 * answered told its answer by `tell`: a section of many short items (angles, bullets, posts) says
 * each answer once, whichever item its topic's turn falls on. `tell` learns how many answers the
 * section told before, to take turns between its wordings.
 */
export function tellAnswers<T>(
  items: readonly T[],
  context: CopyContext,
  tell: (item: T, answer: BusinessAnswer, topic: Topic, before: number) => T,
): T[] {
  const told = new Set<ObjectionTag>();
  return items.map((item, index) => {
    const topic = pick(context.topics, index);
    const answer = context.answerOf(topic.tag);
    if (answer === undefined || told.has(topic.tag)) return item;
    told.add(topic.tag);
    return tell(item, answer, topic, told.size - 1);
  });
}

/** Renders every template once, each about the next topic in turn. */
export function renderAll<T>(templates: readonly Template<T>[], context: CopyContext): T[] {
  return templates.map((template, index) => render(template, pick(context.topics, index), context));
}
