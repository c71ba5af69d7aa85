import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { serviceEndpointsByKind, type ServiceKind } from '../../../../contract';
import { environmentQueryOptions } from '../../../data/environments/queries';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { paths } from '../../../lib/paths';
import { useRouteParam } from '../../../lib/routeParams';
import { ButtonLink } from '../../../ui/links';
import { PageHeader } from '../../../ui/PageHeader';
import { Alert, Box, Typography } from '../../../ui/primitives';
import { CreateServiceForm } from '../components/create/CreateServiceForm';
import { ReadyExamples } from '../components/ReadyExamples';
import { ServiceCatalog } from '../components/ServiceCatalog';
import { isServiceKind, kindPresentation } from '../model/catalog';

/** The catalog of kinds of service, then (with `?kind=`) the creation form of the chosen one. */
export function NewServicePage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const environmentId = useRouteParam('environmentId');
  const [search] = useSearchParams();
  const chosen = search.get('kind');
  const kind = isServiceKind(chosen ?? undefined) ? (chosen as ServiceKind) : undefined;
  const environment = useQuery(environmentQueryOptions(environmentId));
  const canCreate = useEnvironmentPermission(
    serviceEndpointsByKind.application.create,
    organizationId,
    environmentId,
  );
  const navigate = useNavigate();
  const where = environment.data ? ` in ${environment.data.name}` : '';

  const refusal =
    !canCreate.allowed && !canCreate.pending ? (
      <Alert severity="info" sx={{ mb: 2 }}>
        Creating services needs Write access. {canCreate.reason}
      </Alert>
    ) : null;

  if (!kind) {
    return (
      <>
        <PageHeader
          title="New service"
          description={`Choose what to run${where}. Each kind has its own settings; you can change them later.`}
          actions={
            <ButtonLink to={paths.environment(organizationId, projectId, environmentId)}>Cancel</ButtonLink>
          }
        />
        {refusal}
        <ReadyExamples
          organizationId={organizationId}
          projectId={projectId}
          environmentId={environmentId}
          disabledReason={canCreate.allowed || canCreate.pending ? undefined : (canCreate.reason ?? '')}
        />
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Or choose a kind of service
        </Typography>
        <ServiceCatalog organizationId={organizationId} projectId={projectId} environmentId={environmentId} />
      </>
    );
  }

  const { label, description } = kindPresentation[kind];
  return (
    <>
      <PageHeader title={`New ${label.toLowerCase()}`} description={description} />
      {refusal}
      <Box sx={{ maxWidth: 960 }}>
        <CreateServiceForm
          // A new kind starts a new form.
          key={kind}
          kind={kind}
          environmentId={environmentId}
          onCreated={(service) =>
            navigate(paths.service(organizationId, projectId, environmentId, kind, service.id), {
              replace: true,
            })
          }
          backToCatalog={
            <ButtonLink
              to={paths.newService(organizationId, projectId, environmentId)}
              startIcon={<ArrowBackIcon />}
            >
              Other kinds
            </ButtonLink>
          }
        />
      </Box>
    </>
  );
}
