import { formatCount, plural } from '@replica/ui';
import type { WatchingTexts } from './watching-texts';

/** The English of `./watching-texts.ts`, fetched the first time the interface is in English. */
const english: WatchingTexts = {
  intro: (timeZone) =>
    `Save a scraping set-up to run by itself every day or week. Each run imports only the new comments and analyses them. Hours are in the workspace's time zone (${timeZone}), which Team changes.`,
  formTitle: 'New watch',
  editTitle: (name) => `Edit “${name}”`,
  name: 'Name',
  namePlaceholder: 'E.g. Launch video',
  frequency: 'Frequency',
  frequencies: { daily: 'Every day', weekly: 'Every week' },
  weekday: 'Day',
  weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  hour: 'Hour',
  save: 'Save watch',
  saveChanges: 'Save changes',
  saving: 'Saving...',
  cancelEdit: 'Cancel editing',
  saved: (name) => `Watch “${name}” saved`,
  nameRequired: 'The watch needs a name',
  listTitle: 'Watches',
  loading: 'Loading watches...',
  loadFailed: 'Could not load the watches',
  retry: 'Retry',
  empty: 'No watches yet. Save the first one with the form.',
  readOnly: (role) => `Your role (${role}) may see watches, not create or change them.`,
  schedule: (frequency, weekday, hour) =>
    frequency === 'daily' ? `Every day at ${hour}` : `Every ${weekday} at ${hour}`,
  active: 'Active',
  paused: 'Paused',
  nextRun: (when) => `Next run: ${when}`,
  lastRun: (run, when) =>
    run.state === 'failed'
      ? `Last run (${when}): failed`
      : run.state === 'succeeded'
        ? `Last run (${when}): ${formatCount(run.imported)} new ${plural(run.imported, 'comment', 'comments')}, ${formatCount(run.analyzed)} analysed`
        : `Running (${when})`,
  never: 'Not run yet',
  runNow: 'Run now',
  runQueued: (name) => `“${name}” is running; its history shows the outcome.`,
  pause: 'Pause',
  resume: 'Resume',
  edit: 'Edit',
  history: 'History',
  remove: 'Delete',
  removeConfirm: (name) =>
    `Delete the watch “${name}” and its history? The comments it imported stay.`,
  removeConfirmLabel: 'Delete',
  removed: (name) => `Watch “${name}” deleted`,
  historyTitle: (name) => `History of “${name}”`,
  historyEmpty: 'No runs yet.',
  columns: {
    scheduledFor: 'Scheduled',
    state: 'State',
    imported: 'New',
    analyzed: 'Analysed',
    skipped: 'Skipped',
    error: 'Error',
  },
  runStates: { queued: 'Queued', running: 'Running', succeeded: 'Succeeded', failed: 'Failed' },
};

export default english;
