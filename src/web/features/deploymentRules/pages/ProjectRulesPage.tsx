import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type ProjectDeploymentRule, projectDeploymentRuleEndpoints } from '../../../../contract';
import { clustersQueryOptions } from '../../../data/clusters/queries';
import { environmentsQueryOptions } from '../../../data/environments/queries';
import { usePermission } from '../../../lib/identity';
import { useRouteParam } from '../../../lib/routeParams';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { SectionHeader } from '../../../ui/SectionHeader';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { projectRulesQueryOptions } from '../../../data/deploymentRules/queries';
import { useDeleteProjectRule, useOrderProjectRules } from '../api/projectRules';
import { RuleFormDialog } from '../components/RuleFormDialog';
import { RuleList } from '../components/RuleList';

/** The project's deployment rules: what a new environment gets from its name, in the order they are tried. */
export function ProjectRulesPage() {
  const organizationId = useRouteParam('organizationId');
  const projectId = useRouteParam('projectId');
  const rules = useQuery(projectRulesQueryOptions(projectId));
  const environments = useQuery(environmentsQueryOptions(projectId));
  const clusters = useQuery(clustersQueryOptions(organizationId));
  const canChange = usePermission(projectDeploymentRuleEndpoints.create, organizationId, { projectId });
  const order = useOrderProjectRules(projectId);
  const remove = useDeleteProjectRule(projectId);
  const deletion = useDialogTarget<ProjectDeploymentRule>();
  const [creating, setCreating] = useState(false);
  const disabledReason = canChange.pending ? undefined : canChange.reason;
  const clusterName = (id: string) => clusters.data?.results.find((cluster) => cluster.id === id)?.name ?? id;
  const newRule = (
    <ActionButton variant="contained" onClick={() => setCreating(true)} disabledReason={disabledReason}>
      New rule
    </ActionButton>
  );
  return (
    <section aria-labelledby="deployment-rules">
      <SectionHeader
        id="deployment-rules"
        title="Deployment rules"
        description="A new environment takes the type, cluster and schedule of the first rule whose wildcard matches its name. Drag a rule by its handle to change the order."
        actions={newRule}
      />
      <PageState
        query={rules}
        action="view the deployment rules"
        isEmpty={(list) => list.results.length === 0}
        empty={
          <EmptyState
            title="No deployment rules"
            description="Add one to send environments named feat-* to a development cluster and stop them at night, say."
            action={newRule}
          />
        }
      >
        {(list) => (
          <RuleList
            rules={list.results}
            environmentNames={(environments.data?.results ?? []).map((environment) => environment.name)}
            clusterName={clusterName}
            onReorder={(ids) => order.mutate(ids)}
            onDelete={(rule) => deletion.show(rule)}
            disabledReason={disabledReason}
          />
        )}
      </PageState>
      {creating && clusters.data ? (
        <RuleFormDialog
          projectId={projectId}
          clusters={clusters.data.results}
          open={creating}
          onClose={() => setCreating(false)}
        />
      ) : null}
      <ConfirmDialog
        open={deletion.open}
        title="Delete rule?"
        confirmLabel="Delete rule"
        destructive
        onConfirm={async () => {
          if (deletion.target) await remove.mutateAsync(deletion.target);
          deletion.close();
        }}
        onClose={deletion.close}
      >
        New environments named like {deletion.target?.wildcard} no longer follow the rule{' '}
        {deletion.target?.name}; those created already keep what they got.
      </ConfirmDialog>
    </section>
  );
}
