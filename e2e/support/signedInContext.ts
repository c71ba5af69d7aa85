import type { BrowserContext, BrowserContextOptions } from '@playwright/test';

/** What a browser context keeps of a sign-in: its cookies and each origin's local storage. */
export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** The local storage of one origin, as `context.storageState()` gives it. */
type OriginStorage = StorageState['origins'][number];

/**
 * Writes an origin's local storage in a document of that origin, before the console's own scripts read it: the page
 * side of `startSignedIn`, run by the browser in every document of the context (so it may use nothing outside it).
 * Only a context that never had it writes it: once the console keeps its session there (signed out, it keeps the
 * session with no credential), a reload or a second tab finds what the console left, as after a real sign-in.
 */
function writeLocalStorageOnce(origins: OriginStorage[]): void {
  const here = origins.find((stored) => stored.origin === window.location.origin);
  if (!here) return;
  if (here.localStorage.some(({ name }) => window.localStorage.getItem(name) !== null)) return;
  for (const { name, value } of here.localStorage) window.localStorage.setItem(name, value);
}

/**
 * Makes a new context start with what a sign-in left in another: its cookies, and each origin's local storage
 * written as the context's first document of that origin starts. Playwright's own `storageState` option writes local
 * storage through a hidden page it opens and navigates to every origin, half a second for every context.
 */
export async function startSignedIn(context: BrowserContext, state: StorageState): Promise<void> {
  if (state.cookies.length > 0) await context.addCookies(state.cookies);
  const origins = state.origins.filter((origin) => origin.localStorage.length > 0);
  if (origins.length > 0) await context.addInitScript(writeLocalStorageOnce, origins);
}
