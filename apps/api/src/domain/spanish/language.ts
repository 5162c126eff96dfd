// Function words that nearly every sentence of each language uses and the other does not
// ('no', 'a' and 'me' are left out: both languages use them).
const SPANISH = new Set(
  'el la los las de del que y es en un una por mi para con lo se pero muy más mas ya si yo le te su estoy está esta eso esto como porque cuando tengo'.split(
    ' ',
  ),
);
const ENGLISH = new Set(
  "the and is are to of it this that for you my i but with have was what how too so just they it’s it's don’t don't can’t can't im i’m i'm be will would your doesn’t doesn't".split(
    ' ',
  ),
);

/**
 * True when a comment reads as English rather than Spanish, by counting each language's
 * function words: Spanish copy leaves English comments out rather than quote them untranslated.
 * Spanglish with more Spanish than English words counts as Spanish.
 *
 * @example looksEnglish('This is way too expensive') // true
 */
export function looksEnglish(text: string): boolean {
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().split(/[^\p{L}’']+/u)) {
    if (SPANISH.has(word)) spanish += 1;
    if (ENGLISH.has(word)) english += 1;
  }
  return english > spanish;
}
