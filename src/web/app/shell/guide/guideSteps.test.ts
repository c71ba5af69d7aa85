import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pointUntilSettled } from './guideSteps';

function pageWith(...controls: string[]): HTMLElement {
  const main = document.createElement('main');
  for (const name of controls) main.append(button(name));
  document.body.append(main);
  return main;
}

function button(name: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  return element;
}

/** Moves the fake clock on, running what comes due on the way: the pointing's pauses pass when the test says. */
const pass = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('pointing at a control', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('finds a control that the page renders later, and again when the page replaces it', async () => {
    const main = pageWith();
    const pointing = pointUntilSettled('Create environment', () => true);
    await pass(100);
    main.append(button('Create environment'));
    await pass(200);
    const replacement = button('Create environment');
    main.replaceChildren(replacement);
    await vi.runAllTimersAsync();
    await pointing;
    expect(document.activeElement).toBe(replacement);
  });

  it('stops once the person acts, leaving the focus where their action put it', async () => {
    const main = pageWith('Create environment');
    const pointing = pointUntilSettled('Create environment', () => true);
    expect(document.activeElement?.textContent).toBe('Create environment');

    // The person opens the control's dialog while the page renders the control again.
    document.activeElement?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const dialogName = document.createElement('input');
    document.body.append(dialogName);
    dialogName.focus();
    main.replaceChildren(button('Create environment'));
    await vi.runAllTimersAsync();
    await pointing;
    // However long the page then takes, nothing takes the focus back.
    await pass(10_000);
    expect(document.activeElement).toBe(dialogName);
  });

  it('keeps looking however long the page takes to show the control', async () => {
    const main = pageWith();
    const pointing = pointUntilSettled('Create environment', () => true);
    await pass(60_000);
    const control = button('Create environment');
    main.append(control);
    await pass(500);
    await pointing;
    expect(document.activeElement).toBe(control);
  });

  it('stops looking once the page in view changes', async () => {
    pageWith();
    const pointing = pointUntilSettled('Create environment', () => true);
    window.history.pushState(null, '', '/another-page');
    await pass(250);
    await pointing;
    window.history.back();
  });

  it('stops when no longer wanted', async () => {
    pageWith();
    let wanted = true;
    const pointing = pointUntilSettled('Create environment', () => wanted);
    wanted = false;
    await pass(250);
    await expect(pointing).resolves.toBeUndefined();
  });
});
