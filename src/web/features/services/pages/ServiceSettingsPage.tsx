import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import type { ServiceKind } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SideNav } from '../../../ui/SideNav';
import { serviceQueryOptions } from '../api/getService';
import { UnknownKind } from '../components/page/UnknownKind';
import { DANGER_SECTION, settingsSectionsOf } from '../components/sections/settingsSections';
import { DangerZone } from '../components/settings/DangerZone';
import { ServiceSettingsForm } from '../components/settings/ServiceSettingsForm';
import type { ServiceOf } from '../model/types';
import { useServiceRoute, type ServiceRoute } from './useServiceRoute';

/** A service's settings, one section at a time, with the sections listed beside it. */
export function ServiceSettingsPage() {
  const route = useServiceRoute();
  if (!route.kind) return <UnknownKind />;
  return <Settings route={route} kind={route.kind} />;
}

function Settings<K extends ServiceKind>({ route, kind }: { route: ServiceRoute; kind: K }) {
  const service = useQuery(serviceQueryOptions(kind, route.serviceId));
  return (
    <PageState query={service} action="view the settings of this service">
      {(data) => <SettingsSections route={route} kind={kind} service={data} />}
    </PageState>
  );
}

function SettingsSections<K extends ServiceKind>({
  route,
  kind,
  service,
}: {
  route: ServiceRoute;
  kind: K;
  service: ServiceOf<K>;
}) {
  const { organizationId, projectId, environmentId, serviceId, section: sectionId } = route;
  const sections = settingsSectionsOf(kind, service);
  const sectionPath = (id: string) =>
    paths.serviceSettings(organizationId, projectId, environmentId, kind, serviceId, id);
  const section = sections.find((candidate) => candidate.id === sectionId);
  if (!section && sectionId !== DANGER_SECTION) {
    return <Navigate to={sectionPath(sections[0]?.id ?? DANGER_SECTION)} replace />;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2, lg: 3 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '220px minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 64 } }}>
        <SideNav
          label="Settings sections"
          items={[
            ...sections.map((candidate) => ({ label: candidate.label, to: sectionPath(candidate.id) })),
            { label: 'Danger zone', to: sectionPath(DANGER_SECTION), tone: 'danger' as const },
          ]}
        />
      </Box>
      <Box sx={{ minWidth: 0, maxWidth: 880 }}>
        {section ? (
          <ServiceSettingsForm
            kind={kind}
            service={service}
            organizationId={organizationId}
            section={section}
            sections={sections}
            sectionPath={sectionPath}
          />
        ) : (
          <DangerZone kind={kind} service={service} organizationId={organizationId} projectId={projectId} />
        )}
      </Box>
    </Box>
  );
}
