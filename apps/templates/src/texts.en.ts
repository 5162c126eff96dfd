import type { TemplatesTexts } from './texts';

/** The English of `./texts.ts`, fetched the first time the interface is in English. */
const english: TemplatesTexts = {
  title: 'Templates',
  subtitle: "Content ideas built from each industry's pain points and root causes.",
  industry: 'Industry',
  generate: 'Generate Ideas',
  generating: 'Generating ideas...',
  generated: (n) => `✅ ${n} idea(s) generated`,
  loading: 'Loading ideas...',
  noAnalysedData:
    'There are no analysed comments in this industry yet: analyse comments before generating content.',
  deleteQuestion: 'Are you sure you want to delete this idea?',
  deleteConfirm: 'Delete',
  cancel: 'Cancel',
  close: 'Close',
  retry: 'Retry',
  emptyTitle: 'No ideas for this industry yet',
  emptyDescription: 'Press "Generate Ideas" to create them from its analysed objections.',
  emptyDescriptionReadOnly: 'They will appear here once someone on the team generates them.',
  count: (n) => `${n} idea(s)`,
  labels: { hook: 'Hook', angle: 'Angle', scriptOutline: 'Script outline', delete: 'Delete' },
};

export default english;
