import { describe, expect, it } from 'vitest';
import { definite } from '../spanish/noun-phrase';
import { objectionVoice } from './objection-voice';
import { painSubject } from './pain-subject';
import { rotation } from '../spanish/wordings';

const subjectOf = (label: string) => {
  const subject = painSubject(label);
  return subject === undefined ? undefined : definite(subject.thing);
};

describe('painSubject', () => {
  it('reads what a discovered pain is about out of its label', () => {
    expect(subjectOf('costo de la inscripción')).toBe('la inscripción');
    expect(subjectOf('miedo a las agujas')).toBe('las agujas');
    expect(subjectOf('miedo al botox')).toBe('el botox');
    expect(subjectOf('miedo a dañar la cara')).toBe('la cara');
    expect(subjectOf('miedo a empeorar el acné')).toBe('el acné');
    expect(subjectOf('dudas sobre el peeling')).toBe('el peeling');
    expect(subjectOf('decisión del doc')).toBe('el doc');
    expect(subjectOf('espera por la preaprobación')).toBe('la preaprobación');
    expect(painSubject('miedo a dañar la cara')?.atRisk).toBe(true);
    expect(painSubject('miedo a las agujas')?.atRisk).toBe(false);
  });

  it('finds none in catalogue labels, possessives, time units or money at risk', () => {
    // 'miedo a la deportación' and 'desconfianza en la clínica' are the catalogue's.
    for (const label of [
      'cobro mensual alto',
      'miedo a que salga mal',
      'decisión de su esposo',
      'costo del mes',
      'miedo a perder el dinero',
      'desconfianza en el proveedor',
      'miedo a la deportación',
      'desconfianza en la clínica',
    ]) {
      expect(subjectOf(label), label).toBeUndefined();
    }
  });

  it('answers a pain first about its subject, then with its objection’s answers', () => {
    const voice = objectionVoice('precio', rotation(), {
      subject: painSubject('costo de la inscripción'),
    });
    const offer = () => painSubject('costo de la sesión')!.thing;
    expect(voice.answer(offer)).toBe('qué cubre la inscripción y por qué cuesta lo que cuesta');
    expect(voice.answer(offer)).toBe('qué incluye la sesión y qué obtienes a cambio de cada pago');
    const plural = objectionVoice('precio', rotation(), {
      subject: painSubject('costo de las reparaciones'),
    });
    expect(plural.answer(offer)).toBe(
      'qué cubren las reparaciones y por qué cuestan lo que cuestan',
    );
  });

  it('takes care of what a fear is for and explains what it is of', () => {
    const first = (label: string) =>
      objectionVoice('miedo', rotation(), { subject: painSubject(label) }).answer(
        () => painSubject(label)!.thing,
      );
    expect(first('miedo a dañar la cara')).toBe('qué cuidados tomamos con la cara');
    expect(first('miedo a las agujas')).toBe('lo que de verdad implican las agujas');
    // Acne is kept from getting worse, not cared for: not 'los riesgos para el acné'.
    expect(first('miedo a empeorar el acné')).toBe('qué hacemos para que el acné no empeore');
    expect(first('miedo a empeorar las manchas')).toBe(
      'qué hacemos para que las manchas no empeoren',
    );
  });
});
