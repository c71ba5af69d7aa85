import { outsideAnyRequest } from '../domain/auditActor';
import type { Clock } from '../runtime';

/** The timers the driver waits with: the system's in production, a hand-driven set in tests. */
export interface EngineTimers {
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: EngineTimers = {
  setTimeout: (callback, milliseconds) => {
    const handle = setTimeout(callback, milliseconds);
    // The engine never keeps a process alive on its own: the server does.
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface DriverOptions {
  clock: Clock;
  timers: EngineTimers;
  /** Longest wait between two passes, so work queued by another instance is seen. */
  idlePollMs: number;
  /** One pass; answers when something is next due. */
  pass(): Promise<Date | null>;
  onError(error: unknown): void;
}

export interface Driver {
  start(): void;
  /** Runs a pass soon, for work just queued. */
  kick(): void;
  /** Stops waiting, and waits for a pass under way to end. */
  stop(): Promise<void>;
}

/** Runs passes one after another, each when the next transition is due (or after `idlePollMs`). */
export function createDriver(options: DriverOptions): Driver {
  const { clock, timers, idlePollMs } = options;
  let running = false;
  let handle: unknown = null;
  let current: Promise<void> = Promise.resolve();

  function schedule(milliseconds: number): void {
    if (!running) return;
    if (handle !== null) timers.clearTimeout(handle);
    // A kick comes from a request's write: the pass it wakes is the engine's own (domain/auditActor.ts).
    handle = timers.setTimeout(
      () =>
        outsideAnyRequest(() => {
          handle = null;
          current = current.then(tick);
        }),
      milliseconds,
    );
  }

  async function tick(): Promise<void> {
    if (!running) return;
    let wait = idlePollMs;
    try {
      const next = await options.pass();
      if (next) wait = Math.min(idlePollMs, Math.max(0, next.getTime() - clock.now().getTime()));
    } catch (error) {
      options.onError(error);
    }
    schedule(wait);
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    kick() {
      schedule(0);
    },
    async stop() {
      running = false;
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      await current;
    },
  };
}
