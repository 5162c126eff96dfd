/**
 * Emoji read as words, so that lexicons can weigh them like any cue: 🙄 reads as annoyance,
 * 🔥 as praise. Skin tones, variation selectors and joiners are dropped before the lookup;
 * an emoji not listed here carries no meaning for the analysis.
 */
const EMOJI_GROUPS: ReadonlyArray<readonly [word: string, emoji: string]> = [
  ['emo_fastidio', '🙄😒😤😑😩😫🥱'],
  ['emo_enojo', '😡🤬😠👿💢'],
  ['emo_miedo', '😱😨😰😧😟😬😳🥶'],
  ['emo_tristeza', '😢😭😞😔💔🥺☹😿😥'],
  ['emo_duda', '🤔🧐🤨😕🫤'],
  ['emo_confusion', '🤷😵🤯'],
  ['emo_elogio', '🔥😍❤🧡💛💚💙💜🤍🖤💕💖💗💓💞👏🙌💯👍😊🥰✨🤩😁😀😃😄👌⭐🌟🏆🎉🥳'],
  ['emo_gracias', '🙏'],
  ['emo_dinero', '💸💰💵🤑💲💳'],
  ['emo_tiempo', '⏰⌛⏳🐢🐌'],
  ['emo_alerta', '🚩⚠🚨'],
  ['emo_burla', '🤡💩🙃'],
  ['jaja', '😂🤣😆😹'],
];

const EMOJI_WORDS: ReadonlyMap<number, string> = new Map(
  EMOJI_GROUPS.flatMap(([word, emoji]) =>
    Array.from(emoji, (symbol) => [symbol.codePointAt(0) ?? 0, word] as const),
  ),
);

/** Whether a token's word is an emoji read as a word ('emo_miedo'), telling a mood. */
export function isEmojiWord(word: string): boolean {
  return word.startsWith('emo_');
}

/** The word an emoji sequence stands for, or undefined when it carries no meaning for us. */
export function emojiWord(sequence: string): string | undefined {
  return EMOJI_WORDS.get(sequence.codePointAt(0) ?? 0);
}
