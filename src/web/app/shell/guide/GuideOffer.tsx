import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { guideQueryOptions, useGuideUpdate } from './guideQuery';

/**
 * Opens the guide on a person's first visit to the demo organization (the platform says when: `offer`), once: it
 * is marked offered as it opens, and is found under Help afterwards.
 */
export function GuideOffer({ organizationId, onOffer }: { organizationId: string; onOffer: () => void }) {
  const guide = useQuery(guideQueryOptions(organizationId));
  const { mutate } = useGuideUpdate(organizationId);
  const offer = guide.data?.offer === true;
  useEffect(() => {
    if (!offer) return;
    mutate({ offered: true });
    onOffer();
    // Offered once per answer saying so; the handler's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offer, mutate]);
  return null;
}
