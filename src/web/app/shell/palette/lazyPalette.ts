import { lazyWithPreload } from '../../../ui/lazyWithPreload';

/** The palette's code loads on first use (or once the page is idle): the first visit does not carry it. */
export const LazyCommandPalette = lazyWithPreload(
  async () => (await import('./CommandPalette')).CommandPalette,
);

export const LazyShortcutsDialog = lazyWithPreload(
  async () => (await import('../shortcuts/ShortcutsDialog')).ShortcutsDialog,
);

export const LazyGuidePanel = lazyWithPreload(async () => (await import('../guide/GuidePanel')).GuidePanel);
