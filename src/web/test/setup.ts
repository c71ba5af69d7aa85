import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { rateBudget } from '../lib/api/rateBudget';
import { sessionStore } from '../lib/session/sessionStore';
import { cacheComputedStyles } from './computedStyleCache';
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

// Testing Library asks for the computed style of every element a role query or `toBeVisible` looks at and of its
// ancestors, which jsdom builds anew at every call: kept until the document changes (./computedStyleCache.ts).
cacheComputedStyles(new Set([window, document.defaultView!]), document);

// jsdom lays nothing out, yet MUI's self-sizing text areas ask for their computed style on every render and
// keystroke, and jsdom computes it by matching every style rule of the page against the element and its ancestors:
// a quarter of the time of the tests that type in one, to measure nothing. A text area's computed style is its
// inline style here (the hidden copy MUI measures with stays hidden); its ancestors' still come from the rules.
// (Vitest's globals are copies of jsdom's window's; the window MUI finds, document.defaultView, is patched too.)
for (const view of new Set([window, document.defaultView!])) {
  const computedStyleOfRules = view.getComputedStyle.bind(view);
  view.getComputedStyle = (element, pseudoElement) =>
    element instanceof view.HTMLTextAreaElement && !pseudoElement
      ? element.style
      : computedStyleOfRules(element, pseudoElement);
}

// The first page a test file opens loads its lazy route modules while it waits: on a busy machine (npm test runs
// the whole suite) that takes seconds, not the default one. Waiting longer only slows tests that fail.
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
