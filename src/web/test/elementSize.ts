import { afterEach, beforeEach } from 'vitest';

/**
 * jsdom lays nothing out: gives every element a size for each test of the calling file, so a virtualized list (a
 * log's scroll area) renders its rows and a sideways list given a wider `scrollWidth` overflows, and puts jsdom's own
 * back after each.
 */
export function giveElementsASize(
  sizes: { clientHeight: number; clientWidth: number; scrollWidth?: number } = {
    clientHeight: 400,
    clientWidth: 800,
  },
): void {
  const saved = Object.fromEntries(
    Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(Element.prototype, key)]),
  );
  beforeEach(() => {
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(Element.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterEach(() => {
    for (const [key, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(Element.prototype, key, descriptor);
    }
  });
}
