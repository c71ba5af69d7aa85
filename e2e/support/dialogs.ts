import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolationsOf, scanInPage, THEME_DEPENDENT_RULES } from './axeInPage';

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

/** How long the page may take to move the focus where it belongs (into a dialog opened, back to its opener). */
const FOCUS_TIMEOUT_MS = 10_000;

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

/**
 * Presses Down in an open menu until the entry wanted has the focus, then Enter. How far down it is gets counted in
 * the page once the menu has the focus, so the presses need no check each; entries the arrows skip (disabled ones)
 * would make the count fall short or long, which the checks after it make up for (the arrows go round the menu).
 */
async function chooseFromMenu(page: Page, item: string | RegExp): Promise<void> {
  const entry = page.getByRole('menuitem', { name: item });
  const focused = () => entry.evaluate((element) => element === document.activeElement);
  const below = await entry.evaluate(
    (wanted, timeout) =>
      new Promise<number>((resolve) => {
        const entries = [...(wanted.closest('[role="menu"]')?.querySelectorAll('[role="menuitem"]') ?? [])];
        const deadline = performance.now() + timeout;
        const count = () => {
          const current = entries.findIndex((candidate) => candidate === document.activeElement);
          if (current >= 0 || performance.now() > deadline) resolve(entries.indexOf(wanted) - current);
          else requestAnimationFrame(count);
        };
        count();
      }),
    FOCUS_TIMEOUT_MS,
  );
  for (let press = 0; press < below; press++) await page.keyboard.press('ArrowDown');
  for (let press = 0; !(await focused()); press++) {
    if (press === 15) throw new Error(`The menu entry ${String(item)} never took the focus`);
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
}

/**
 * Checks that the focus has come into the open dialog, and scans it with axe: every WCAG 2.1 A and AA rule in the
 * theme the page is in, then the rules whose outcome depends on the colours (THEME_DEPENDENT_RULES) in the other
 * one. The themes alternate from one dialog to the next, so a dialog costs one switch of theme, not two.
 */
async function focusAndScan(page: Page, dialog: Locator, testInfo: TestInfo, label: string): Promise<void> {
  const first = await scanInPage(dialog, { focusInside: true });
  expect(first.focused, `${label} takes the focus`).toBe(true);
  await expectNoSeriousViolationsOf(first.violations, testInfo, `${label} (${first.scheme})`);
  const other = first.scheme === 'light' ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: other });
  const second = await scanInPage(dialog, { rules: THEME_DEPENDENT_RULES, paintedIn: other });
  expect(second.scheme, `the page is painted ${other}`).toBe(other);
  await expectNoSeriousViolationsOf(second.violations, testInfo, `${label} (${other}, colours)`);
}

/**
 * Tab from the dialog's last stop and Shift+Tab from its first, and resolves to where the focus went outside the
 * dialog (none when it stays in). Between two stops the focus follows the dialog's own elements in document order,
 * so its ends are where it could leave: the focus trap's business. A positive tabindex anywhere in the page would
 * reorder that, so it counts as leaving too. The focus trap's sentinels, which hand the focus straight back, do not
 * count.
 */
async function focusEscapesAtTheEnds(page: Page, dialog: Locator): Promise<string[]> {
  const recorder = await dialog.evaluateHandle((element) => {
    const escapes: string[] = [];
    const describe = (target: Element | null) =>
      target?.getAttribute('aria-label') ?? (target?.textContent?.trim() || (target?.tagName ?? 'nothing'));
    for (const reordered of document.querySelectorAll<HTMLElement>('[tabindex]')) {
      if (reordered.tabIndex > 0) escapes.push(`${describe(reordered)} (tabindex ${reordered.tabIndex})`);
    }
    const record = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      if (target.dataset.testid?.startsWith('sentinel')) return;
      escapes.push(describe(target));
    };
    // What Tab stops at: focusable in sequence, enabled and rendered.
    const stops = [...element.querySelectorAll<HTMLElement>('*')].filter(
      (candidate) =>
        candidate.tabIndex >= 0 && !candidate.matches(':disabled') && candidate.getClientRects().length > 0,
    );
    const endUp = (when: string) => {
      if (!element.contains(document.activeElement))
        escapes.push(`${describe(document.activeElement)} (${when})`);
    };
    stops.at(-1)?.focus();
    document.addEventListener('focusin', record);
    return {
      toFirst: () => {
        endUp('after Tab from the last stop');
        stops[0]?.focus();
      },
      finish: () => {
        endUp('after Shift+Tab from the first stop');
        document.removeEventListener('focusin', record);
        return escapes;
      },
    };
  });
  await page.keyboard.press('Tab');
  await recorder.evaluate(({ toFirst }) => toFirst());
  await page.keyboard.press('Shift+Tab');
  const escapes = await recorder.evaluate(({ finish }) => finish());
  // Let go of in the background: nothing waits on it.
  void recorder.dispose();
  return escapes;
}

/**
 * Checks a dialog that is open: the focus is in it, axe finds nothing serious (unless `scanned` is false: a dialog
 * whose component another visit scans), and Tab and Shift+Tab at its ends keep the focus in it.
 */
export async function expectDialogUsableByKeyboard(
  page: Page,
  testInfo: TestInfo,
  label: string,
  dialog: Locator,
  scanned = true,
): Promise<void> {
  if (scanned) await focusAndScan(page, dialog, testInfo, label);
  else expect(await focusEntered(dialog, FOCUS_TIMEOUT_MS), `${label} takes the focus`).toBe(true);
  expect(await focusEscapesAtTheEnds(page, dialog), `Tab and Shift+Tab stay in ${label}`).toEqual([]);
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
  // Focuses the opener, then presses Enter on it.
  await visit.opener.press('Enter');
  if (visit.menuItem !== undefined) await chooseFromMenu(page, visit.menuItem);
  const dialog = page.getByRole('dialog', { name: visit.name });
  await visit.ready?.(dialog);
  await expectDialogUsableByKeyboard(page, testInfo, visit.label, dialog, visit.scanned);

  if (visit.leave) await visit.leave(page, dialog);
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(visit.returnsTo ?? visit.opener, `the focus goes back after ${visit.label}`).toBeFocused();
}
