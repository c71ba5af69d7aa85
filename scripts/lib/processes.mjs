// How the project's scripts start other programs: tools by path from node_modules/.bin (no npx, no shell), each
// in its own process group so that one Ctrl-C reaches it exactly once, through us. The API server is the exception
// (`startServer`): it stays in our group, so whoever signals the group reaches it, and it stops when we do.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The API server as one Node process, run from the project root: its build, plain JavaScript (`ensureServerBuild`
 * in server-build.mjs makes it, and must have run first).
 */
export const serverCommand = {
  command: process.execPath,
  args: ['dist/server/main.mjs'],
};

/** How the server's line saying it listens begins (src/server/main.ts prints it once it does). */
export const SERVER_READY_LINE = 'Platform console: ';

/** A tool installed by npm. */
export function bin(name) {
  return path.join(projectRoot, 'node_modules', '.bin', name);
}

/** What a shell would report: the exit code, or 128 + the signal number for a process killed by a signal. */
export function exitCodeOf(code, signal) {
  if (signal) return 128 + (constants.signals[signal] ?? 0);
  return code ?? 1;
}

const FORWARDED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
// Under `npm run`, one Ctrl-C arrives twice: from the terminal and again from npm. The echo is dropped; a key
// pressed again later is passed on, so a stuck child can still be hurried.
const ECHO_WINDOW_MS = 1000;

/**
 * Starts a child and passes our signals on to it until it exits. The child has a process group of its own unless
 * `sameGroup` is set; then it also gets an IPC channel, whose end tells it that we died (even by SIGKILL, which
 * passes nothing on). `onSignal` hears each signal passed on (the test runner uses it to stop at the current stage).
 */
export function start(
  command,
  args,
  { cwd = projectRoot, env = process.env, stdio = 'inherit', onSignal, sameGroup = false } = {},
) {
  const streams = stdio === 'inherit' ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, {
    cwd,
    env,
    detached: !sameGroup,
    stdio: sameGroup ? [...streams, 'ipc'] : streams,
  });
  const lastForwarded = new Map();
  const forward = (signal) => {
    const now = Date.now();
    if (now - (lastForwarded.get(signal) ?? 0) < ECHO_WINDOW_MS) return;
    lastForwarded.set(signal, now);
    onSignal?.(signal);
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
  const exited = new Promise((resolve, reject) => {
    child.once('error', (error) => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      reject(new Error(`Could not start ${command}: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      resolve(exitCodeOf(code, signal));
    });
  });
  return { child, exited };
}

/**
 * Starts the API server (its build: see `serverCommand`). It shares our process group, so a signal to the group
 * (Ctrl-C, or `kill -- -<pgid>`) reaches it directly as well as through us (it treats the echo as one request to
 * stop), and it stops by itself when we exit or are killed, through the IPC channel's end: it never outlives
 * `npm start`.
 */
export function startServer(options = {}) {
  return start(serverCommand.command, serverCommand.args, { ...options, sameGroup: true });
}

/** Runs a command to completion with our terminal; resolves its exit code. */
export function run(command, args, options = {}) {
  return start(command, args, options).exited;
}

/** Copies a stream to `target` line by line, each line behind `prefix`. */
export function pipeLines(stream, prefix, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`${prefix}${pending}\n`);
  });
}

/** Seconds since `startedAt` (a performance.now() reading), as people read them. */
export function secondsSince(startedAt) {
  return `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
}
