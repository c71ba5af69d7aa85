import { landingPosition, type BoardColumn } from './board';

/** What is being dragged: a service's card or a whole stage. */
export type DragItem =
  { type: 'service'; serviceId: string; stageId: string } | { type: 'stage'; stageId: string };

export const dragInstructions =
  'To move a service or a stage, focus its drag handle and press Space or Enter to pick it up. ' +
  'The arrow keys move it to the previous or next stage (a service) or position (a stage). ' +
  'Space or Enter drops it there; Escape cancels. The menus of cards and stages offer the same moves.';

interface Located {
  columns: readonly BoardColumn[];
  item: DragItem;
}

function serviceOf({ columns, item }: Located) {
  if (item.type !== 'service') return undefined;
  const from = columns.find((column) => column.id === item.stageId);
  const card = from?.cards.find((candidate) => candidate.serviceId === item.serviceId);
  return from && card ? { from, card } : undefined;
}

function stageOf({ columns, item }: Located) {
  const index = columns.findIndex((column) => column.id === item.stageId);
  const column = columns[index];
  return column ? { column, position: index + 1, count: columns.length } : undefined;
}

const positionOf = (columns: readonly BoardColumn[], stageId: string) =>
  columns.findIndex((column) => column.id === stageId) + 1;

export function pickedUp(located: Located): string | undefined {
  const service = serviceOf(located);
  if (service) return `Picked up ${service.card.name}.`;
  const stage = stageOf(located);
  return stage ? `Picked up stage ${stage.column.name}.` : undefined;
}

/** Said as the dragged item comes over a stage; nothing while it still sits where it started. */
export function movedOver(
  located: Located,
  overId: string | null,
  hasLeftStart: boolean,
): string | undefined {
  const { columns } = located;
  const service = serviceOf(located);
  if (service) {
    const { card, from } = service;
    const over = columns.find((column) => column.id === overId);
    if (!over) return `${card.name} is over no stage.`;
    const { position, count } = landingPosition(over, card);
    if (over.id !== from.id)
      return `${card.name} moved to stage ${over.name}, position ${position} of ${count}.`;
    return hasLeftStart
      ? `${card.name} is back in stage ${over.name}, position ${position} of ${count}.`
      : undefined;
  }
  const stage = stageOf(located);
  if (!stage) return undefined;
  const position = overId === null ? 0 : positionOf(columns, overId);
  if (position === 0) return `Stage ${stage.column.name} is over no position.`;
  if (position === stage.position && !hasLeftStart) return undefined;
  return `Stage ${stage.column.name} moved to position ${position} of ${stage.count}.`;
}

export function dropped(located: Located, overId: string | null): string | undefined {
  const { columns } = located;
  const service = serviceOf(located);
  if (service) {
    const over = columns.find((column) => column.id === overId);
    if (!over) return `${service.card.name} was dropped outside the stages; nothing changed.`;
    if (over.id === service.from.id)
      return `${service.card.name} dropped back in stage ${over.name}; nothing changed.`;
    return `${service.card.name} dropped in stage ${over.name}.`;
  }
  const stage = stageOf(located);
  if (!stage) return undefined;
  const position = overId === null ? 0 : positionOf(columns, overId);
  if (position === 0 || position === stage.position) {
    return `Stage ${stage.column.name} dropped back at position ${stage.position} of ${stage.count}; nothing changed.`;
  }
  return `Stage ${stage.column.name} dropped at position ${position} of ${stage.count}.`;
}

export function canceled(located: Located): string | undefined {
  const service = serviceOf(located);
  if (service) return `Moving ${service.card.name} was canceled; it stays in stage ${service.from.name}.`;
  const stage = stageOf(located);
  return stage
    ? `Moving stage ${stage.column.name} was canceled; it stays at position ${stage.position} of ${stage.count}.`
    : undefined;
}
