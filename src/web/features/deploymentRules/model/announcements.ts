import type { Announcements } from '@dnd-kit/core';

/** What a screen reader hears on the rules' drag handles. */
export const ruleDragInstructions =
  'To change the order of the rules, focus a rule’s drag handle and press Space or Enter to pick it up. ' +
  'The up and down arrow keys move it; Space or Enter drops it there; Escape cancels.';

interface NamedRule {
  id: string;
  name: string;
}

/**
 * Each step of a move said with the rule's name and its place ("Rule previews over position 1 of 3."): dnd-kit's own
 * words name the dragged item by its id, a uuid here. "Over", not "moved to": a pick-up is at once over its own place.
 */
export function ruleAnnouncements(rules: readonly NamedRule[]): Announcements {
  const nameOf = (id: string | number) => rules.find((rule) => rule.id === String(id))?.name ?? 'the rule';
  const place = (id: string | number) =>
    `position ${rules.findIndex((rule) => rule.id === String(id)) + 1} of ${rules.length}`;
  return {
    onDragStart: ({ active }) => `Picked up rule ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Rule ${nameOf(active.id)} over ${place(over.id)}.`
        : `Rule ${nameOf(active.id)} is over no place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Rule ${nameOf(active.id)} dropped at ${place(over.id)}.`
        : `Rule ${nameOf(active.id)} dropped where it was, at ${place(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving rule ${nameOf(active.id)} canceled: it stays at ${place(active.id)}.`,
  };
}
