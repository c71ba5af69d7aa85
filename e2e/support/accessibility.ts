import { expect, type Page, type TestInfo } from '@playwright/test';
import { expectNoSeriousViolationsOf, scanInPage, THEME_DEPENDENT_RULES } from './axeInPage';

/** Whether the page is painted light or dark, from the relative luminance of its background. */
export async function paintedScheme(page: Page): Promise<'light' | 'dark'> {
  const luminance = await page.evaluate(() => {
    const color = getComputedStyle(document.body).backgroundColor;
    const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const linear = channels.map((channel) => {
      const value = channel / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    const [red = 0, green = 0, blue = 0] = linear;
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  });
  return luminance > 0.5 ? 'light' : 'dark';
}

/**
 * Scans the whole page with axe in both themes, failing on serious and critical violations and printing moderate
 * ones (the whole report attached): every WCAG 2.1 A and AA rule in the theme the page is in, then the rules that
 * depend on the colours in the other one. The console follows the system's colour scheme until someone picks one in
 * the theme menu, so emulating the scheme repaints the page in place; the page stays in the second theme, so the
 * next scan of the same page starts there and costs one switch, not two.
 *
 * One round trip per theme: axe-core is put in the page once per loaded document, runs there when the page is
 * ready (painted in the scheme asked for, no finite animation running), and sends back its violations alone.
 */
export async function expectNoSeriousViolationsInBothThemes(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  const whole = page.locator('html');
  const first = await scanInPage(whole);
  await expectNoSeriousViolationsOf(first.violations, testInfo, `${label} (${first.scheme})`);
  const other = first.scheme === 'light' ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: other });
  const second = await scanInPage(whole, { rules: THEME_DEPENDENT_RULES, paintedIn: other });
  expect(second.scheme, `${label} is painted ${other}`).toBe(other);
  await expectNoSeriousViolationsOf(second.violations, testInfo, `${label} (${other}, colours)`);
}
