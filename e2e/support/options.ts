import type { Locator, Page } from '@playwright/test';

/** `text` as a regular expression that matches it literally. */
export function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Opens a select (MUI's combobox, named by its label) and picks the
 * option whose name starts with `option`: options are named by their label and the line under it.
 */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: new RegExp(`^${literally(option)}`) }).click();
  await listbox.waitFor({ state: 'hidden' });
}

/** A select (combobox) found by its label; its text is the chosen option's label. */
export function selectNamed(scope: Locator | Page, label: string): Locator {
  return scope.getByRole('combobox', { name: new RegExp(`^${literally(label)}( |$)`) });
}
