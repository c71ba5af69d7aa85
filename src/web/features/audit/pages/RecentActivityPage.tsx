import { useParams } from 'react-router';
import { useRouteParam } from '../../../lib/routeParams';
import { CompareWithMoment } from '../components/CompareWithMoment';
import { RecentActivity } from '../components/RecentActivity';
import { Stack } from '../../../ui/primitives';

/** The project page's Activity section: every event under the project. */
export function ProjectActivityPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  return (
    <RecentActivity
      organizationId={organizationId}
      filter={{ 'project-id': projectId }}
      about="this project"
    />
  );
}

/** The environment page's Activity section: every event under the environment. */
export function EnvironmentActivityPage() {
  const organizationId = useRouteParam('organizationId');
  const environmentId = useRouteParam('environmentId');
  return (
    <Stack spacing={4}>
      <RecentActivity
        organizationId={organizationId}
        filter={{ 'environment-id': environmentId }}
        about="this environment"
        showPlace={false}
      />
      <CompareWithMoment organizationId={organizationId} environmentId={environmentId} />
    </Stack>
  );
}

/** The service page's Activity tab: the events whose target is the service (its variables included). */
export function ServiceActivityPage() {
  const organizationId = useRouteParam('organizationId');
  const { serviceId = '' } = useParams();
  return (
    <RecentActivity
      organizationId={organizationId}
      filter={{ 'target-id': serviceId }}
      about="this service"
      showPlace={false}
    />
  );
}
