import { describe, expect, it } from 'vitest';
import { nounPhrase } from '../spanish/noun-phrase';
import { rotation } from '../spanish/wordings';
import { objectionVoice } from './objection-voice';

describe('objectionVoice', () => {
  const offer = () => nounPhrase('el servicio');
  const answersTo = (
    kind: Parameters<typeof objectionVoice>[2],
    tag: 'miedo' | 'tiempo' = 'miedo',
  ) => {
    const voice = objectionVoice(tag, rotation(), kind);
    return [1, 2, 3].map(() => voice.answer(offer)).join(' | ');
  };

  it('answers a fear for the body with the care taken', () => {
    expect(answersTo({ kind: 'estetica' })).toMatch(/cuidados tomamos/u);
    expect(answersTo({ kind: 'estudios' })).toMatch(/cuidados tomamos/u);
  });

  it('answers any other fear with what can happen and what is done about it', () => {
    for (const kind of ['inmigracion', 'impuestos', 'credito', 'ajustes', 'marca'] as const) {
      const answers = answersTo({ kind });
      expect(answers, kind).toMatch(/qué puede pasar de verdad y qué hacemos para evitarlo/u);
      expect(answers, kind).not.toMatch(/cuidados|controlamos/u);
      expect(objectionVoice('miedo', rotation(), { kind }).worry().head).not.toMatch(/efectos/u);
    }
    // Every industry at once is not a clinic either.
    expect(answersTo({})).not.toMatch(/cuidados/u);
  });

  it('speaks of sessions only to businesses that hold them', () => {
    expect(answersTo({ kind: 'estetica' }, 'tiempo')).toMatch(/cuánto dura cada sesión/u);
    expect(answersTo({ kind: 'impuestos' }, 'tiempo')).toMatch(/cuánto dura cada cita/u);
    expect(answersTo({ kind: 'estudios' }, 'tiempo')).toMatch(/horarios de las visitas/u);
    for (const kind of ['credito', 'inmigracion', 'impuestos', 'ajustes', 'generica'] as const) {
      expect(answersTo({ kind }, 'tiempo'), kind).not.toMatch(/sesi[oó]n/u);
    }
    expect(answersTo({}, 'tiempo')).not.toMatch(/sesi[oó]n/u);
  });
});
