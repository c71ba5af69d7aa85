import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import type { ServiceKind } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { PageState } from '../../../ui/PageState';
import { SectionNav } from '../../../ui/SectionNav';
import { serviceQueryOptions } from '../api/getService';
import { ServiceHeader } from '../components/page/ServiceHeader';
import { UnknownKind } from '../components/page/UnknownKind';
import { kindPresentation } from '../model/catalog';
import { useServiceRoute, type ServiceRoute } from './useServiceRoute';

/** A service: its header, then its overview or its settings. */
export function ServiceLayout() {
  const route = useServiceRoute();
  if (!route.kind) return <UnknownKind />;
  return <KnownService route={route} kind={route.kind} />;
}

function KnownService({ route, kind }: { route: ServiceRoute; kind: ServiceKind }) {
  const { organizationId, projectId, environmentId, serviceId } = route;
  const service = useQuery(serviceQueryOptions(kind, serviceId));
  return (
    <PageState query={service} action={`open this ${kindPresentation[kind].label.toLowerCase()}`}>
      {(data) => (
        <>
          <ServiceHeader kind={kind} service={data} />
          <SectionNav
            label="Service pages"
            items={[
              {
                label: 'Overview',
                to: paths.service(organizationId, projectId, environmentId, kind, serviceId),
                end: true,
              },
              {
                label: 'Settings',
                to: paths.serviceSettings(organizationId, projectId, environmentId, kind, serviceId),
              },
            ]}
          />
          <Outlet />
        </>
      )}
    </PageState>
  );
}
