import { afterEach, describe, expect, it } from 'vitest';
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

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('pointing at a control', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds a control that the page renders later, and again when the page replaces it', async () => {
    const main = pageWith();
    const pointing = pointUntilSettled('Create environment', () => true);
    await wait(100);
    main.append(button('Create environment'));
    await wait(200);
    const replacement = button('Create environment');
    main.replaceChildren(replacement);
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
    await pointing;
    await wait(300);
    expect(document.activeElement).toBe(dialogName);
  });

  it('stops when no longer wanted', async () => {
    pageWith();
    let wanted = true;
    const pointing = pointUntilSettled('Create environment', () => wanted);
    wanted = false;
    await expect(pointing).resolves.toBeUndefined();
  });
});
