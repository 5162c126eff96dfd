import type { AnswersTexts } from './answers-texts';

/** The English of `./answers-texts.ts`, fetched the first time the interface is in English. */
const english: AnswersTexts = {
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
};

export default english;
