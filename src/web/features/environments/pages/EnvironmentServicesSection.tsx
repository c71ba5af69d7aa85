import { useEnvironmentOutlet } from '../../../lib/outletContexts';
import { useRouteParam } from '../../../lib/routeParams';
import { EnvironmentServices } from '../components/EnvironmentServices';

/** The environment page's services section, in its outlet. */
export function EnvironmentServicesSection() {
  const { environment } = useEnvironmentOutlet();
  const organizationId = useRouteParam('organizationId');
  return (
    <EnvironmentServices
      organizationId={organizationId}
      projectId={environment.project.id}
      environmentId={environment.id}
    />
  );
}
