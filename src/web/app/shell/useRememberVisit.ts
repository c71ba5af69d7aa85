import { useEffect } from 'react';
import type { Place } from './palette/places';
import { rememberPlace } from './palette/recentPlaces';

/**
 * Remembers the record a page is about among the palette's recent places, however the page was reached (a link, the
 * breadcrumb, an address typed): once its name is known, and again when it changes.
 */
export function useRememberVisit(place: Place | undefined) {
  const { kind, id, name, context, path, organizationId } = place ?? {};
  useEffect(() => {
    if (kind && id && name !== undefined && context !== undefined && path && organizationId) {
      rememberPlace({ kind, id, name, context, path, organizationId });
    }
  }, [kind, id, name, context, path, organizationId]);
}
