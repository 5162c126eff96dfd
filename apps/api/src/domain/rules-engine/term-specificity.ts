import { addInto } from './pain-groups';

// How strongly a term's weight follows its share of one objection's use of it in the industry:
// weight × share^β. Words a persona repeats under every objection ('artritis', 'presión' in a
// chronic patient's comments of price, fear and time) then stop pulling different pains
// together, while a word only one objection uses keeps its weight. Leave-one-recipe-out on the
// tuning batches of `eval/` (76 recipes, pooled pairs): pairwise F1 0.4990 and 1,308 pains
// surfaced of 2,280 without it; β 0.2: 0.5044, 1,323; β 0.3: 0.5045, 1,323; β 0.45: 0.5026,
// 1,317 (shares counted per comment rather than by weight: β 1 0.4947, 0.5 0.5007, 0.3 0.5036).
// The held-out batches: 0.4841 → 0.4842.
const SHARE_POWER = 0.3;

/**
 * What the objections of an industry say, term by term (the summed weight of each term under
 * each objection), to weigh a comment's terms by how specific they are to its objection.
 */
export class TermSpecificity {
  private readonly byTag = new Map<string, Map<string, number>>();
  private readonly total = new Map<string, number>();

  /** Counts `vector` (a comment's terms, or a cluster's centroid) under objection `tag`. */
  add(tag: string, vector: ReadonlyMap<string, number>): void {
    const sums = this.byTag.get(tag) ?? new Map<string, number>();
    this.byTag.set(tag, sums);
    addInto(sums, vector);
    addInto(this.total, vector);
  }

  /** `vector` with each term weighed by its share of the industry's use under `tag`. */
  weigh(tag: string, vector: ReadonlyMap<string, number>): Map<string, number> {
    const sums = this.byTag.get(tag);
    const weighed = new Map<string, number>();
    for (const [term, value] of vector) {
      const total = this.total.get(term) ?? 0;
      const share = total > 0 ? (sums?.get(term) ?? 0) / total : 1;
      weighed.set(term, value * Math.pow(Math.min(1, Math.max(share, 0)), SHARE_POWER));
    }
    return weighed;
  }
}
