import type { Bilingual } from '../../i18n/language';

/**
 * The words of `JobProgress` in both languages: it follows the shared language itself, since
 * every screen that runs a background job shows the same ones. `count` and `timeLeft` get
 * numbers already formatted. Beside the component rather than in the kit's `texts.ts`, which the
 * shell's signed-out start loads.
 */
export const jobProgressTexts: Bilingual<{
  count: (done: string, total: string) => string;
  working: string;
  timeLeft: (minutes: string) => string;
  underAMinute: string;
  split: (byModel: string, byRules: string) => string;
  fallbacks: (count: string, reasons: string) => string;
  cancel: string;
  cancelling: string;
  confirmCancel: string;
  confirmCancelYes: string;
  keepGoing: string;
}> = {
  es: {
    count: (done, total) => `${done} de ${total}`,
    working: 'En curso…',
    timeLeft: (minutes) => `≈ ${minutes} min restantes`,
    underAMinute: 'menos de 1 min restante',
    split: (byModel, byRules) => `IA: ${byModel} · Reglas: ${byRules}`,
    fallbacks: (count, reasons) => `Por reglas porque el modelo falló: ${count} (${reasons})`,
    cancel: 'Cancelar',
    cancelling: 'Cancelando...',
    confirmCancel: '¿Cancelar este trabajo? Lo ya procesado se conserva.',
    confirmCancelYes: 'Sí, cancelar',
    keepGoing: 'Seguir',
  },
  en: {
    count: (done, total) => `${done} of ${total}`,
    working: 'In progress…',
    timeLeft: (minutes) => `≈ ${minutes} min left`,
    underAMinute: 'under 1 min left',
    split: (byModel, byRules) => `AI: ${byModel} · Rules: ${byRules}`,
    fallbacks: (count, reasons) => `By the rules because the model failed: ${count} (${reasons})`,
    cancel: 'Cancel',
    cancelling: 'Cancelling...',
    confirmCancel: 'Cancel this job? What is already done is kept.',
    confirmCancelYes: 'Yes, cancel',
    keepGoing: 'Keep going',
  },
};
