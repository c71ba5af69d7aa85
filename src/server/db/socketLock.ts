import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';

/**
 * The lock on a data folder as the kernel keeps it: a Unix socket in Linux's abstract namespace, named after the
 * folder. Binding a name is atomic (of two servers started at once, one gets it), and the kernel unbinds it when the
 * socket closes, which it does for a process that dies however it dies, before its parent has reaped it. So a
 * supervisor restarting a server killed outright always finds the folder free, and no file left behind can name a
 * process that is not a server of this folder.
 */

/** How long a refused server waits for the holder to say its pid; a holder stopped (SIGSTOP) never answers. */
const HOLDER_ANSWER_MS = 2_000;
/** A holder that goes away while asked leaves the name free: bind again, a few times at most. */
const BIND_ROUNDS = 3;

export type SocketLockOutcome =
  | { readonly kind: 'held'; readonly release: () => void }
  | { readonly kind: 'taken'; readonly holderPid: number | null }
  | { readonly kind: 'unsupported' };

/** The abstract socket name of a folder: its device and inode, so two paths to one folder name one lock. */
export function lockNameOf(dataDir: string): string {
  const { dev, ino } = statSync(dataDir, { bigint: true });
  const digest = createHash('sha256').update(`${dev}:${ino}`).digest('hex').slice(0, 40);
  return `\0platform-data-folder-${digest}`;
}

export async function holdSocketLock(name: string): Promise<SocketLockOutcome> {
  for (let round = 0; round < BIND_ROUNDS; round += 1) {
    const bound = await bind(name);
    if (bound instanceof Error) {
      if ((bound as NodeJS.ErrnoException).code !== 'EADDRINUSE') return { kind: 'unsupported' };
      const answer = await askHolder(name);
      if (answer !== 'gone') return { kind: 'taken', holderPid: answer };
      continue;
    }
    // The socket must not keep the process alive by itself: it lives as long as the process does.
    bound.unref();
    return { kind: 'held', release: () => bound.close() };
  }
  return { kind: 'taken', holderPid: null };
}

function bind(name: string): Promise<Server | Error> {
  // Whoever connects is a server refused this folder: tell it who holds it.
  const server = createServer((socket) => {
    socket.on('error', () => socket.destroy());
    socket.end(`${process.pid}\n`);
  });
  return new Promise((resolve) => {
    server.once('error', resolve);
    server.listen(name, () => {
      server.removeListener('error', resolve);
      // A connection it fails to accept (too many open files) must not stop the server: the name stays bound.
      server.on('error', () => undefined);
      resolve(server);
    });
  });
}

/** The holder's pid as it says it; `gone` when nothing listens any more (it died since); null when it says nothing. */
function askHolder(name: string): Promise<number | 'gone' | null> {
  return new Promise((resolve) => {
    const socket = connect(name);
    let said = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(null);
    }, HOLDER_ANSWER_MS);
    const finish = (answer: number | 'gone' | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(answer);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (said += chunk));
    socket.on('end', () => {
      const pid = Number.parseInt(said.trim(), 10);
      finish(Number.isInteger(pid) && pid > 0 ? pid : null);
    });
    socket.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ECONNREFUSED' || error.code === 'ENOENT' ? 'gone' : null),
    );
  });
}
