import type { AnswerableTag } from '@replica/api-client';
import type { Catalogue } from '@replica/ui';

type AnswersTexts = {
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

export const answersTexts: Catalogue<AnswersTexts> = {
  es: {
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
  en: {
    title: 'What you offer against each objection',
    intro:
      'Only your business knows what it offers. Write how you answer each objection and the pack will say it where it answers it; leave empty the ones that do not apply. Prefer what you always offer to a promotion: the pack cannot tell when it ends. The ones your customers mention most come first.',
    objections: {
      precio: { label: 'Price', example: 'E.g. 6 interest-free monthly payments.' },
      confianza: {
        label: 'Trust',
        example: 'E.g. 12 years at the same address, licence on display.',
      },
      resultados: {
        label: 'Results',
        example: 'E.g. At the assessment we tell you what result to expect.',
      },
      tiempo: { label: 'Time', example: 'E.g. 30-minute sessions, 6 am to 10 pm.' },
      urgencia: {
        label: 'Urgency',
        example: 'E.g. Start whenever you like; the assessment commits you to nothing.',
      },
      necesidad: {
        label: 'Need',
        example: 'E.g. A free first assessment tells you whether you need it.',
      },
      competencia: {
        label: 'Competition',
        example: 'E.g. The follow-up others charge for is included.',
      },
      autoridad: { label: 'Who decides', example: 'E.g. Bring your partner to the assessment.' },
      miedo: {
        label: 'Fear',
        example: 'E.g. Local anaesthetic, and we are with you at every step.',
      },
      complejidad: {
        label: 'Complexity',
        example: 'E.g. We guide you step by step, no paperwork.',
      },
    },
    voicedLabel: (label, comments) =>
      `${label} (${comments} ${comments === 1 ? 'comment' : 'comments'})`,
    save: 'Save answers',
    saving: 'Saving...',
    saved: 'Answers saved: the next pack will say them.',
    unchanged: 'There are no changes to save.',
    loading: 'Loading answers...',
    loadFailed: 'The answers could not be loaded',
    retry: 'Retry',
  },
};
