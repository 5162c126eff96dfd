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

/** Reads a labelled JSONL file, failing with the file and line of the first bad row. */
export function readLabelledSet(path: string): LabelledComment[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const parsed = labelledCommentSchema.safeParse(JSON.parse(line));
      if (!parsed.success) throw new Error(`${path}:${index + 1}: ${parsed.error.message}`);
      return parsed.data;
    });
}
