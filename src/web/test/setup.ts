import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { rateBudget } from '../lib/api/rateBudget';
import { sessionStore } from '../lib/session/sessionStore';
import { holdPolls, polls } from './polls';

// jsdom has no matchMedia; the console asks it for the colour scheme and the screen width.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// The first page a test file opens loads its lazy route modules while it waits: on a busy machine (npm test runs
// the e2e tests beside Vitest) that takes seconds, not the default one. Waiting longer only slows tests that fail.
configure({ asyncUtilTimeout: 10_000 });

// Polls fire when a test fires them (./polls.ts), never by the real time a test happens to take.
holdPolls();

beforeEach(() => {
  window.localStorage.clear();
  sessionStore.reload();
  rateBudget.set(null);
});

afterEach(() => {
  cleanup();
  polls.reset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
