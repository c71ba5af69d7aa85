import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);

export function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
    .join('\n');
  return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s), ${violation.helpUrl})\n${targets}`;
}

/**
 * Waits until the page has no finite animation running (dialogs fading in, menus growing), so axe does not judge
 * the contrast of something half faded. Endless ones (progress bars) do not count.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Scans the page with axe against WCAG 2.1 A and AA: fails on serious and critical violations, prints moderate
 * ones (and attaches the whole report) without failing.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  await waitForAnimations(page);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(results.violations, null, 2),
    contentType: 'application/json',
  });

  const moderate = results.violations.filter((violation) => violation.impact === 'moderate');
  for (const violation of moderate) {
    console.log(`axe (${label}, not failing): ${describeViolation(violation)}`);
  }
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  expect(
    failing.map((violation) => violation.id),
    `serious or critical accessibility violations on ${label}:\n${failing.map(describeViolation).join('\n')}`,
  ).toEqual([]);
}

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

export const COLOR_SCHEMES = ['light', 'dark'] as const;

/**
 * Scans the page as it stands in the light theme, then in the dark one. The console follows the system's colour
 * scheme until someone picks one in the theme menu, so emulating the scheme repaints the page in place.
 */
export async function expectNoSeriousViolationsInBothThemes(
  page: Page,
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  for (const scheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => paintedScheme(page), { message: `${label} is painted ${scheme}` }).toBe(scheme);
    await expectNoSeriousViolations(page, testInfo, `${label} (${scheme})`);
  }
}
