import { z } from 'zod';
import { refusal } from './refusal';
import { NOT_BLANK, industryNameSchema } from './common';
import { OBJECTION_TAG_VALUES } from './corrections';
import { MAX_INDUSTRY_ANSWER_LENGTH } from './limits';

export const ideaSchema = z
  .object({
    idea_id: z.number().int(),
    industry: z.string(),
    idea_type: z.string(),
    hook: z.string(),
    angle: z.string(),
    script_outline: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'Idea' });
export type Idea = z.infer<typeof ideaSchema>;
export const templatesResponseSchema = z.object({ items: z.array(ideaSchema) });

/** `delete-idea/{id}`. Idea ids are PostgreSQL integers: a larger number cannot name an idea. */
export const ideaIdParamSchema = z.object({
  id: z.coerce
    .number(refusal('invalid_idea_id'))
    .int(refusal('invalid_idea_id'))
    .positive(refusal('invalid_idea_id'))
    .max(2_147_483_647, refusal('invalid_idea_id'))
    .meta({ description: "The idea's id (`idea_id`)." }),
});

const text = z.string().trim().min(1);

/** The content pack's fixed sizes; the schema rejects a pack of any other shape. */
export const contentPackSchema = z
  .object({
    titulos: z.array(text).length(15),
    angulos: z.array(z.object({ titulo: text, bullets: z.array(text).min(1) })).length(10),
    copy_bullets: z.array(text).length(20),
    guiones_video: z
      .array(z.object({ hook: text, problema: text, agitacion: text, solucion: text, cta: text }))
      .length(5),
    lead_magnets: z.array(z.object({ titulo: text, tipo: text, outline: text })).length(10),
    posts_sociales: z
      .array(z.object({ plataforma: text, contenido: text, visual_idea: text.optional() }))
      .length(20),
  })
  .meta({ id: 'ContentPack' });
export type ContentPack = z.infer<typeof contentPackSchema>;

export const generateIdeasRequestSchema = z.object({
  industry: z
    .string(refusal('content_industry_required'))
    .trim()
    .min(1, refusal('content_industry_required'))
    .pipe(industryNameSchema)
    .meta(NOT_BLANK),
  kind: z.enum(['ideas', 'pack']).default('ideas'),
});
export type GenerateIdeasRequest = z.input<typeof generateIdeasRequestSchema>;
export const generateIdeasResponseSchema = z.object({ generated: z.number().int().nonnegative() });
/** The sections of a content pack, in the order the page shows them. */
export const PACK_SECTIONS = [
  'titulos',
  'angulos',
  'copy_bullets',
  'guiones_video',
  'lead_magnets',
  'posts_sociales',
] as const satisfies ReadonlyArray<keyof ContentPack>;
export type PackSection = (typeof PACK_SECTIONS)[number];

/** A piece of the model's pack the rules wrote instead, and why (short Spanish). */
export const replacedPieceSchema = z.object({
  section: z.enum(PACK_SECTIONS),
  /** Its position in the section, from 0. */
  index: z.number().int().nonnegative(),
  reason: z.string(),
});
export type ReplacedPiece = z.infer<typeof replacedPieceSchema>;

export const generatePackResponseSchema = z.object({
  content: contentPackSchema,
  /** Who wrote it: the AI model's name, or 'reglas' for the rules' templates. */
  method: z.string().optional(),
  /** The model's pieces the rules replaced (off the format, or stating what the data does not). */
  replaced: z.array(replacedPieceSchema).optional(),
});

/** The objections a business can answer in its own words: every tag but `otro`. */
export const ANSWERABLE_TAGS = OBJECTION_TAG_VALUES.filter(
  (tag): tag is Exclude<(typeof OBJECTION_TAG_VALUES)[number], 'otro'> => tag !== 'otro',
);
const answerableTagSchema = z.enum(ANSWERABLE_TAGS);
export type AnswerableTag = z.infer<typeof answerableTagSchema>;

const answerTextSchema = z
  .string()
  .trim()
  .max(MAX_INDUSTRY_ANSWER_LENGTH, refusal('industry_answer_too_long'));

/**
 * What the business offers against each objection of an industry, in its own words ('Pagos a 6
 * meses sin intereses'): the content pack says it where it answers that objection, since only
 * the business knows what it has.
 */
export const industryAnswersSchema = z
  .partialRecord(answerableTagSchema, answerTextSchema.min(1))
  .meta({ id: 'IndustryAnswers' });
export type IndustryAnswers = z.infer<typeof industryAnswersSchema>;

export const industryAnswersResponseSchema = z.object({
  industry: z.string(),
  answers: industryAnswersSchema,
  /** Analysed comments voicing each objection (those voiced at all): the ones to answer first. */
  voiced: z.partialRecord(answerableTagSchema, z.number().int().positive()),
});
export type IndustryAnswersResponse = z.infer<typeof industryAnswersResponseSchema>;

/** `PATCH industry-answers/{name}`: each tag given takes its new answer; an empty one is cleared. */
export const industryAnswersPatchSchema = z
  .object({ answers: z.partialRecord(answerableTagSchema, answerTextSchema) })
  .strict();
export type IndustryAnswersPatch = z.input<typeof industryAnswersPatchSchema>;
