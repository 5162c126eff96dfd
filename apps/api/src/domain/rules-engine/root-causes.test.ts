import { describe, expect, it } from 'vitest';
import { consolidateRootCauses } from './root-causes';

const byModel = (tag: string, rootCause: string) => ({ tag, rootCause, byModel: true });

describe('consolidateRootCauses', () => {
  it('words a model’s cause as the industry’s closest one for the same objection', () => {
    const known = [
      { tag: 'precio', rootCause: 'No percibe el valor frente al precio.', comments: 12 },
      { tag: 'precio', rootCause: 'Su presupuesto mensual no alcanza.', comments: 30 },
      { tag: 'miedo', rootCause: 'Teme el dolor del tratamiento.', comments: 5 },
    ];
    expect(
      consolidateRootCauses(
        [
          byModel('precio', 'No percibe un valor que justifique el precio'),
          byModel('precio', 'El presupuesto del mes no le alcanza'),
          // Close in words to a cause of another objection only: kept as written.
          byModel('precio', 'Teme el dolor y no quiere pagar por sufrir'),
        ],
        known,
      ),
    ).toEqual([
      'No percibe el valor frente al precio.',
      'Su presupuesto mensual no alcanza.',
      'Teme el dolor y no quiere pagar por sufrir',
    ]);
  });

  it('gives causes new to the industry one wording within a batch, and leaves the rules’ alone', () => {
    expect(
      consolidateRootCauses(
        [
          byModel('tiempo', 'Horarios de trabajo incompatibles con las citas'),
          byModel('tiempo', 'Sus horarios de trabajo chocan con las citas'),
          { tag: 'tiempo', rootCause: 'Horarios de trabajo incompatibles', byModel: false },
          byModel('tiempo', 'La clínica queda lejos de su casa'),
        ],
        [],
      ),
    ).toEqual([
      'Horarios de trabajo incompatibles con las citas',
      'Horarios de trabajo incompatibles con las citas',
      'Horarios de trabajo incompatibles',
      'La clínica queda lejos de su casa',
    ]);
  });
});
