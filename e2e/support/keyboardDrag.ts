import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks up a draggable item from the keyboard: Space on its focused handle, then waits until the pick-up is heard
 * (`pickedUp`: what the list announces, or the handle pressed) and until the page listens for the arrow keys.
 * dnd-kit's keyboard sensor starts listening for keys in a timer it sets at the pick-up, after the announcement has
 * rendered: an arrow key pressed in between is lost (on a busy machine, now and then). A timer the page sets after
 * dnd-kit's runs after it, so once it has run the keys reach the sensor.
 */
export async function pickUpWithKeyboard(page: Page, handle: Locator, pickedUp: Locator): Promise<void> {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(pickedUp).toBeAttached();
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve)));
}
