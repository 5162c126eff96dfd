import type { AnswerableTag } from '@replica/api-client';
import { catalogue } from '@replica/ui';

export type AnswersTexts = {
  title: string;
  intro: string;
  /** Each objection's field: its name, and an example of an answer. */
  objections: Record<AnswerableTag, { label: string; example: string }>;
  /** A field's label with how many comments voice its objection. */
  voicedLabel: (label: string, comments: number) => string;
  save: string;
  saving: string;
  saved: string;
  unchanged: string;
  loading: string;
  loadFailed: string;
  retry: string;
};

export const answersTexts = catalogue<AnswersTexts>(
  {
    title: 'Lo que ofreces ante cada objeción',
    intro:
      'Solo tu negocio sabe lo que ofrece. Escribe cómo respondes a cada objeción y el pack lo dirá donde la responde; deja vacías las que no apliquen. Mejor lo que ofreces siempre que una promoción: el pack no sabe cuándo termina. Primero van las que más comentan tus clientes.',
    objections: {
      precio: { label: 'Precio', example: 'Ej.: Pagos a 6 meses sin intereses.' },
      confianza: {
        label: 'Confianza',
        example: 'Ej.: 12 años en la misma dirección y cédula profesional a la vista.',
      },
      resultados: {
        label: 'Resultados',
        example: 'Ej.: En la valoración te decimos qué resultado esperar en tu caso.',
      },
      tiempo: { label: 'Tiempo', example: 'Ej.: Sesiones de 30 minutos, de 6 a 22 h.' },
      urgencia: {
        label: 'Urgencia',
        example: 'Ej.: Empiezas cuando quieras; la valoración no te compromete.',
      },
      necesidad: {
        label: 'Necesidad',
        example: 'Ej.: Una primera valoración sin costo te dice si lo necesitas.',
      },
      competencia: {
        label: 'Competencia',
        example: 'Ej.: El seguimiento que otros cobran aparte va incluido.',
      },
      autoridad: {
        label: 'Quién decide',
        example: 'Ej.: Puedes venir con tu pareja a la valoración.',
      },
      miedo: { label: 'Miedo', example: 'Ej.: Anestesia local y te acompañamos en cada paso.' },
      complejidad: {
        label: 'Complejidad',
        example: 'Ej.: Te guiamos paso a paso, sin papeleo.',
      },
    },
    voicedLabel: (label, comments) =>
      `${label} (${comments} ${comments === 1 ? 'comentario' : 'comentarios'})`,
    save: 'Guardar respuestas',
    saving: 'Guardando...',
    saved: 'Respuestas guardadas: el próximo pack las dirá.',
    unchanged: 'No hay cambios que guardar.',
    loading: 'Cargando respuestas...',
    loadFailed: 'No se pudieron cargar las respuestas',
    retry: 'Reintentar',
  },
  () => import('./answers-texts.en'),
);
