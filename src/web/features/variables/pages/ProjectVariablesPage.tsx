import { useRouteParam } from '../../../lib/routeParams';
import { SectionHeader } from '../../../ui/SectionHeader';
import { VariablesSection } from '../components/VariablesSection';

/** The project's variables and secrets, reaching every environment and service of it. */
export function ProjectVariablesPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  return (
    <section aria-labelledby="project-variables">
      <SectionHeader
        id="project-variables"
        title="Variables"
        description="Set here, a variable reaches every environment and service of the project, unless a narrower scope overrides it."
      />
      <VariablesSection
        context={{ project: { id: projectId } }}
        organizationId={organizationId}
        fileName="project"
      />
    </section>
  );
}
