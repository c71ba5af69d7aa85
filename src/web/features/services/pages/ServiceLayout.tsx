import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { auditEventEndpoints, type AnyService, type ServiceKind } from '../../../../contract';
import { usePermission } from '../../../lib/identity';
import { paths } from '../../../lib/paths';
import { RecordNotFound } from '../../../lib/notFound/RecordNotFound';
import { PageState } from '../../../ui/PageState';
import { SectionNav } from '../../../ui/SectionNav';
import { serviceQueryOptions } from '../api/getService';
import { ServiceHeader } from '../components/page/ServiceHeader';
import { UnknownKind } from '../components/page/UnknownKind';
import { kindPresentation } from '../model/catalog';
import { useServiceRoute, type ServiceRoute } from './useServiceRoute';

/** What another feature shows at the right of the service's name (its state and deployment actions). */
export type ServiceHeaderSlot = (props: { kind: ServiceKind; service: AnyService }) => ReactNode;

/** A service: its header, then its overview, settings, deployments or logs. */
export function ServiceLayout({ headerActions }: { headerActions?: ServiceHeaderSlot }) {
  const route = useServiceRoute();
  if (!route.kind) return <UnknownKind />;
  return <KnownService route={route} kind={route.kind} headerActions={headerActions} />;
}

function KnownService({
  route,
  kind,
  headerActions: HeaderActions,
}: {
  route: ServiceRoute;
  kind: ServiceKind;
  headerActions: ServiceHeaderSlot | undefined;
}) {
  const { organizationId, projectId, environmentId, serviceId } = route;
  const service = useQuery(serviceQueryOptions(kind, serviceId));
  // The activity is the audit log's, which only organization admins read.
  const readsActivity = usePermission(auditEventEndpoints.list, organizationId).allowed;
  return (
    <PageState
      query={service}
      action={`open this ${kindPresentation[kind].label.toLowerCase()}`}
      notFound={<RecordNotFound param="serviceId" />}
    >
      {(data) => (
        <>
          <ServiceHeader
            kind={kind}
            service={data}
            actions={HeaderActions ? <HeaderActions kind={kind} service={data} /> : undefined}
          />
          <SectionNav
            label="Service pages"
            items={[
              {
                label: 'Overview',
                to: paths.service(organizationId, projectId, environmentId, kind, serviceId),
                end: true,
              },
              {
                label: 'Deployments',
                to: paths.serviceDeployments(organizationId, projectId, environmentId, kind, serviceId),
              },
              {
                label: 'Logs',
                to: paths.serviceLogs(organizationId, projectId, environmentId, kind, serviceId),
              },
              // A database takes no variables: its settings reach the others as built-ins.
              ...(kind === 'database'
                ? []
                : [
                    {
                      label: 'Variables',
                      to: paths.serviceVariables(organizationId, projectId, environmentId, kind, serviceId),
                    },
                  ]),
              ...(readsActivity
                ? [
                    {
                      label: 'Activity',
                      to: paths.serviceActivity(organizationId, projectId, environmentId, kind, serviceId),
                    },
                  ]
                : []),
              {
                label: 'Settings',
                to: paths.serviceSettings(organizationId, projectId, environmentId, kind, serviceId),
              },
              // Databases and Terraform services have none: their form holds every setting.
              ...(kind === 'database' || kind === 'terraform'
                ? []
                : [
                    {
                      label: 'Advanced settings',
                      to: paths.serviceAdvancedSettings(
                        organizationId,
                        projectId,
                        environmentId,
                        kind,
                        serviceId,
                      ),
                    },
                  ]),
            ]}
          />
          <Outlet />
        </>
      )}
    </PageState>
  );
}
