import { type ActorFieldKey, type SkipReason, errorMessages } from '@replica/api-client';
import type { ImportTotals } from './importing/run-import';
import { catalogue, formatCount, plural } from '@replica/ui';
import type { BinaryFormat } from './parsing/binary-content';
import { ACCEPTED_EXTENSIONS } from './parsing/file-kinds';
import type { SkippedRow } from './parsing/parse-outcome';
import { WORKBOOK_LIMITS } from './parsing/workbook-limits';
import { anyOf, megabytes } from './texts-format';

type Counts = Pick<ImportTotals, 'inserted' | 'duplicates' | 'tooShort' | 'failed' | 'skipped'>;

export interface IngestaTexts {
  title: string;
  subtitle: string;
  tabsLabel: string;
  /** While a tab's code arrives, the first time it opens. */
  loadingTab: string;
  tabs: { manual: string; file: string; bulk: string; scraping: string; watching: string };
  /** Instead of the intake forms, for a role that may not import (`role` is its name). */
  readOnly: (role: string) => string;
  industry: string;
  industryForAll: string;
  platform: string;
  noPlatform: string;
  cancel: string;
  close: string;
  manual: {
    author: string;
    text: string;
    textRequired: string;
    submit: string;
    busy: string;
    added: (commentId: number) => string;
    addFailed: string;
  };
  file: {
    dropLabel: string;
    pick: string;
    dropHint: string;
    formats: string;
    processing: string;
    rowsRead: (rows: number) => string;
    /** Any file but the accepted kinds; `extension` is `''` when the name has none. */
    unsupported: (extension: string) => string;
    /** Bytes that are not text: a format told by its first bytes, or where the text breaks. */
    binary: (looksLike: BinaryFormat | null, line: number) => string;
    brokenJson: (line: number, column: number, atEnd: boolean) => string;
    notWorkbook: (looksLike: BinaryFormat | 'text' | null) => string;
    workbookTooLarge: (bytes: number, maxBytes: number, unpacked: boolean) => string;
    tooManyRows: (sheet: string, maxRows: number) => string;
    noCommentColumn: string;
    /** Under `noCommentColumn`: the header row read, where it was. */
    headerRead: (row: number, header: readonly string[]) => string;
    noValidComments: string;
    unreadable: string;
    processError: string;
    loaded: (fileName: string, total: number) => string;
    sheet: string;
    tooShortDropped: (count: number) => string;
    previewTitle: (shown: number) => string;
    importAll: (total: number) => string;
    /** Rows (or JSON items) left out of the import for a value over the limit. */
    skippedTitle: (total: number, place: SkippedRow['place']) => string;
    skippedRow: (row: SkippedRow) => string;
    skippedMore: (count: number) => string;
  };
  importing: {
    progressLabel: string;
    progress: (processed: number, total: number) => string;
    stop: string;
    stopping: string;
    done: string;
    cancelled: string;
    stopped: string;
    summary: (counts: Counts) => string;
    again: string;
  };
  bulk: {
    text: string;
    placeholder: string;
    separator: string;
    separators: { newline: string; doubleNewline: string; custom: string };
    customSeparator: string;
    preview: string;
    previewTitle: (count: number) => string;
    tooShortDropped: (count: number) => string;
    /** A piece over the length limit, shown under it: it is not imported. */
    tooLong: (length: number, max: number) => string;
    nothingToImport: string;
    remove: (index: number) => string;
    confirm: (count: number) => string;
  };
  scraping: {
    platform: string;
    industry: string;
    chooseIndustry: string;
    actorId: string;
    taskId: string;
    inputJson: string;
    urlHint: string;
    urlHintPlaceholder: string;
    run: string;
    running: string;
    /** Instead of the run form, for a role that may import but not start runs. */
    runNotAllowed: (role: string) => string;
    needActorOrTask: string;
    industryRequired: string;
    invalidJson: string;
    reimport: string;
    reimporting: string;
    /** A re-import queued as a background job; the runs list shows it going. */
    reimportQueued: string;
    result: (imported: number, analyzed: number) => string;
    stillRunning: (status: string) => string;
    webhookTitle: string;
    webhookIntro: string;
    webhookUrl: string;
    secretHeader: string;
    secretValue: string;
    rotateToken: string;
    rotateConfirm: string;
    rotateConfirmLabel: string;
    tokenRotated: string;
    webhookNotConfigured: string;
    copy: string;
    copied: string;
    copyFailed: string;
    runsTitle: string;
    loadingRuns: string;
    refresh: string;
    noRuns: string;
    /** Under the status of a run being imported; the list is asked again every 2 s meanwhile. */
    importingNote: (imported: number, analyzed: number) => string;
    runsColumns: {
      date: string;
      platform: string;
      industry: string;
      status: string;
      imported: string;
      analyzed: string;
      actions: string;
    };
    /** The platform choice for an actor the product does not map: its fields are chosen. */
    otherActor: string;
    otherActorPlaceholder: string;
    /** A run's button while it waits for its actor's fields (NEEDS-FIELDS). */
    chooseFields: string;
    needsFields: string;
    fields: FieldMapperTexts;
  };
}

/** Choosing which fields of any other actor's items hold the comments. */
interface FieldMapperTexts {
  title: string;
  intro: (actor: string) => string;
  loading: string;
  itemsTitle: (count: number) => string;
  noItems: string;
  field: string;
  item: (position: number) => string;
  keys: Record<ActorFieldKey, string>;
  /** The text's select: the one field that must be chosen. */
  required: (label: string) => string;
  none: string;
  savedNote: string;
  preview: string;
  previewing: string;
  mappedTitle: string;
  skipped: string;
  skipReasons: Record<SkipReason, string>;
  noText: string;
  missing: (field: string, path: string) => string;
  previewFirst: string;
  noActor: string;
  importWith: string;
  importing: string;
}

/** What a file that is not text looks like, by its first bytes. */
const BINARY_FORMATS_ES: Record<BinaryFormat, string> = {
  zip: 'un libro de Excel (.xlsx) u otro archivo ZIP',
  ole: 'un documento de Office antiguo (.xls o .doc)',
  pdf: 'un PDF',
  image: 'una imagen',
  gzip: 'un archivo comprimido (.gz)',
};

/** Every text of the Ingesta screen: Spanish in the product's fixed wording, and English. */
export const ingestaTexts = catalogue<IngestaTexts>(
  {
    title: 'Ingesta',
    subtitle: 'Añade comentarios a mano, desde un archivo, pegados en bloque o con Apify',
    tabsLabel: 'Formas de ingesta',
    loadingTab: 'Cargando pestaña...',
    tabs: {
      manual: 'Manual',
      file: 'Archivo',
      bulk: 'Múltiple',
      scraping: 'Scraping (Apify)',
      watching: 'Seguimiento',
    },
    readOnly: (role) => `Tu rol (${role}) permite ver los datos, no importarlos.`,
    industry: 'Industria',
    industryForAll: 'Industria para todos los comentarios',
    platform: 'Plataforma',
    noPlatform: 'Sin plataforma',
    cancel: 'Cancelar',
    close: 'Cerrar',
    manual: {
      author: 'Autor (opcional)',
      text: 'Texto',
      textRequired: 'El texto es requerido',
      submit: 'Añadir comentario',
      busy: 'Añadiendo...',
      added: (commentId) => `Comentario añadido (ID ${commentId})`,
      addFailed: errorMessages.addComment,
    },
    file: {
      dropLabel: 'Archivo de comentarios',
      pick: 'Elegir archivo',
      dropHint: `Arrastra aquí un archivo ${anyOf(ACCEPTED_EXTENSIONS, 'o')}`,
      formats: `CSV o Excel (.xlsx): la primera fila es el encabezado y una columna contiene los comentarios ("comment", "text", "mensaje", "comentario", "opinión", "reseña"…); separado por comas, punto y coma o tabuladores. JSON: un objeto o una lista. Un .xlsx admite hasta ${megabytes(WORKBOOK_LIMITS.maxBytes)} y ${formatCount(WORKBOOK_LIMITS.maxRows)} filas.`,
      processing: 'Procesando archivo...',
      rowsRead: (rows) => `${formatCount(rows)} filas leídas`,
      unsupported: (extension) =>
        `Formato no soportado (${extension || 'archivo sin extensión'}). Solo se aceptan archivos ${anyOf(ACCEPTED_EXTENSIONS, 'o')}.`,
      binary: (looksLike, line) =>
        looksLike
          ? `Se detectó un archivo binario, no de texto: parece ${BINARY_FORMATS_ES[looksLike]}.`
          : `Se detectó un archivo binario, no de texto: tiene caracteres de control desde la línea ${formatCount(line)}.`,
      brokenJson: (line, column, atEnd) =>
        atEnd
          ? `El JSON se corta antes de terminar: queda algo sin cerrar al final (línea ${formatCount(line)}, columna ${formatCount(column)}).`
          : `JSON mal formado en la línea ${formatCount(line)}, columna ${formatCount(column)}.`,
      notWorkbook: (looksLike) =>
        `El archivo no es un libro de Excel (.xlsx): ${
          looksLike === 'text'
            ? 'parece texto; si es un CSV o un JSON, guárdalo con esa extensión.'
            : looksLike
              ? `parece ${BINARY_FORMATS_ES[looksLike]}.`
              : 'no se reconoce su formato.'
        }`,
      workbookTooLarge: (bytes, maxBytes, unpacked) =>
        unpacked
          ? `El libro ocupa ${megabytes(bytes)} descomprimido; el máximo es ${megabytes(maxBytes)}. Guárdalo como CSV para importarlo.`
          : `El libro pesa ${megabytes(bytes)}; el máximo para un .xlsx es ${megabytes(maxBytes)}. Guárdalo como CSV para importarlo.`,
      tooManyRows: (sheet, maxRows) =>
        `La hoja «${sheet}» pasa de ${formatCount(maxRows)} filas, el máximo para un .xlsx. Guárdala como CSV para importarla.`,
      noCommentColumn:
        'No se encontró columna de comentarios. Busca: "comment", "text" o "mensaje"',
      headerRead: (row, header) =>
        `Encabezado leído en la fila ${formatCount(row)}: ${header.map((cell) => `«${cell}»`).join(', ')}.`,
      noValidComments: 'No se encontraron comentarios válidos en el archivo',
      unreadable:
        'No se pudo leer el archivo: puede estar dañado, protegido con contraseña o haber cambiado mientras se leía.',
      processError: 'Error al procesar archivo',
      loaded: (fileName, total) =>
        `${fileName}: ${formatCount(total)} ${plural(total, 'comentario', 'comentarios')}`,
      sheet: 'Hoja',
      tooShortDropped: (count) =>
        `${formatCount(count)} ${plural(count, 'descartado', 'descartados')} por tener menos de 8 caracteres`,
      previewTitle: (shown) =>
        plural(shown, 'Vista previa (1 comentario)', `Vista previa (primeros ${shown})`),
      importAll: (total) => `Importar todo (${formatCount(total)})`,
      skippedTitle: (total, place) =>
        `${formatCount(total)} ${
          place === 'row'
            ? plural(total, 'fila omitida', 'filas omitidas')
            : plural(total, 'elemento omitido', 'elementos omitidos')
        } por tener un valor demasiado largo`,
      skippedRow: ({ place, number, field, length, max }) =>
        `${place === 'row' ? 'La fila' : 'El elemento'} ${formatCount(number)} tiene ${formatCount(length)} caracteres${
          field === null ? '' : ` en ${place === 'row' ? 'la columna' : 'el campo'} «${field}»`
        }; el máximo es ${formatCount(max)}.`,
      skippedMore: (count) => `…y ${formatCount(count)} más`,
    },
    importing: {
      progressLabel: 'Importando comentarios',
      progress: (processed, total) => `${formatCount(processed)} / ${formatCount(total)}`,
      stop: 'Cancelar importación',
      stopping: 'Cancelando...',
      done: 'Importación terminada',
      cancelled: 'Importación cancelada',
      stopped: 'Importación detenida',
      summary: ({ inserted, duplicates, tooShort, failed, skipped }) =>
        `Importados: ${formatCount(inserted)} · Duplicados: ${formatCount(duplicates)} · Demasiado cortos: ${formatCount(tooShort)} · Fallidos: ${formatCount(failed)}${
          skipped > 0 ? ` · Omitidos: ${formatCount(skipped)}` : ''
        }`,
      again: 'Importar más',
    },
    bulk: {
      text: 'Comentarios',
      placeholder: 'Pega aquí los comentarios, separados por el separador elegido',
      separator: 'Separador',
      separators: {
        newline: 'Salto de línea',
        doubleNewline: 'Doble salto de línea',
        custom: 'Personalizado',
      },
      customSeparator: 'Separador personalizado',
      preview: 'Vista previa',
      previewTitle: (count) =>
        `${formatCount(count)} ${plural(count, 'comentario', 'comentarios')} para importar`,
      tooShortDropped: (count) =>
        `${formatCount(count)} ${plural(count, 'fragmento descartado', 'fragmentos descartados')} por tener menos de 8 caracteres`,
      tooLong: (length, max) =>
        `Tiene ${formatCount(length)} caracteres; el máximo es ${formatCount(max)}: no se importará.`,
      nothingToImport: 'No se encontraron comentarios válidos en el texto',
      remove: (index) => `Quitar comentario ${index}`,
      confirm: (count) => `Confirmar (${formatCount(count)})`,
    },
    scraping: {
      platform: 'Plataforma',
      industry: 'Industria (requerida)',
      chooseIndustry: 'Elige una industria',
      actorId: 'Actor ID',
      taskId: 'Task ID',
      inputJson: 'Input JSON',
      urlHint: 'URL de referencia (opcional)',
      urlHintPlaceholder: 'https://www.youtube.com/watch?v=…',
      run: 'Ejecutar Apify',
      running: 'Ejecutando...',
      runNotAllowed: (role) =>
        `Tu rol (${role}) permite reimportar ejecuciones de Apify, no iniciarlas.`,
      needActorOrTask: 'Debes proporcionar actorId o taskId',
      industryRequired: 'La industria es requerida',
      invalidJson: 'El Input JSON no es un JSON válido',
      reimport: 'Reimportar',
      reimporting: 'Reimportando…',
      reimportQueued: 'Reimportación en marcha: la lista de ejecuciones muestra cómo avanza.',
      result: (imported, analyzed) =>
        `Importados: ${formatCount(imported)} · Analizados: ${formatCount(analyzed)}`,
      stillRunning: (status) =>
        `La ejecución sigue en curso (${status}); el webhook importará sus comentarios al terminar.`,
      webhookTitle: 'Webhook para Apify',
      webhookIntro:
        'Configura este endpoint como webhook en Apify (eventos ACTOR.RUN.SUCCEEDED) y envía el secreto en la cabecera indicada. Importa las ejecuciones que lanza Réplica y, con la cuenta de Apify del espacio conectada en Equipo, las que lances desde esa cuenta en Apify.',
      webhookUrl: 'URL del webhook',
      secretHeader: 'Cabecera del secreto',
      secretValue:
        'Valor: el secreto del webhook de este servidor; pídeselo a quien lo administra.',
      rotateToken: 'Cambiar el token de la URL',
      rotateConfirm:
        'La URL actual dejará de importar comentarios en cuanto la cambies y tendrás que poner la nueva en los webhooks de Apify. ¿Cambiar el token?',
      rotateConfirmLabel: 'Cambiar token',
      tokenRotated: 'Token cambiado: copia la nueva URL en los webhooks de Apify.',
      webhookNotConfigured:
        'El webhook no está activado en este servidor: las ejecuciones que lances desde Apify no se importarán hasta que quien administra el servidor le configure un secreto. Las que lances desde aquí se importan igual.',
      copy: 'Copiar',
      copied: '¡Copiado!',
      copyFailed: 'No se pudo copiar',
      runsTitle: 'Ejecuciones recientes',
      loadingRuns: 'Cargando...',
      refresh: 'Actualizar',
      noRuns: 'Todavía no hay ejecuciones',
      importingNote: (imported, analyzed) =>
        `Importando… ${formatCount(imported)} importados, ${formatCount(analyzed)} analizados`,
      runsColumns: {
        date: 'Fecha',
        platform: 'Plataforma',
        industry: 'Industria',
        status: 'Estado',
        imported: 'Importados',
        analyzed: 'Analizados',
        actions: 'Acciones',
      },
      otherActor: 'Otro actor (elegir campos)',
      otherActorPlaceholder: 'usuario/nombre-del-actor',
      chooseFields: 'Elegir campos',
      needsFields:
        'La ejecución terminó, pero sus elementos no son comentarios de una plataforma conocida: elige qué campos tienen el texto, el autor, la fecha y el id.',
      fields: {
        title: 'Campos del actor',
        intro: (actor) =>
          `Elige qué campo de los elementos de ${actor} tiene cada parte del comentario. Se guardan para las próximas ejecuciones de este actor.`,
        loading: 'Cargando los primeros elementos…',
        itemsTitle: (count) =>
          plural(
            count,
            'El primer elemento, tal cual',
            `Los primeros ${count} elementos, tal cual`,
          ),
        noItems: 'La ejecución no tiene elementos',
        field: 'Campo',
        item: (position) => `Elemento ${position}`,
        keys: {
          text: 'Texto',
          author: 'Autor',
          date: 'Fecha',
          id: 'ID del comentario',
        },
        required: (label) => `${label} (requerido)`,
        none: '— Ninguno —',
        savedNote: 'Campos guardados la última vez para este actor.',
        preview: 'Vista previa',
        previewing: 'Cargando vista previa…',
        mappedTitle: 'Así se importarán',
        skipped: 'Se omite',
        skipReasons: {
          not_an_object: 'no es un objeto',
          no_text: 'sin texto',
          text_too_short: 'texto de menos de 8 caracteres',
        },
        noText: 'Elige el campo que contiene el texto del comentario',
        missing: (field, path) =>
          `${field}: el campo «${path}» está vacío o no aparece en ninguno de los primeros elementos`,
        previewFirst: 'Pulsa «Vista previa» para ver los comentarios con estos campos.',
        noActor: 'Esta ejecución no indica su actor: no se pueden guardar sus campos.',
        importWith: 'Guardar campos e importar',
        importing: 'Importando…',
      },
    },
  },
  () => import('./texts.en'),
);
