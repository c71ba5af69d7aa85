/** One keyboard shortcut as the help dialog lists it: the keys, in order, and what they do. */
export interface Shortcut {
  keys: readonly string[];
  does: string;
}

export interface ShortcutGroup {
  label: string;
  shortcuts: readonly Shortcut[];
}

/** Ctrl on most systems, ⌘ on Apple's. */
export const commandKey = (platform: string = navigator.platform) =>
  /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';

/** Every shortcut the console has, where it works. */
export function shortcutGroups(command = commandKey()): ShortcutGroup[] {
  return [
    {
      label: 'Anywhere',
      shortcuts: [
        {
          keys: [command, 'K'],
          does: 'Go to an organization, project, environment or service, or run an action',
        },
        { keys: ['?'], does: 'Show these shortcuts' },
      ],
    },
    {
      label: 'In the palette',
      shortcuts: [
        { keys: ['↑', '↓'], does: 'Move through the choices (Home, End, Page Up and Page Down too)' },
        { keys: ['Enter'], does: 'Open the place or run the action' },
        { keys: ['Esc'], does: 'Close' },
      ],
    },
    {
      label: 'On a deployment stage board',
      shortcuts: [
        { keys: ['Space'], does: 'Pick up the focused stage or service, and drop it' },
        { keys: ['←', '↑'], does: 'Move what is picked up to the stage before' },
        { keys: ['→', '↓'], does: 'Move what is picked up to the stage after' },
        { keys: ['Esc'], does: 'Put it back where it was' },
        { keys: [command, 'Z'], does: 'Undo the latest move or skip, as the notice’s Undo does' },
      ],
    },
    {
      label: 'In a log',
      shortcuts: [
        { keys: ['Enter'], does: 'In the search box: go to the next match (Shift+Enter: the previous)' },
      ],
    },
  ];
}
