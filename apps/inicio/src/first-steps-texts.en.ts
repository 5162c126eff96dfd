import type { FirstStepsTexts } from './first-steps-texts';

/** The English of `./first-steps-texts.ts`, fetched the first time the interface is in English. */
const english: FirstStepsTexts = {
  title: 'First steps',
  progress: (done, total) => `${done} of ${total}`,
  steps: {
    import: "Import your audience's comments",
    analyse: 'Analyse them to find objections',
    report: 'Read the report of pains and root causes',
    pack: 'Create ideas or a content pack',
  },
  stepDone: 'done',
  sampleTitle: 'No comments yet?',
  sampleHelp:
    'Load 320 sample comments from an aesthetic clinic, from several networks and months, and see the report they make. You can remove them in one click.',
  sampleLoad: 'Try with sample data',
  sampleLoading: 'Loading…',
  sampleProgress: 'Analysing the sample comments',
  sampleFailed: 'The sample data could not be loaded',
  sampleShown: (industry) => `You are looking at sample data in “${industry}”.`,
  sampleRemove: 'Remove sample data',
};

export default english;
