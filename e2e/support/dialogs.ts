import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolationsInBothThemes } from './accessibility';

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
}

/** The one open dialog: what the scans are limited to (its page is scanned by the page specs). */
const OPEN_DIALOG = '[role="dialog"]';
/** What Tab can reach, counted to know how many presses go round the dialog once. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

const focusIsWithin = (container: Locator) =>
  container.evaluate((element) => element.contains(document.activeElement));

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
 * Presses Tab once more than the dialog has stops, so the focus goes once round it, and resolves to what took the
 * focus outside the dialog meanwhile (none when the dialog keeps it). The focus trap's sentinels, which hand the
 * focus straight back, do not count. Recorded in the page, so the presses need no round trip each.
 */
async function focusEscapesGoingRound(page: Page, dialog: Locator): Promise<string[]> {
  const recorder = await dialog.evaluateHandle((element, tabbable) => {
    const escapes: string[] = [];
    const record = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || element.contains(target)) return;
      if (target.dataset.testid?.startsWith('sentinel')) return;
      escapes.push(target.getAttribute('aria-label') ?? (target.textContent?.trim() || target.tagName));
    };
    document.addEventListener('focusin', record);
    const stops = element.querySelectorAll(tabbable).length;
    return { element, escapes, stops, stop: () => document.removeEventListener('focusin', record) };
  }, TABBABLE);
  const stops = await recorder.evaluate(({ stops }) => stops);
  for (let press = 0; press <= stops; press++) await page.keyboard.press('Tab');
  const escapes = await recorder.evaluate(({ element, escapes, stop }) => {
    stop();
    if (element.contains(document.activeElement)) return escapes;
    const active = document.activeElement;
    return [...escapes, `${active?.getAttribute('aria-label') ?? active?.tagName ?? 'nothing'} (at the end)`];
  });
  await recorder.dispose();
  return escapes;
}

/** Shift+Tab from the dialog's first stop: the focus wraps round to its last one, not out of it. */
async function expectShiftTabWrapsRound(page: Page, dialog: Locator, label: string): Promise<void> {
  await dialog.evaluate((element, tabbable) => {
    const first = [...element.querySelectorAll<HTMLElement>(tabbable)].find((stop) => stop.tabIndex >= 0);
    first?.focus();
  }, TABBABLE);
  await page.keyboard.press('Shift+Tab');
  expect(await focusIsWithin(dialog), `Shift+Tab from the first stop stays in ${label}`).toBe(true);
}

/**
 * Checks a dialog that is open: the focus is in it, axe finds nothing serious in either theme, Tab goes once round
 * it without leaving it, and Shift+Tab wraps round too.
 */
export async function expectDialogUsableByKeyboard(
  page: Page,
  testInfo: TestInfo,
  label: string,
  dialog: Locator,
): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect.poll(() => focusIsWithin(dialog), { message: `${label} takes the focus` }).toBe(true);
  await expectNoSeriousViolationsInBothThemes(page, testInfo, label, OPEN_DIALOG);
  expect(await focusEscapesGoingRound(page, dialog), `Tab stays in ${label}`).toEqual([]);
  await expectShiftTabWrapsRound(page, dialog, label);
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
  await expectDialogUsableByKeyboard(page, testInfo, visit.label, dialog);

  if (visit.leave) await visit.leave(page, dialog);
  else await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(visit.returnsTo ?? visit.opener, `the focus goes back after ${visit.label}`).toBeFocused();
}
