import { foldAccents } from './fold-accents';

// Long-standing illnesses a customer lives with, in Spanish and English, written without
// accents as `foldAccents` leaves a word. A patient names theirs under every objection ('con mi
// artritis no llego a las citas', 'con el lupus me da miedo el láser'): it tells who speaks,
// not which pain. Only illnesses: what a business treats (acné, manchas, caries) is the pain.
const CONDITIONS = new Set(
  (
    'artritis artrosis diabetes diabetica diabetico diabeticos azucar glucosa insulina ' +
    'hipertension hipertenso hipertensa lupus tiroides hipotiroidismo hipertiroidismo ' +
    'colesterol trigliceridos asma epoc fibromialgia reuma reumatismo osteoporosis parkinson ' +
    'alzheimer demencia epilepsia dialisis quimio quimioterapia cancer vih hepatitis ' +
    'esclerosis migrana migranas marcapasos ' +
    'arthritis diabetic insulin hypertension thyroid cholesterol asthma copd fibromyalgia ' +
    'osteoporosis dementia epilepsy dialysis chemo chemotherapy hiv migraine migraines'
  ).split(' '),
);

/**
 * Whether `word` names a long-standing illness of the customer's own.
 *
 * @example isHealthCondition('diabetes') // true
 */
export function isHealthCondition(word: string): boolean {
  return CONDITIONS.has(foldAccents(word.toLowerCase()));
}
