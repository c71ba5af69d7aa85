import { queryOptions } from '@tanstack/react-query';
import { linkEndpoints } from '../../../../contract';
import { serviceKeys } from '../../../data/services/keys';
import { call } from '../../../lib/api/client';

/** The kinds of service that can be reached from outside, and so have links. */
export type LinkedKind = keyof typeof linkEndpoints;

export const hasLinks = (kind: string): kind is LinkedKind => kind in linkEndpoints;

/** The public URLs of a service: the platform domain of each public port, then custom domains. */
export const serviceLinksQueryOptions = (kind: LinkedKind, serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.links(kind, serviceId),
    queryFn: ({ signal }) => {
      switch (kind) {
        case 'application':
          return call(linkEndpoints.application, { params: { applicationId: serviceId }, signal });
        case 'container':
          return call(linkEndpoints.container, { params: { containerId: serviceId }, signal });
        case 'helm':
          return call(linkEndpoints.helm, { params: { helmId: serviceId }, signal });
      }
    },
  });
