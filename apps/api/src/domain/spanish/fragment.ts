declare const fragmentBrand: unique symbol;

/**
 * Spanish text that is grammatical where it stands: a template's own words, or a value this
 * folder made for a slot (a noun phrase with its article, a quote in «», a count with its unit).
 * A plain `string` is not a `Fragment`, so a stored label or a raw comment cannot be pasted into
 * a sentence: `fragment` and `sentence` refuse it at compile time.
 */
export type Fragment = string & { readonly [fragmentBrand]: true };

/**
 * Marks text this folder has made grammatical. Only the constructors in `domain/spanish` call
 * it (a test checks that no other module does): everywhere else, text becomes a fragment by
 * being written in a template or through a typed constructor.
 */
export function grammatical(text: string): Fragment {
  return text as Fragment;
}

function join(strings: TemplateStringsArray, slots: readonly Fragment[]): string {
  let text = strings[0] ?? '';
  slots.forEach((slot, index) => {
    const next = strings[index + 1] ?? '';
    // An optional slot left empty must not leave a double space or a space before a comma;
    // filled slots are never touched, so a quote keeps the customer's own spacing.
    if (slot === '' && text.endsWith(' ') && /^[ ,.:;?!]/.test(next)) {
      text = text.slice(0, -1) + next;
    } else {
      text += slot + next;
    }
  });
  return text;
}

/**
 * Part of a sentence, built from typed slots.
 *
 * @example fragment`si lo que te frena ${agree(pain, 'es', 'son')} ${definite(pain)}`
 */
export function fragment(strings: TemplateStringsArray, ...slots: Fragment[]): Fragment {
  return grammatical(join(strings, slots));
}

/**
 * A whole sentence from typed slots, its first letter capitalised (after an opening ¿ or ¡).
 * A sentence opening with a quote keeps the customer's spelling.
 *
 * @example sentence`${definite(pain)} no tiene por qué frenarte.` // 'El precio del tratamiento no…'
 */
export function sentence(strings: TemplateStringsArray, ...slots: Fragment[]): Fragment {
  return capitalise(grammatical(join(strings, slots)));
}

const LOWER_CASE_START = /^([¿¡]?)(\p{Ll})/u;

/** The fragment with its first letter in upper case: 'el precio' → 'El precio', '¿vale?' → '¿Vale?'. */
export function capitalise(text: Fragment): Fragment {
  // Every comment analysed writes six sentences: those opening with an ASCII character, the
  // most, need no Unicode regex (only a–z among them is a lower-case letter).
  const first = text.charCodeAt(0);
  if (first >= 0x61 && first <= 0x7a) {
    return grammatical(text.charAt(0).toUpperCase() + text.slice(1));
  }
  if (first < 0x80) return text;
  return grammatical(
    text.replace(
      LOWER_CASE_START,
      (_, mark: string, letter: string) => mark + letter.toUpperCase(),
    ),
  );
}
