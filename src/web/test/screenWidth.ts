import { afterEach, beforeEach } from 'vitest';

/** Media queries answered for a screen of this width (MUI's `up` and `down` breakpoints), for each test of the file. */
export function onScreenWidth(width: number): void {
  const original = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = (query: string) => {
      const maxWidth = /max-width:\s*([\d.]+)px/.exec(query)?.[1];
      const minWidth = /min-width:\s*([\d.]+)px/.exec(query)?.[1];
      return {
        ...original(query),
        matches:
          (maxWidth === undefined || width <= Number(maxWidth)) &&
          (minWidth === undefined || width >= Number(minWidth)) &&
          (maxWidth !== undefined || minWidth !== undefined),
      };
    };
  });
  afterEach(() => {
    window.matchMedia = original;
  });
}
