import { readFileSync } from 'node:fs';
import { z } from 'zod';

const labelledCommentSchema = z.object({
  id: z.string(),
  industry: z.string(),
  platform: z.string().nullish(),
  text: z.string(),
  objection_tag: z.string(),
  emotion: z.string().optional(),
  sentiment: z.number().optional(),
  /** A pain-cluster label: comments of an industry that share a pain share it. */
  pain: z.string().optional(),
});

/** One hand-labelled comment (format in `../shared/eval/README.md`). */
export type LabelledComment = z.infer<typeof labelledCommentSchema>;

// Objections that only set the offer aside, calmly: the person is not engaged, not neutral.
const DEFERRING = new Set(['urgencia', 'necesidad', 'competencia', 'autoridad']);

/**
 * A label's emotion in our convention: a calm comment that defers ("lo consulto con mi socio",
 * "yo mismo mando mis disputas") is `indiferencia`, as in the team's dev set (all 38) and our
 * batches a–n (95%). The recipes' writers were told "neutral when it shows none", and more than
 * half wrote `neutral` for it; read in this convention, they say what the others say.
 */
export function conventionalEmotion(tag: string, emotion: string): string {
  return DEFERRING.has(tag) && emotion === 'neutral' ? 'indiferencia' : emotion;
}

/** Reads a labelled JSONL file, failing with the file and line of the first bad row. */
export function readLabelledSet(path: string): LabelledComment[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = labelledCommentSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      const { objection_tag: tag, emotion } = parsed.data;
      return emotion === undefined
        ? parsed.data
        : { ...parsed.data, emotion: conventionalEmotion(tag, emotion) };
    });
}
