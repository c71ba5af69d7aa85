import type { PageAction } from '../../../lib/pageActions';
import type { Place } from './places';

export type PaletteItem =
  | { type: 'action'; key: string; action: PageAction }
  | { type: 'place'; key: string; place: Place; recent: boolean };

export interface PaletteGroup {
  label: string;
  items: PaletteItem[];
}

const matches = (text: string, query: string) => text.toLowerCase().includes(query.toLowerCase());

/**
 * What the palette lists for a query, in groups: the page's actions, those of the pages above it (its environment's,
 * project's and organization's, unless the page offers the same itself), then recent places, organizations, and the
 * places the search found (each place once, in the first group that has it). An empty query lists the actions,
 * the recent places and the organizations.
 */
export function paletteGroups({
  query,
  actions,
  recent,
  organizations,
  found,
}: {
  query: string;
  actions: readonly PageAction[];
  recent: readonly Place[];
  organizations: readonly Place[];
  found: readonly Place[];
}): PaletteGroup[] {
  const text = query.trim();
  const seen = new Set<string>();
  const places = (candidates: readonly Place[], isRecent: boolean): PaletteItem[] =>
    candidates
      .filter((place) => !text || matches(`${place.name} ${place.context}`, text))
      .filter((place) => !seen.has(place.path) && Boolean(seen.add(place.path)))
      .map((place) => ({ type: 'place', key: `place:${place.path}`, place, recent: isRecent }));

  const actionItems = (candidates: readonly PageAction[]): PaletteItem[] =>
    candidates
      .filter((action) => !text || matches(`${action.label} ${action.keywords ?? ''}`, text))
      .map((action) => ({ type: 'action', key: `action:${action.id}`, action }));
  const own = actions.filter((action) => !action.above);
  const above = actions.filter((action) => action.above && !own.some((mine) => mine.id === action.id));

  const groups: PaletteGroup[] = [
    { label: 'Actions on this page', items: actionItems(own) },
    { label: 'Actions of the pages above', items: actionItems(above) },
    { label: 'Recent', items: places(recent, true) },
    { label: 'Organizations', items: places(organizations, false) },
    { label: 'Projects, environments and services', items: places(found, false) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
