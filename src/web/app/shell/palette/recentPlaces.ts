import type { Place } from './places';

const STORAGE_KEY = 'platform-console.recent-places';
export const MAX_RECENT_PLACES = 8;

const placeKinds = new Set<string>(['ORGANIZATION', 'CLUSTER', 'PROJECT', 'ENVIRONMENT', 'SERVICE']);

function isPlace(value: unknown): value is Place {
  if (typeof value !== 'object' || value === null) return false;
  const place = value as Record<string, unknown>;
  return (
    placeKinds.has(String(place.kind)) &&
    ['id', 'name', 'context', 'path', 'organizationId'].every((field) => typeof place[field] === 'string') &&
    String(place.path).startsWith('/') &&
    !String(place.path).startsWith('//')
  );
}

/** The places last opened in this browser, latest first; whatever else is stored is ignored. */
export function readRecentPlaces(storage: Storage = localStorage): Place[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isPlace).slice(0, MAX_RECENT_PLACES) : [];
  } catch {
    return [];
  }
}

/** Puts a place first, once, keeping the latest few; a storage that refuses (full, private mode) keeps nothing. */
export function rememberPlace(place: Place, storage: Storage = localStorage): Place[] {
  const places = [place, ...readRecentPlaces(storage).filter((recent) => recent.path !== place.path)].slice(
    0,
    MAX_RECENT_PLACES,
  );
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(places));
  } catch {
    // Recent places are a convenience: the palette works without them.
  }
  return places;
}
