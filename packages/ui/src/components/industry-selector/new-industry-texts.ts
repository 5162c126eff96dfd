import type { Bilingual } from '../../i18n/language';

/**
 * The words of the industry selector's '+ Nueva industria', in both languages: apart from the
 * kit's shared texts, which the signed-out start loads.
 */
export const newIndustryTexts: Bilingual<{
  open: string;
  title: string;
  description: string;
  name: string;
  create: string;
  cancel: string;
  required: string;
  failed: string;
}> = {
  es: {
    open: '+ Nueva industria',
    title: 'Nueva industria',
    description: 'El sector o nicho cuyos comentarios quieres analizar, p. ej. Gimnasios.',
    name: 'Nombre de la industria',
    create: 'Crear',
    cancel: 'Cancelar',
    required: 'Escribe un nombre',
    failed: 'Error al crear la industria',
  },
  en: {
    open: '+ New industry',
    title: 'New industry',
    description: 'The sector or niche whose comments you want to analyse, e.g. Gyms.',
    name: 'Industry name',
    create: 'Create',
    cancel: 'Cancel',
    required: 'Type a name',
    failed: 'Failed to create the industry',
  },
};
