import { catalogue } from '@replica/ui';

export type FirstStepsTexts = {
  title: string;
  /** How many of the steps are done, for the heading's side. */
  progress: (done: number, total: number) => string;
  steps: { import: string; analyse: string; report: string; pack: string };
  stepDone: string;
  sampleTitle: string;
  sampleHelp: string;
  sampleLoad: string;
  sampleLoading: string;
  sampleProgress: string;
  sampleFailed: string;
  sampleShown: (industry: string) => string;
  sampleRemove: string;
};

export const firstStepsTexts = catalogue<FirstStepsTexts>(
  {
    title: 'Primeros pasos',
    progress: (done, total) => `${done} de ${total}`,
    steps: {
      import: 'Importa comentarios de tu audiencia',
      analyse: 'Analízalos para encontrar objeciones',
      report: 'Lee el reporte de dolores y causas raíz',
      pack: 'Crea ideas o un pack de contenido',
    },
    stepDone: 'hecho',
    sampleTitle: '¿Aún no tienes comentarios?',
    sampleHelp:
      'Carga 320 comentarios de ejemplo de una clínica estética, de varias redes y meses, y mira el reporte que sale de ellos. Podrás quitarlos con un clic.',
    sampleLoad: 'Probar con datos de ejemplo',
    sampleLoading: 'Cargando…',
    sampleProgress: 'Analizando los comentarios de ejemplo',
    sampleFailed: 'No se pudieron cargar los datos de ejemplo',
    sampleShown: (industry) => `Estás viendo datos de ejemplo en «${industry}».`,
    sampleRemove: 'Quitar datos de ejemplo',
  },
  () => import('./first-steps-texts.en'),
);
