/*
 * What is typed between asking for the palette and its text field taking the keyboard (while the palette's code
 * loads, on a first opening soon after the page): kept and handed to the field once it is there, so a quick
 * "Ctrl+K, shop" loses no letter, and none of it reaches the page underneath.
 */

/** Should the palette not come (its code failed to load), the keyboard goes back to the page after this. */
const GIVE_UP_MS = 5000;

let typed = '';
let listening = false;
let giveUp: ReturnType<typeof setTimeout> | undefined;

function keep(event: KeyboardEvent) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
  if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else if (event.key.length === 1) typed += event.key;
  else return;
  event.preventDefault();
  event.stopPropagation();
}

/** From now until the palette's field takes the keyboard, keystrokes are the palette's. */
export function startTypingAhead(): void {
  if (listening) return;
  listening = true;
  typed = '';
  window.addEventListener('keydown', keep, true);
  giveUp = setTimeout(endTypingAhead, GIVE_UP_MS);
}

/** The text typed ahead so far. */
export function typedAhead(): string {
  return typed;
}

/** The keyboard is the field's from now on. */
export function endTypingAhead(): void {
  if (listening) window.removeEventListener('keydown', keep, true);
  clearTimeout(giveUp);
  listening = false;
  typed = '';
}
