import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolations, paintedScheme, switchScheme } from './accessibility';

/** One dialog and how to reach it from the keyboard alone. */
export interface DialogVisit {
  /** Names the scans in the report. */
  label: string;
  /** The control that opens it (or opens the menu it is in). */
  opener: Locator;
  /** When the opener opens a menu: the entry that opens the dialog, reached with the arrow keys. */
  menuItem?: string | RegExp;
  /** The dialog's accessible name. */
  name: string | RegExp;
  /** What the dialog shows once it is ready to be scanned (its data loaded). */
  ready?: (dialog: Locator) => Promise<void>;
  /** How to leave it from the keyboard when not with Escape (typing and submitting, say). */
  leave?: (page: Page, dialog: Locator) => Promise<void>;
  /** Where the focus goes once it has closed: the opener unless said otherwise. */
  returnsTo?: Locator;
  /**
   * False for a dialog whose component another visit scans with axe (a ConfirmDialog with other words): it gets the
   * keyboard pass only.
   */
  scanned?: boolean;
}

/** The one open dialog: what the scans are limited to (its page is scanned by the page specs). */
const OPEN_DIALOG = '[role="dialog"]';

/** Resolves once the focus is inside the element (checked each frame in the page), failing after `ms`. */
const focusEntered = (container: Locator, ms: number) =>
  container.evaluate(
    (element, timeout) =>
      new Promise<boolean>((resolve) => {
        const deadline = performance.now() + timeout;
        const check = () => {
          if (element.contains(document.activeElement)) resolve(true);
          else if (performance.now() > deadline) resolve(false);
          else requestAnimationFrame(check);
        };
        check();
      }),
    ms,
  );

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });

/** Presses Down in an open menu until the entry wanted has the focus, then Enter. */
async function chooseFromMenu(page: Page, item: string | RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeVisible();
  for (let presses = 0; presses < 15; presses++) {
    if (await entry.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`The menu entry ${String(item)} never took the focus (last: ${await focusedName(page)})`);
}

/**
 * Presses Tab once more than the dialog has stops, so the focus goes once round it (wrapping from its last stop to
 * its first), then Shift+Tab from its first stop (wrapping to its last), and resolves to what took the focus outside
 * the dialog meanwhile (none when the dialog keeps it). The focus trap's sentinels, which hand the focus straight
 * back, do not count. The escapes are recorded in the page: the presses need no check each.
 */
async function focusEscapesGoingRound(page: Page, dialog: Locator): Promise<string[]> {
  const recorder = await dialog.evaluateHandle((element) => {
    const escapes: string[] = [];
    const describe = (target: Element | null) =>
      target?.getAttribute('aria-label') ?? (target?.textContent?.trim() || (target?.tagName ?? 'nothing'));
    const record = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      if (target.dataset.testid?.startsWith('sentinel')) return;
      escapes.push(describe(target));
    };
    document.addEventListener('focusin', record);
    // What Tab stops at: focusable in sequence, enabled and rendered.
    const stops = [...element.querySelectorAll<HTMLElement>('*')].filter(
      (candidate) =>
        candidate.tabIndex >= 0 && !candidate.matches(':disabled') && candidate.getClientRects().length > 0,
    );
    const endUp = (when: string) => {
      if (!element.contains(document.activeElement))
        escapes.push(`${describe(document.activeElement)} (${when})`);
    };
    return {
      count: stops.length,
      toFirst: () => {
        endUp('after Tab');
        stops[0]?.focus();
      },
      finish: () => {
        endUp('after Shift+Tab');
        document.removeEventListener('focusin', record);
        return escapes;
      },
    };
  });
  const stops = await recorder.evaluate(({ count }) => count);
  for (let press = 0; press <= stops; press++) await page.keyboard.press('Tab');
  await recorder.evaluate(({ toFirst }) => toFirst());
  await page.keyboard.press('Shift+Tab');
  const escapes = await recorder.evaluate(({ finish }) => finish());
  await recorder.dispose();
  return escapes;
}

/**
 * Scans the open dialog with axe: every WCAG 2.1 A and AA rule in the light theme, and in the dark theme only
 * color-contrast, the one rule whose outcome depends on the theme (names, roles, labels and structure do not
 * change with the colours). Starts in the theme the page is in, so a dialog costs one switch of theme, not two.
 */
async function scanDialog(page: Page, testInfo: TestInfo, label: string): Promise<void> {
  const current = await paintedScheme(page);
  const schemes = current === 'dark' ? (['dark', 'light'] as const) : (['light', 'dark'] as const);
  for (const scheme of schemes) {
    if (scheme !== current) await switchScheme(page, scheme);
    const rules = scheme === 'dark' ? ['color-contrast'] : undefined;
    await expectNoSeriousViolations(page, testInfo, `${label} (${scheme})`, OPEN_DIALOG, rules);
  }
}

/**
 * Checks a dialog that is open: the focus is in it, axe finds nothing serious (unless `scanned` is false: a dialog
 * whose component another visit scans), and Tab and Shift+Tab each go round it without leaving it.
 */
export async function expectDialogUsableByKeyboard(
  page: Page,
  testInfo: TestInfo,
  label: string,
  dialog: Locator,
  scanned = true,
): Promise<void> {
  await expect(dialog).toBeVisible();
  expect(await focusEntered(dialog, 10_000), `${label} takes the focus`).toBe(true);
  if (scanned) await scanDialog(page, testInfo, label);
  expect(await focusEscapesGoingRound(page, dialog), `Tab and Shift+Tab stay in ${label}`).toEqual([]);
}

/**
 * Opens a dialog from the keyboard alone, checks it (expectDialogUsableByKeyboard), leaves it from the keyboard
 * (Escape unless told otherwise), and checks that the focus is back on what opened it.
 */
export async function visitDialogByKeyboard(
  page: Page,
  testInfo: TestInfo,
  visit: DialogVisit,
): Promise<void> {
  await expect(visit.opener).toBeEnabled();
  await visit.opener.focus();
  await page.keyboard.press('Enter');
  if (visit.menuItem !== undefined) await chooseFromMenu(page, visit.menuItem);
  const dialog = page.getByRole('dialog', { name: visit.name });
  await expect(dialog).toBeVisible();
  await visit.ready?.(dialog);
  await expectDialogUsableByKeyboard(page, testInfo, visit.label, dialog, visit.scanned);

  if (visit.leave) await visit.leave(page, dialog);
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(visit.returnsTo ?? visit.opener, `the focus goes back after ${visit.label}`).toBeFocused();
}
