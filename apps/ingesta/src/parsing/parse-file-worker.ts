/// <reference lib="webworker" />
import { parseCommentFile } from './parse-comment-file';
import type { WorkerReply, WorkerRequest } from './parse-file-messages';

// Parses one file off the main thread, so a 100,000-row file never freezes the page.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { file, sheet } = event.data;
  const outcome = await parseCommentFile(file, {
    sheet,
    onProgress: (progress) =>
      scope.postMessage({ type: 'progress', progress } satisfies WorkerReply),
  });
  scope.postMessage({ type: 'done', outcome } satisfies WorkerReply);
};
