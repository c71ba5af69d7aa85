import { useEnvironmentOutlet } from '../../../lib/outletContexts';
import { useRouteParam } from '../../../lib/routeParams';
import { SectionHeader } from '../../../ui/SectionHeader';
import { VariablesSection } from '../components/VariablesSection';

/** The environment's variables and secrets, with the project's that reach it. */
export function EnvironmentVariablesPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const { environment } = useEnvironmentOutlet();
  return (
    <section aria-labelledby="environment-variables">
      <SectionHeader
        id="environment-variables"
        title="Variables"
        description="Set here, a variable reaches every service of the environment; the project's reach it too."
      />
      <VariablesSection
        context={{ project: { id: projectId }, environment: { id: environment.id, name: environment.name } }}
        organizationId={organizationId}
        fileName={environment.name}
      />
    </section>
  );
}
