import { useParams } from 'react-router';
import { useRouteParam } from '../../../lib/routeParams';
import { EmptyState } from '../../../ui/EmptyState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { VariablesSection } from '../components/VariablesSection';
import { isVariableServiceKind } from '../model/levels';

/** A service's variables: its own, those reaching it from its environment and project, and what it receives. */
export function ServiceVariablesPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const environmentId = useRouteParam('environmentId');
  const { kind = '', serviceId = '' } = useParams();
  if (!isVariableServiceKind(kind))
    return (
      <EmptyState
        level={2}
        title="No variables of its own"
        description="A database takes no variables; its connection settings reach the other services of the environment as built-in variables."
      />
    );
  return (
    <section aria-labelledby="service-variables">
      <SectionHeader
        id="service-variables"
        title="Variables"
        description="What reaches this service from its project and environment, and its own. A narrower scope wins."
      />
      <VariablesSection
        context={{
          project: { id: projectId },
          environment: { id: environmentId },
          service: { id: serviceId, kind },
        }}
        organizationId={organizationId}
        fileName={kind}
      />
    </section>
  );
}
