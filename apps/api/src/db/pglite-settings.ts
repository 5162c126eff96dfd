import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings of the embedded database, given at every start, so a folder made before
 * them takes them too. PGlite starts with a server's defaults, which cost a one-process server
 * dear (measured at 150,000 comments):
 * - 128 MB of shared buffers, resident from the first query (PostgreSQL's memory lives inside
 *   PGlite's WebAssembly memory, which never shrinks): 16 MB holds the pages the reads touch most,
 *   and the operating system's cache, where PGlite reads its files, holds the rest;
 * - WAL segments kept after a checkpoint for reuse, as many as recent checkpoints were apart:
 *   with checkpoints made every segment (pglite-checkpoints.ts), removing them instead keeps the
 *   WAL to the one or two segments in use, and compressed full-page images fill them more slowly.
 */
const SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  wal_recycle: 'off',
  wal_compression: 'on',
};

/** PGlite's own start parameters with the settings above. */
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries(SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
