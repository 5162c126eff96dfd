import {
  type ContentPack,
  PACK_SECTIONS,
  type ReplacedPiece,
  contentPackSchema,
} from '@replica/api-client/schemas';
import { contradictedFacts, textsOf } from './fact-check';
import type { ContentFacts } from './facts';

/** A model's pack as it came: each section a list of whatever it wrote. */
export type PackDraft = { readonly [Section in keyof ContentPack]?: readonly unknown[] };

// The short Spanish shown for a replaced piece; the contradiction itself goes to the log.
const OFF_FORMAT = 'falta o no tiene el formato pedido';
const FALSE_FACT = 'afirma una cifra o un orden que los datos no respaldan';

export interface CompletedPack {
  pack: ContentPack;
  replaced: ReplacedPiece[];
  /** Each replaced piece's contradictions of the data, for the log. */
  contradictions: string[];
}

/**
 * The model's pack with every piece that is missing, off the format or states a fact the data
 * contradicts replaced by the rules' piece in the same place, so one bad piece costs that piece
 * and not the pack. Undefined when none of the model's pieces holds.
 */
export function completePack(
  draft: PackDraft,
  byRules: ContentPack,
  facts: ContentFacts,
): CompletedPack | undefined {
  const replaced: ReplacedPiece[] = [];
  const contradictions: string[] = [];
  let kept = 0;
  const section = <Section extends keyof ContentPack>(name: Section): ContentPack[Section] => {
    const pieceSchema = contentPackSchema.shape[name].element;
    return byRules[name].map((rulesPiece, index) => {
      const parsed = pieceSchema.safeParse(draft[name]?.[index]);
      if (!parsed.success) {
        replaced.push({ section: name, index, reason: OFF_FORMAT });
        return rulesPiece;
      }
      const wrong = contradictedFacts(textsOf(parsed.data), facts);
      if (wrong.length > 0) {
        replaced.push({ section: name, index, reason: FALSE_FACT });
        contradictions.push(...wrong);
        return rulesPiece;
      }
      kept += 1;
      return parsed.data;
    }) as ContentPack[Section];
  };
  const pack = Object.fromEntries(PACK_SECTIONS.map((name) => [name, section(name)]));
  return kept === 0 ? undefined : { pack: contentPackSchema.parse(pack), replaced, contradictions };
}
