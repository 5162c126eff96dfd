import { errorMessages } from '@replica/api-client';
import type { WatchRun } from '@replica/api-client';
import { catalogue, formatCount, plural } from '@replica/ui';

export interface WatchingTexts {
  intro: (timeZone: string) => string;
  formTitle: string;
  editTitle: (name: string) => string;
  name: string;
  namePlaceholder: string;
  frequency: string;
  frequencies: { daily: string; weekly: string };
  weekday: string;
  /** ISO weekdays, Monday first. */
  weekdays: readonly string[];
  hour: string;
  save: string;
  saveChanges: string;
  saving: string;
  cancelEdit: string;
  saved: (name: string) => string;
  nameRequired: string;
  listTitle: string;
  loading: string;
  loadFailed: string;
  retry: string;
  empty: string;
  readOnly: (role: string) => string;
  schedule: (frequency: 'daily' | 'weekly', weekday: string, hour: string) => string;
  active: string;
  paused: string;
  nextRun: (when: string) => string;
  lastRun: (run: WatchRun, when: string) => string;
  never: string;
  runNow: string;
  runQueued: (name: string) => string;
  pause: string;
  resume: string;
  edit: string;
  history: string;
  remove: string;
  removeConfirm: (name: string) => string;
  removeConfirmLabel: string;
  removed: (name: string) => string;
  historyTitle: (name: string) => string;
  historyEmpty: string;
  columns: {
    scheduledFor: string;
    state: string;
    imported: string;
    analyzed: string;
    skipped: string;
    error: string;
  };
  runStates: Record<WatchRun['state'], string>;
}

/** The Seguimiento tab's texts. */
export const watchingTexts = catalogue<WatchingTexts>(
  {
    intro: (timeZone) =>
      `Guarda una configuración de scraping para que se ejecute sola cada día o cada semana. Cada ejecución importa solo los comentarios nuevos y los analiza. Las horas están en la zona horaria del espacio de trabajo (${timeZone}), que se cambia en Equipo.`,
    formTitle: 'Nuevo seguimiento',
    editTitle: (name) => `Editar «${name}»`,
    name: 'Nombre',
    namePlaceholder: 'Ej.: Video de lanzamiento',
    frequency: 'Frecuencia',
    frequencies: { daily: 'Cada día', weekly: 'Cada semana' },
    weekday: 'Día',
    weekdays: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'],
    hour: 'Hora',
    save: 'Guardar seguimiento',
    saveChanges: 'Guardar cambios',
    saving: 'Guardando...',
    cancelEdit: 'Cancelar edición',
    saved: (name) => `Seguimiento «${name}» guardado`,
    nameRequired: 'El nombre del seguimiento es requerido',
    listTitle: 'Seguimientos',
    loading: 'Cargando seguimientos...',
    loadFailed: errorMessages.watches,
    retry: 'Reintentar',
    empty: 'Aún no hay seguimientos. Guarda el primero con el formulario.',
    readOnly: (role) => `Tu rol (${role}) permite ver los seguimientos, no crearlos ni cambiarlos.`,
    schedule: (frequency, weekday, hour) =>
      frequency === 'daily'
        ? `Cada día a las ${hour}`
        : `Cada ${weekday.toLowerCase()} a las ${hour}`,
    active: 'Activo',
    paused: 'Pausado',
    nextRun: (when) => `Próxima ejecución: ${when}`,
    lastRun: (run, when) =>
      run.state === 'failed'
        ? `Última ejecución (${when}): falló`
        : run.state === 'succeeded'
          ? `Última ejecución (${when}): ${formatCount(run.imported)} ${plural(run.imported, 'comentario nuevo', 'comentarios nuevos')}, ${formatCount(run.analyzed)} ${plural(run.analyzed, 'analizado', 'analizados')}`
          : `Ejecución en curso (${when})`,
    never: 'Todavía no se ha ejecutado',
    runNow: 'Ejecutar ahora',
    runQueued: (name) => `«${name}» se está ejecutando; el historial muestra el resultado.`,
    pause: 'Pausar',
    resume: 'Reanudar',
    edit: 'Editar',
    history: 'Historial',
    remove: 'Eliminar',
    removeConfirm: (name) =>
      `¿Eliminar el seguimiento «${name}» y su historial? Los comentarios que importó se conservan.`,
    removeConfirmLabel: 'Eliminar',
    removed: (name) => `Seguimiento «${name}» eliminado`,
    historyTitle: (name) => `Historial de «${name}»`,
    historyEmpty: 'Sin ejecuciones todavía.',
    columns: {
      scheduledFor: 'Programada',
      state: 'Estado',
      imported: 'Nuevos',
      analyzed: 'Analizados',
      skipped: 'Descartados',
      error: 'Error',
    },
    runStates: { queued: 'En cola', running: 'En curso', succeeded: 'Correcta', failed: 'Fallida' },
  },
  () => import('./watching-texts.en'),
);
