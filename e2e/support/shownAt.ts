import type { Locator } from '@playwright/test';

/** Where the pages keep, by watch, the time each watched element stopped reading its text. */
interface Watches {
  __textLeftAt?: Map<number, number>;
}

let lastWatch = 0;

/**
 * Notes, in the page and by its clock (the machine's, as the test's), when the element found by `locator` first
 * stops reading `text`: when a person would have seen the change. A check of Playwright's sees it only at its next
 * poll, which a loaded machine delays past the change; a promise of "within N seconds" is measured with this.
 * Resolves once the page watches; `leftAt()` answers the time (undefined until then).
 */
export async function watchUntilTextLeaves(locator: Locator, text: string) {
  lastWatch += 1;
  const watch = lastWatch;
  const readsIt = await locator.evaluate(
    (element, { text: watched, watch: id }) => {
      const page = window as Watches;
      const times = (page.__textLeftAt ??= new Map());
      const reads = () => element.isConnected && element.textContent?.replace(/\s+/g, ' ').trim() === watched;
      if (!reads()) return false;
      const check = () => {
        // Taken off the page (its view replaced), it reads nothing any more.
        if (!times.has(id) && !reads()) times.set(id, Date.now());
      };
      const observer = new MutationObserver(() => {
        check();
        if (times.has(id)) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      return true;
    },
    { text, watch },
  );
  if (!readsIt) throw new Error(`The element watched does not read "${text}" when the watch starts.`);
  return {
    leftAt: () => locator.page().evaluate((id) => (window as Watches).__textLeftAt?.get(id), watch),
  };
}
