import { beforeAll, expect, it } from 'vitest';
import type { WorkspaceDb } from '../../db/database';
import { describeOnEachDatabase } from '../../../test-support/databases';
import { seedAnalysed } from '../../../test-support/seed-clinic';
import { createTestWorkspace } from '../../../test-support/workspaces';
import { analyseWithRules } from '../rules-engine/rules-analyser';
import { generateContentPack } from './content-pack';
import { textsOf } from './fact-check';
import { generateIdeas } from './generate-ideas';
import { loadContentInsights } from './load-content-insights';

const STUDY = 'Clinical Research';

// Written for this test: a clinical study's audience, which is paid to take part.
const COMMENTS = [
  '75 dólares por visita no me alcanza ni para la gasolina y el día que pierdo de trabajo',
  'En otro centro pagan 150 por visita y ustedes nomás 75, está muy poquito',
  'pagan muy poco para todas las veces que hay que ir, no me conviene',
  'la compensación es muy baja para tantas citas y análisis de sangre',
  'son 12 visitas y pagan 50 cada una, no sale a cuenta con el pasaje',
  'Me da miedo que la medicina me caiga mal y quede peor que antes',
  'tengo pánico a las agujas y dicen que sacan sangre cada semana',
  'me da miedo que sea un medicamento que no está aprobado todavía',
  'No tengo tiempo para ir cada semana, trabajo de lunes a sábado',
  'son demasiadas citas, no puedo faltar tanto al trabajo',
  '¿Y quién me asegura que mis datos no terminan con migración?',
  'no confío en las farmacéuticas, solo quieren experimentar con uno',
];

// What only a payer is told: a price to pay, a value to pay for, a budget it must fit.
const PAYER =
  /pagarías|lo que pagaría|pagar de más|qué pagas|cuánto cuesta|cuánto cuestan|a cambio de cada pago|cuántas veces vas a pagar|te alcanza|sin bajar el precio|ese gasto|vale lo que cuesta/iu;

describeOnEachDatabase((database) => {
  let db: WorkspaceDb;
  beforeAll(async () => {
    ({ db } = await createTestWorkspace(database()));
    await seedAnalysed(db, STUDY, COMMENTS);
  }, 60_000);

  it("speaks to a study's participants as paid, never as payers, in the pack and the ideas", async () => {
    const insights = await loadContentInsights(db, STUDY);
    expect(insights.painPoints.some((pain) => pain.tag === 'precio')).toBe(true);
    const texts = textsOf([generateContentPack(insights), generateIdeas(insights)]);
    for (const text of texts) expect(text, text).not.toMatch(PAYER);
    expect(texts.join('\n')).toMatch(/compens/u);
  });

  it("explains a participant's price objection by what taking part costs them", () => {
    for (const text of COMMENTS.slice(0, 5)) {
      const analysis = analyseWithRules({ text, industry: STUDY });
      if (analysis.objection_tag !== 'precio') continue;
      const whys = [
        analysis.why2,
        analysis.why3,
        analysis.why4,
        analysis.why5,
        analysis.root_cause,
      ];
      expect(whys.join(' '), text).not.toMatch(PAYER);
      expect(analysis.root_cause, text).toMatch(/compensa/u);
    }
  });
});
