// A worker thread does not inherit the main thread's tsx loader on Node 20: the rules pool starts
// its threads here, and this registers tsx for the thread and then loads the TypeScript module.
import { tsImport } from 'tsx/esm/api';

await tsImport('./rules-thread.ts', import.meta.url);
