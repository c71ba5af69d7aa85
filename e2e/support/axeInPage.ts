import axeCore, { type Result, type RunOptions } from 'axe-core';
import { expect, type Locator, type TestInfo } from '@playwright/test';

declare global {
  interface Window {
    /** axe-core, once put in the page by `scanInPage`. */
    axe?: typeof axeCore;
  }
}

type Scheme = 'light' | 'dark';

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG rules whose outcome depends on the colours, so on the theme: a page or dialog scanned with every rule in
 * one theme needs only these in the other (names, roles, labels and structure do not change with the colours).
 */
export const THEME_DEPENDENT_RULES = ['color-contrast', 'link-in-text-block'];

export function describeViolation(violation: Result): string {
  const targets = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').join(' ') ?? ''}`)
    .join('\n');
  return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s), ${violation.helpUrl})\n${targets}`;
}

/** What to scan for, and what to wait for first. */
export interface ScanOptions {
  /** Only these axe rules (THEME_DEPENDENT_RULES in a second theme); otherwise every WCAG 2.1 A and AA rule. */
  rules?: string[];
  /** Waits until the page is painted in this scheme (just emulated) before scanning. */
  paintedIn?: Scheme;
  /** Waits until the focus is inside the element (a dialog just opened) before scanning, failing if it never is. */
  focusInside?: boolean;
}

export interface ScanResult {
  /** The scheme the page was painted in when scanned. */
  scheme: Scheme;
  /** Whether the focus was inside the element (always true unless `focusInside` was asked and it never came). */
  focused: boolean;
  violations: Result[];
}

const FAILING_IMPACTS = new Set(['serious', 'critical']);
/** How long the page may take to be ready for a scan (painted, focused, done animating). */
const READY_TIMEOUT_MS = 10_000;

/**
 * Runs axe in the page on one element (a dialog, or the `html` element for the whole page) once it is ready: painted in the scheme asked for, the focus in it
 * if asked, and no finite animation running (a dialog fading in would be judged half faded; endless ones, progress
 * bars, do not count). One round trip per scan: axe-core is put in the page once per loaded document (the console
 * moves between its pages without reloading, so one copy serves a whole group of dialogs), none of the passing
 * results are sent back, and no blank page is opened to merge frames, which the console has none of.
 */
export async function scanInPage(element: Locator, options: ScanOptions = {}): Promise<ScanResult> {
  const runOptions: RunOptions = {
    runOnly:
      options.rules === undefined
        ? { type: 'tag', values: WCAG_TAGS }
        : { type: 'rule', values: options.rules },
    resultTypes: ['violations'],
    iframes: false,
  };
  const scan = () =>
    element.evaluate(
      async (target, { run, paintedIn, focusInside, timeout }) => {
        const painted = (): Scheme => {
          const color = getComputedStyle(document.body).backgroundColor;
          const channels = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => Number(channel) / 255);
          const [red = 0, green = 0, blue = 0] = channels.map((value) =>
            value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
          );
          return 0.2126 * red + 0.7152 * green + 0.0722 * blue > 0.5 ? 'light' : 'dark';
        };
        const settled = () =>
          document
            .getAnimations()
            .every(
              (animation) =>
                animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            );
        const focused = () => target.contains(document.activeElement);
        const deadline = performance.now() + timeout;
        await new Promise<void>((resolve) => {
          const check = () => {
            const ready =
              (paintedIn === undefined || painted() === paintedIn) &&
              (!focusInside || focused()) &&
              settled();
            if (ready || performance.now() > deadline) resolve();
            else requestAnimationFrame(check);
          };
          check();
        });
        if (!window.axe) return undefined;
        // The root element stands for the whole page, so that axe runs its page-level rules too (a title, a
        // language, one main landmark).
        const context = target === document.documentElement ? document : target;
        const { violations } = await window.axe.run(context, run);
        return { scheme: painted(), focused: focused(), violations };
      },
      {
        run: runOptions,
        paintedIn: options.paintedIn,
        focusInside: options.focusInside ?? false,
        timeout: READY_TIMEOUT_MS,
      },
    );
  const result = await scan();
  if (result) return result;
  await element.page().evaluate(axeCore.source);
  const again = await scan();
  if (!again) throw new Error('axe-core did not stay in the page');
  return again;
}

/**
 * Fails on serious and critical violations of a scan, prints moderate ones (and attaches the whole report) without
 * failing, as `expectNoSeriousViolations` does for a page.
 */
export async function expectNoSeriousViolationsOf(
  violations: Result[],
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  await testInfo.attach(`axe ${label}`, {
    body: JSON.stringify(violations, null, 2),
    contentType: 'application/json',
  });
  for (const violation of violations.filter((candidate) => candidate.impact === 'moderate')) {
    console.log(`axe (${label}, not failing): ${describeViolation(violation)}`);
  }
  const failing = violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  expect(
    failing.map((violation) => violation.id),
    `serious or critical accessibility violations on ${label}:\n${failing.map(describeViolation).join('\n')}`,
  ).toEqual([]);
}
