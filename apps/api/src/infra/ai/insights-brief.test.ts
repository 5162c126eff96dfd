import { describe, expect, it } from 'vitest';
import type { ContentInsights } from '../../domain/content/content-insights';
import { insightsBrief } from './insights-brief';

const insights: ContentInsights = {
  industry: 'Gimnasio',
  painPoints: [{ label: 'cuota mensual cara', tag: 'precio', frequency: 3 }],
  objections: [{ tag: 'precio', count: 3 }],
  rootCauses: ['No ve el valor de la cuota'],
  examples: [
    {
      text: 'La cuota es carísima para lo que dan',
      painCluster: 'cuota mensual cara',
      objectionTag: 'precio',
      rootCause: 'No ve el valor de la cuota',
    },
  ],
  facts: {
    analysedComments: 3,
    objections: [{ tag: 'precio', comments: 3 }],
    pains: [{ label: 'cuota mensual cara', tag: 'precio', comments: 3 }],
  },
};

describe('insightsBrief', () => {
  it("gives the model the business's answers, in its words, only when it has some", () => {
    const answered = {
      ...insights,
      facts: {
        ...insights.facts,
        answers: { precio: 'Sin inscripción y cancelas cuando quieras' },
      },
    };
    expect(insightsBrief(answered)).toContain(
      '- precio: Sin inscripción y cancelas cuando quieras',
    );
    expect(insightsBrief(insights).join('\n')).not.toContain('Lo que ofrece el negocio');
  });
});
