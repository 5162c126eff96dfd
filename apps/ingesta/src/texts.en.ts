import { formatCount, plural } from '@replica/ui';
import type { BinaryFormat } from './parsing/binary-content';
import { ACCEPTED_EXTENSIONS } from './parsing/file-kinds';
import { WORKBOOK_LIMITS } from './parsing/workbook-limits';
import type { IngestaTexts } from './texts';
import { anyOf, megabytes } from './texts-format';

/** What a file that is not text looks like, by its first bytes. */
const BINARY_FORMATS_EN: Record<BinaryFormat, string> = {
  zip: 'an Excel workbook (.xlsx) or another ZIP archive',
  ole: 'an older Office document (.xls or .doc)',
  pdf: 'a PDF',
  image: 'an image',
  gzip: 'a compressed file (.gz)',
};

/** The English of `./texts.ts`, fetched the first time the interface is in English. */
const english: IngestaTexts = {
  title: 'Intake',
  subtitle: 'Add comments by hand, from a file, pasted in bulk or with Apify',
  tabsLabel: 'Ways to add comments',
  loadingTab: 'Loading tab...',
  tabs: {
    manual: 'Manual',
    file: 'File',
    bulk: 'Bulk',
    scraping: 'Scraping (Apify)',
    watching: 'Watches',
  },
  readOnly: (role) => `Your role (${role}) lets you see the data, not import it.`,
  industry: 'Industry',
  industryForAll: 'Industry for every comment',
  platform: 'Platform',
  noPlatform: 'No platform',
  cancel: 'Cancel',
  close: 'Close',
  manual: {
    author: 'Author (optional)',
    text: 'Text',
    textRequired: 'Text is required',
    submit: 'Add comment',
    busy: 'Adding...',
    added: (commentId) => `Comment added (ID ${commentId})`,
    addFailed: 'Could not add the comment',
  },
  file: {
    dropLabel: 'Comments file',
    pick: 'Choose file',
    dropHint: `Drop a ${anyOf(ACCEPTED_EXTENSIONS, 'or')} file here`,
    formats: `CSV or Excel (.xlsx): the first row is the header and one column holds the comments ("comment", "text", "message", "review", "comentario"…); separated by commas, semicolons or tabs. JSON: an object or a list. An .xlsx may hold up to ${megabytes(WORKBOOK_LIMITS.maxBytes)} and ${formatCount(WORKBOOK_LIMITS.maxRows)} rows.`,
    processing: 'Processing file...',
    rowsRead: (rows) => `${formatCount(rows)} rows read`,
    unsupported: (extension) =>
      `Unsupported format (${extension || 'the file has no extension'}). Only ${anyOf(ACCEPTED_EXTENSIONS, 'or')} files are accepted.`,
    binary: (looksLike, line) =>
      looksLike
        ? `Binary file detected, not text: it looks like ${BINARY_FORMATS_EN[looksLike]}.`
        : `Binary file detected, not text: it has control characters from line ${formatCount(line)} on.`,
    brokenJson: (line, column, atEnd) =>
      atEnd
        ? `The JSON ends too early: something is left open at its end (line ${formatCount(line)}, column ${formatCount(column)}).`
        : `Malformed JSON at line ${formatCount(line)}, column ${formatCount(column)}.`,
    notWorkbook: (looksLike) =>
      `The file is not an Excel workbook (.xlsx): ${
        looksLike === 'text'
          ? 'it looks like text; if it is a CSV or JSON file, save it with that extension.'
          : looksLike
            ? `it looks like ${BINARY_FORMATS_EN[looksLike]}.`
            : 'its format is not recognised.'
      }`,
    workbookTooLarge: (bytes, maxBytes, unpacked) =>
      unpacked
        ? `The workbook takes ${megabytes(bytes)} unpacked; the maximum is ${megabytes(maxBytes)}. Save it as CSV to import it.`
        : `The workbook is ${megabytes(bytes)}; the maximum for an .xlsx is ${megabytes(maxBytes)}. Save it as CSV to import it.`,
    tooManyRows: (sheet, maxRows) =>
      `The sheet “${sheet}” runs past ${formatCount(maxRows)} rows, the maximum for an .xlsx. Save it as CSV to import it.`,
    noCommentColumn: 'No comment column found. Looking for: "comment", "text" or "mensaje"',
    headerRead: (row, header) =>
      `Header read in row ${formatCount(row)}: ${header.map((cell) => `“${cell}”`).join(', ')}.`,
    noValidComments: 'No valid comments found in the file',
    unreadable:
      'The file could not be read: it may be damaged, locked with a password or changed while it was read.',
    processError: 'Error processing file',
    loaded: (fileName, total) =>
      `${fileName}: ${formatCount(total)} ${plural(total, 'comment', 'comments')}`,
    sheet: 'Sheet',
    tooShortDropped: (count) => `${formatCount(count)} dropped for being under 8 characters`,
    previewTitle: (shown) => plural(shown, 'Preview (1 comment)', `Preview (first ${shown})`),
    importAll: (total) => `Import all (${formatCount(total)})`,
    skippedTitle: (total, place) =>
      `${formatCount(total)} ${
        place === 'row' ? plural(total, 'row', 'rows') : plural(total, 'item', 'items')
      } skipped for a value that is too long`,
    skippedRow: ({ place, number, field, length, max }) =>
      `${place === 'row' ? 'Row' : 'Item'} ${formatCount(number)} has ${formatCount(length)} characters${
        field === null ? '' : ` in ${place === 'row' ? 'column' : 'field'} “${field}”`
      }; the maximum is ${formatCount(max)}.`,
    skippedMore: (count) => `…and ${formatCount(count)} more`,
  },
  importing: {
    progressLabel: 'Importing comments',
    progress: (processed, total) => `${formatCount(processed)} / ${formatCount(total)}`,
    stop: 'Cancel import',
    stopping: 'Cancelling...',
    done: 'Import finished',
    cancelled: 'Import cancelled',
    stopped: 'Import stopped',
    summary: ({ inserted, duplicates, tooShort, failed, skipped }) =>
      `Imported: ${formatCount(inserted)} · Duplicates: ${formatCount(duplicates)} · Too short: ${formatCount(tooShort)} · Failed: ${formatCount(failed)}${
        skipped > 0 ? ` · Skipped: ${formatCount(skipped)}` : ''
      }`,
    again: 'Import more',
  },
  bulk: {
    text: 'Comments',
    placeholder: 'Paste the comments here, split by the chosen separator',
    separator: 'Separator',
    separators: {
      newline: 'Single newline',
      doubleNewline: 'Double newline',
      custom: 'Custom',
    },
    customSeparator: 'Custom separator',
    preview: 'Preview',
    previewTitle: (count) =>
      `${formatCount(count)} ${plural(count, 'comment', 'comments')} to import`,
    tooShortDropped: (count) =>
      `${formatCount(count)} ${plural(count, 'piece', 'pieces')} dropped for being under 8 characters`,
    tooLong: (length, max) =>
      `It has ${formatCount(length)} characters; the limit is ${formatCount(max)}: it will not be imported.`,
    nothingToImport: 'No valid comments found in the text',
    remove: (index) => `Remove comment ${index}`,
    confirm: (count) => `Confirm (${formatCount(count)})`,
  },
  scraping: {
    platform: 'Platform',
    industry: 'Industry (required)',
    chooseIndustry: 'Choose an industry',
    actorId: 'Actor ID',
    taskId: 'Task ID',
    inputJson: 'Input JSON',
    urlHint: 'Reference URL (optional)',
    urlHintPlaceholder: 'https://www.youtube.com/watch?v=…',
    run: 'Run Apify',
    running: 'Running...',
    runNotAllowed: (role) => `Your role (${role}) lets you re-import Apify runs, not start them.`,
    needActorOrTask: 'Provide an actorId or a taskId',
    industryRequired: 'The industry is required',
    invalidJson: 'The input JSON is not valid JSON',
    reimport: 'Re-import',
    reimporting: 'Re-importing…',
    reimportQueued: 'Re-import under way: the runs list shows how it goes.',
    result: (imported, analyzed) =>
      `Imported: ${formatCount(imported)} · Analysed: ${formatCount(analyzed)}`,
    stillRunning: (status) =>
      `The run is still going (${status}); the webhook will import its comments when it ends.`,
    webhookTitle: 'Webhook for Apify',
    webhookIntro:
      "Set this endpoint as a webhook in Apify (ACTOR.RUN.SUCCEEDED events) and send the secret in the header below. It imports the runs Réplica starts and, once the workspace's Apify account is connected in Equipo, those you start from that account in Apify.",
    webhookUrl: 'Webhook URL',
    secretHeader: 'Secret header',
    secretValue: "Value: this server's webhook secret; ask whoever runs it.",
    rotateToken: 'Change the URL token',
    rotateConfirm:
      "The current URL stops importing comments as soon as you change it, and you will have to put the new one in Apify's webhooks. Change the token?",
    rotateConfirmLabel: 'Change token',
    tokenRotated: "Token changed: copy the new URL into Apify's webhooks.",
    webhookNotConfigured:
      'The webhook is not enabled on this server: runs you start in Apify are not imported until whoever runs the server sets a secret for it. Runs you start here are imported all the same.',
    copy: 'Copy',
    copied: 'Copied!',
    copyFailed: 'Could not copy',
    runsTitle: 'Recent runs',
    loadingRuns: 'Loading...',
    refresh: 'Refresh',
    noRuns: 'No runs yet',
    importingNote: (imported, analyzed) =>
      `Importing… ${formatCount(imported)} imported, ${formatCount(analyzed)} analysed`,
    runsColumns: {
      date: 'Date',
      platform: 'Platform',
      industry: 'Industry',
      status: 'Status',
      imported: 'Imported',
      analyzed: 'Analysed',
      actions: 'Actions',
    },
    otherActor: 'Another actor (choose fields)',
    otherActorPlaceholder: 'user/actor-name',
    chooseFields: 'Choose fields',
    needsFields:
      "The run ended, but its items are not a known platform's comments: choose which fields hold the text, author, date and id.",
    fields: {
      title: "The actor's fields",
      intro: (actor) =>
        `Choose which field of ${actor}'s items holds each part of a comment. They are saved for this actor's next runs.`,
      loading: 'Loading the first items…',
      itemsTitle: (count) =>
        count === 1 ? 'The first item, as it is' : `The first ${count} items, as they are`,
      noItems: 'The run has no items',
      field: 'Field',
      item: (position) => `Item ${position}`,
      keys: {
        text: 'Text',
        author: 'Author',
        date: 'Date',
        id: 'Comment ID',
      },
      required: (label) => `${label} (required)`,
      none: '— None —',
      savedNote: 'The fields saved last time for this actor.',
      preview: 'Preview',
      previewing: 'Loading preview…',
      mappedTitle: 'How they will be imported',
      skipped: 'Skipped',
      skipReasons: {
        not_an_object: 'not an object',
        no_text: 'no text',
        text_too_short: 'text under 8 characters',
      },
      noText: "Choose the field that holds the comment's text",
      missing: (field, path) =>
        `${field}: the field “${path}” is empty or absent in every one of the first items`,
      previewFirst: 'Press “Preview” to see the comments with these fields.',
      noActor: 'This run does not name its actor: its fields cannot be saved.',
      importWith: 'Save fields and import',
      importing: 'Importing…',
    },
  },
};

export default english;
