/**
 * A process that takes the lock on the data folder its argument names and holds it until killed, saying on its
 * first line of output whether it holds it (`held <pid>`) or why not (`refused <message>`).
 */
import { acquireDataDirLock, DataDirLockedError } from '../lock';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: holdDataDirLock.ts <data folder>');
try {
  await acquireDataDirLock(dataDir);
  process.stdout.write(`held ${process.pid}\n`);
  // Held until killed: nothing else keeps this process alive.
  setInterval(() => undefined, 1 << 30);
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  process.stdout.write(`refused ${error.message}\n`);
  process.exitCode = 1;
}
