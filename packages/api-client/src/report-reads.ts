/**
 * Whether someone in this browser has read a report of a workspace, for Inicio's 'Primeros
 * pasos': the one step the server has no trace of. Kept per workspace in localStorage; a browser
 * that refuses storage simply never ticks it.
 */
const reportReadKey = (workspaceId: number) => `replica.report_read.${workspaceId}`;

export function noteReportRead(workspaceId: number): void {
  try {
    globalThis.localStorage?.setItem(reportReadKey(workspaceId), '1');
  } catch {
    // Storage full or refused: the step stays unticked, nothing else depends on it.
  }
}

export function hasReadReport(workspaceId: number): boolean {
  try {
    return globalThis.localStorage?.getItem(reportReadKey(workspaceId)) === '1';
  } catch {
    return false;
  }
}
