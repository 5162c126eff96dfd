import { catalogue } from '@replica/ui';

export interface ApifyTexts {
  /** What is missing, where a run or a watch would start. */
  missing: { scraping: string; watching: string };
  /** For whoever may connect the account: the link to its card in Equipo. */
  connectLink: string;
  /** For every other role: who can. */
  askAdmin: string;
  /** A watch that would run but has no account to run on, instead of 'Activo'. */
  waitingBadge: string;
  /** Its reason, instead of its next run. */
  waitingReason: string;
}

/** What the scraping and watching tabs say while the workspace has no Apify account to run on. */
export const apifyTexts = catalogue<ApifyTexts>(
  {
    missing: {
      scraping:
        'Para ejecutar scraping hace falta una cuenta de Apify, y este espacio de trabajo no tiene ninguna conectada.',
      watching:
        'Los seguimientos se ejecutan con una cuenta de Apify, y este espacio de trabajo no tiene ninguna conectada: no se pueden guardar seguimientos y los que ya hay esperan sin ejecutarse.',
    },
    connectLink: 'Conectar la cuenta de Apify en Equipo',
    askAdmin: 'Pide a un administrador que la conecte en Equipo.',
    waitingBadge: 'Esperando a Apify',
    waitingReason:
      'No se ejecutará hasta que el espacio de trabajo tenga una cuenta de Apify conectada.',
  },
  () => import('./apify-texts.en'),
);
