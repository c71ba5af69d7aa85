// Whether a build output is older than what it is built from: `npm start`, the e2e harness, the benchmarks and
// `npm test` rebuild the console and the server only when a source changed since the last build (or there is none,
// as on a fresh clone). Dates, not contents: a check costs a walk of the source folders, a few milliseconds.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

function modifiedAt(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** The first file under `input` (relative to `root`) modified after `since` and not `ignored`, or undefined. */
function findNewerFile(root, input, since, ignored) {
  const absolute = path.join(root, input);
  let stats;
  try {
    stats = statSync(absolute);
  } catch {
    return undefined;
  }
  if (!stats.isDirectory()) return stats.mtimeMs > since && !ignored.test(input) ? input : undefined;
  for (const entry of readdirSync(absolute)) {
    const newer = findNewerFile(root, path.posix.join(input, entry), since, ignored);
    if (newer) return newer;
  }
  return undefined;
}

/**
 * Why the build whose `marker` file (written by every build, so its date stands for the build's) is stale, in
 * words, or undefined when it is current. `inputs` are files or folders (counted by their newest file) relative
 * to `root`; `ignored` matches those of their files the build does not read (tests).
 */
export function buildStaleReason({ root, marker, inputs, ignored = /$^/ }) {
  const builtAt = modifiedAt(path.join(root, marker));
  if (builtAt === undefined) return `${marker} is missing`;
  for (const input of inputs) {
    const newer = findNewerFile(root, input, builtAt, ignored);
    if (newer) return `${newer} changed after the last build`;
  }
  return undefined;
}
