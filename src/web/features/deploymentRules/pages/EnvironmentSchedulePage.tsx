import { useQuery } from '@tanstack/react-query';
import {
  environmentDeploymentRuleEditRequest,
  environmentDeploymentRuleEndpoints,
  type EnvironmentDeploymentRule,
} from '../../../../contract';
import { useEnvironmentPermission } from '../../../data/environments/useEnvironmentPermission';
import { shownInForm } from '../../../lib/mutations';
import { useRouteParam } from '../../../lib/routeParams';
import { timeZoneOptions } from '../../../lib/timeZones';
import { ComboBoxField } from '../../../ui/form/ComboBoxField';
import { SectionForm } from '../../../ui/form/SectionForm';
import { SwitchField } from '../../../ui/form/SwitchField';
import { WeekScheduleField } from '../../../ui/form/WeekScheduleField';
import { PageState } from '../../../ui/PageState';
import { environmentRuleQueryOptions } from '../api/getEnvironmentRule';
import { useEditEnvironmentRule } from '../api/editEnvironmentRule';

const valuesOf = (rule: EnvironmentDeploymentRule) => ({
  auto_stop: rule.auto_stop,
  timezone: rule.timezone,
  start_time: rule.start_time,
  stop_time: rule.stop_time,
  weekdays: rule.weekdays,
});

/** The environment's schedule: when auto stop starts and stops it, as a week grid in its time zone. */
export function EnvironmentSchedulePage() {
  const organizationId = useRouteParam('organizationId');
  const environmentId = useRouteParam('environmentId');
  const query = useQuery(environmentRuleQueryOptions(environmentId));
  const edit = useEditEnvironmentRule(environmentId, { onError: shownInForm });
  const canEdit = useEnvironmentPermission(
    environmentDeploymentRuleEndpoints.edit,
    organizationId,
    environmentId,
  );
  return (
    <PageState query={query} action="view the environment's schedule">
      {(rule) => (
        <SectionForm
          title="Schedule"
          description="With auto stop, the environment is deployed at the start of the filled hours and stopped at their end, on the days chosen, in its time zone. Drag over the hours of a day (or press Enter on the first hour and on the last) to change them; a day's name turns the day on or off."
          schema={environmentDeploymentRuleEditRequest}
          defaultValues={valuesOf(rule)}
          action="change this environment's schedule"
          onSubmit={(values) => edit.mutateAsync({ body: values, basedOn: rule })}
          disabledReason={canEdit.pending ? undefined : canEdit.reason}
        >
          <SwitchField
            name="auto_stop"
            label="Auto stop"
            helperText="Start and stop the environment at the times below."
          />
          <ComboBoxField
            name="timezone"
            label="Time zone"
            options={timeZoneOptions(rule.timezone)}
            required
          />
          <WeekScheduleField label="Hours it runs" />
        </SectionForm>
      )}
    </PageState>
  );
}
