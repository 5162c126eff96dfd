import { describe, expect, it } from 'vitest';
import { PAIN_FACETS } from '../rules-engine/lexicon/pain-facets';
import { facetOfLabel, mainPainLabel } from '../rules-engine/pain-facet-labels';
import { nounPhrase } from '../spanish/noun-phrase';
import { rotation } from '../spanish/wordings';
import { facetVoice } from './facet-voices';
import { objectionVoice } from './objection-voice';

// An industry outside the fixed eight: every facet goes by its catalogue name there.
const TRADE = 'Gimnasio';

describe('facetVoice', () => {
  it('gives every pain the catalogue names a voice of its own, but the usual ones', () => {
    const unvoiced = PAIN_FACETS.filter(
      ({ tag, name }) =>
        tag !== 'otro' &&
        name.label !== mainPainLabel(tag, TRADE) &&
        facetVoice(name.label, TRADE) === undefined,
    ).map(({ id }) => id);
    expect(unvoiced).toEqual([]);
    expect(facetVoice(mainPainLabel('precio', TRADE), TRADE)).toBeUndefined();
    expect(facetVoice('costo de la inscripción', TRADE)).toBeUndefined();
  });

  it('finds each pain by its own name: no two pains of the catalogue share one', () => {
    const shared = PAIN_FACETS.filter(({ id, name }) => facetOfLabel(name.label, TRADE) !== id);
    expect(shared.map(({ id }) => id)).toEqual([]);
    const ids = PAIN_FACETS.map(({ id }) => id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it('names every pain in words that read in the audience’s person', () => {
    // Copy says 'si el miedo a perder su estatus te detiene': a possessive turns to 'tu', a verb
    // in the third person ('el estatus que tiene', 'no lo necesita') would stay and jar.
    const third =
      /\b(tiene|tienen|necesita|necesitan|quiere|quieren|puede|pueden|le basta|usa|usan)\b/u;
    const names = PAIN_FACETS.flatMap(({ name, byIndustry }) => [
      name,
      ...Object.values(byIndustry ?? {}),
    ]);
    const jarring = names
      .map(({ phrase }) => phrase.head)
      .filter((text) => third.test(text.replace(/\bse \w+/gu, '')));
    expect(jarring).toEqual([]);
  });

  it("speaks of an industry's usual pain named after a concrete one as that one", () => {
    // A personal brand's usual fear is the fear of being judged: it is answered as such.
    expect(facetVoice('miedo al qué dirán', 'Marca Personal')?.question).toBe(
      '¿Qué va a pensar la gente?',
    );
    // A clinic's 'miedo a que salga mal' is its usual fear, broader than side effects.
    expect(facetVoice('miedo a que salga mal', 'Clínica Estética')).toBeUndefined();
  });

  it('speaks of the pain once, then with its objection’s wordings', () => {
    const voice = objectionVoice('precio', rotation(), {
      facet: facetVoice('cuota mensual alta', TRADE),
    });
    const offer = () => nounPhrase('el plan');
    expect(voice.answer(offer)).toBe('cuánto pagas cada mes y qué recibes a cambio de esa cuota');
    expect(voice.answer(offer)).toBe('qué incluye el plan y qué obtienes a cambio de cada pago');
    expect(voice.worry().head).toBe('pregunta de cuánto pagas cada mes');
    expect(voice.worry().head).toBe('dudas sobre el costo');
    expect(voice.question()).toBe('¿Cuánto voy a pagar cada mes?');
    expect(voice.question()).toBe('¿Vale lo que cuesta?');
  });

  it('answers opening hours with the hours there are, not with how long things take', () => {
    const voice = objectionVoice('tiempo', rotation(), {
      facet: facetVoice('horario poco flexible', TRADE),
    });
    expect(voice.answer(() => nounPhrase('el plan'))).toBe(
      'qué horarios tenemos y cómo elegir el que encaja con el tuyo',
    );
  });
});
