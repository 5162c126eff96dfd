/**
 * Discourse words that change how much a clause counts. After a contrast ("pero", "el
 * problema es", "but", "the thing is") people state what really holds them back; a concession
 * ("aunque", "although") introduces what they are willing to set aside.
 */
export type DiscourseMarker = 'contrast' | 'concession';

export const DISCOURSE_MARKERS: ReadonlyArray<readonly [pattern: string, marker: DiscourseMarker]> =
  [
    ['pero|sino|but|however', 'contrast'],
    ['sin embargo', 'contrast'],
    ['no obstante', 'contrast'],
    ['mas bien', 'contrast'],
    ['aun asi', 'contrast'],
    ['solo que', 'contrast'],
    ['el|lo|la problema|malo|unico|tema|detalle|cosa|bronca|asunto es', 'contrast'],
    ['lo que pasa|preocupa|molesta|importa|frena|detiene es', 'contrast'],
    ['lo que me|nos preocupa|molesta|importa|frena|detiene|da es', 'contrast'],
    ['lo que no me|nos? se|entiendo|gusta|convence|cuadra|queda es', 'contrast'],
    ['the thing|problem|issue|catch is', 'contrast'],
    ['only thing is', 'contrast'],
    ['except', 'contrast'],
    ['aunque|although', 'concession'],
    ['si bien', 'concession'],
    ['even though|if', 'concession'],
  ];

/** Words that negate the cue right after them ("no es caro", "not expensive"). */
export const NEGATORS: readonly string[] = [
  'no',
  'ni',
  'nunca',
  'jamas',
  'tampoco',
  'sin',
  'not',
  'never',
  'dont',
  'doesnt',
  'didnt',
  'isnt',
  'arent',
  'wasnt',
  'werent',
  'cant',
  'cannot',
  'wont',
  'without',
  'nor',
  'aint',
  // "nadie lo entiende", "nobody needs it": the denial is the objection, as with "no".
  'nadie',
  'nobody',
  'noone',
  'ninguno',
  'ninguna',
  'ningun',
];

/** After these, a negator does not negate what follows: "no sé si", "no solo", "not only". */
export const NEGATION_BREAKERS: readonly string[] = [
  'se',
  'solo',
  'solamente',
  'only',
  'just',
  // "no quiero arriesgar", "no puedo confiar": aversion or inability, not denial, of the cue.
  'quiero',
  'quisiera',
  'queremos',
  'puedo',
  'podemos',
  'podria',
  'want',
];
