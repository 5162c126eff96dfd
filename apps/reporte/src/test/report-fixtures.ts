import { type Idea, NO_CORRECTIONS, type Report } from '@replica/api-client';

export const INDUSTRY = 'Marca Personal';

/** Ten pain points, in the order the API ranks them (highest average real score first). */
export const painPoints: Report['topPainPoints'] = Array.from({ length: 10 }, (_, index) => ({
  pain_cluster_label: `Dolor ${index + 1}`,
  frequency: 1200 - index * 100,
  avg_sentiment: -0.5 + index * 0.05,
  avg_real_score: 0.9 - index * 0.05,
}));

export const fiveWhysExample: Report['fiveWhys'][number] = {
  comment_id: 7,
  text: 'Es demasiado caro para lo que ofrecen',
  objection_tag: 'precio',
  emotion: 'frustración',
  real_score: 0.83,
  pain_cluster_label: 'Dolor 1',
  why1: 'Porque el precio supera su presupuesto',
  why2: 'Porque no ve el valor',
  why3: 'Porque nadie le explicó el resultado',
  why4: 'Porque la oferta no muestra casos',
  why5: 'Porque teme perder el dinero',
  root_cause: 'Miedo a perder el dinero invertido',
};

export const report: Report = {
  topPainPoints: painPoints,
  distribution: [
    { objection_tag: 'precio', count: 1500, percentage: 62.5 },
    { objection_tag: 'confianza', count: 900, percentage: 37.5 },
  ],
  fiveWhys: [fiveWhysExample],
  correctionsAgreement: NO_CORRECTIONS,
};

export const emptyReport: Report = {
  topPainPoints: [],
  distribution: [],
  fiveWhys: [],
  correctionsAgreement: NO_CORRECTIONS,
};

export function idea(id: number, hook = `Hook ${id}`): Idea {
  return {
    idea_id: id,
    industry: INDUSTRY,
    idea_type: 'video corto',
    hook,
    angle: `Ángulo ${id}`,
    script_outline: `Guion ${id}`,
    created_at: '2024-03-15T12:00:00.000Z',
  };
}
