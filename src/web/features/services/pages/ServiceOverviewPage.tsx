import EditIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import type { AnyService, ServiceKind } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { DetailList } from '../../../ui/DetailList';
import { ButtonLink } from '../../../ui/links';
import { PageState } from '../../../ui/PageState';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { serviceQueryOptions } from '../api/getService';
import { hasLinks } from '../api/getServiceLinks';
import { ConnectionCard } from '../components/page/ConnectionCard';
import { LinksCard } from '../components/page/LinksCard';
import { serviceFacts } from '../components/page/serviceFacts';
import { UnknownKind } from '../components/page/UnknownKind';
import { settingsSectionsOf } from '../components/sections/settingsSections';
import { overviewSectionsOf } from '../components/summary/overviewSections';
import type { ServiceOf } from '../model/types';
import { useServiceRoute, type ServiceRoute } from './useServiceRoute';

/** A service at a glance: its addresses, its key settings (each leading to its section), and what it runs. */
export function ServiceOverviewPage() {
  const route = useServiceRoute();
  if (!route.kind) return <UnknownKind />;
  return <Overview route={route} kind={route.kind} />;
}

function Overview<K extends ServiceKind>({ route, kind }: { route: ServiceRoute; kind: K }) {
  const service = useQuery(serviceQueryOptions(kind, route.serviceId));
  return (
    <PageState query={service} action="view this service">
      {(data) => <OverviewContent route={route} kind={kind} service={data} />}
    </PageState>
  );
}

function OverviewContent<K extends ServiceKind>({
  route,
  kind,
  service,
}: {
  route: ServiceRoute;
  kind: K;
  service: ServiceOf<K>;
}) {
  const { organizationId, projectId, environmentId, serviceId } = route;
  const sectionPath = (id: string) =>
    paths.serviceSettings(organizationId, projectId, environmentId, kind, serviceId, id);
  const shown = service as AnyService;
  const database = shown.service_type === 'DATABASE' ? shown : null;
  // Links and a database's connection both stand beside the settings.
  const linked = hasLinks(kind) || database !== null;
  const labels = new Map(settingsSectionsOf(kind, service).map((section) => [section.id, section.label]));
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(300px, 1fr)' },
        // Narrow screens put the links first and the details last; wide ones put both beside the settings.
        gridTemplateAreas: linked
          ? { xs: '"links" "sections" "details"', lg: '"sections links" "sections details"' }
          : { xs: '"sections" "details"', lg: '"sections details"' },
        gridTemplateRows: { lg: linked ? 'auto 1fr' : 'auto' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2} sx={{ gridArea: 'sections' }}>
        {overviewSectionsOf(kind, service).map((section) => (
          <Paper
            key={section.stepId}
            variant="outlined"
            component="section"
            aria-label={labels.get(section.stepId)}
            sx={{ p: { xs: 2, sm: 3 } }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1.5 }}>
              <Typography variant="h2">{labels.get(section.stepId)}</Typography>
              <ButtonLink
                to={sectionPath(section.stepId)}
                startIcon={<EditIcon fontSize="small" />}
                aria-label={`Edit ${labels.get(section.stepId)?.toLowerCase() ?? 'settings'}`}
              >
                Edit
              </ButtonLink>
            </Stack>
            <DetailList items={section.items} />
          </Paper>
        ))}
      </Stack>
      {hasLinks(kind) ? (
        <Box sx={{ gridArea: 'links' }}>
          <LinksCard kind={kind} serviceId={serviceId} portsPath={sectionPath('ports')} />
        </Box>
      ) : null}
      {database ? (
        <Box sx={{ gridArea: 'links' }}>
          <ConnectionCard database={database} organizationId={organizationId} />
        </Box>
      ) : null}
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="service-details"
        sx={{ p: { xs: 2, sm: 3 }, gridArea: 'details' }}
      >
        <Typography variant="h2" id="service-details" sx={{ mb: 1.5 }}>
          Details
        </Typography>
        <DetailList items={serviceFacts(shown)} />
      </Paper>
    </Box>
  );
}
