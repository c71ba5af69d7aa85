import type { ServiceDeployment } from '../../../../contract';
import { formatDateTime } from '../../../lib/format';
import { DetailList } from '../../../ui/DetailList';
import { Alert, Box } from '../../../ui/primitives';
import { deploymentSeconds, formatDuration, versionText } from '../model/format';
import { actionWords } from '../model/words';

/** When it ran, for how long, what version, in which stage; and why it failed, when it did. */
export function DeploymentSummary({ deployment, now }: { deployment: ServiceDeployment; now: number }) {
  const failed = deployment.status_details.status === 'ERROR';
  return (
    <>
      {deployment.reason ? (
        <Alert severity={failed ? 'error' : 'warning'} sx={{ mb: 2 }}>
          {deployment.reason}
        </Alert>
      ) : null}
      <DetailList
        items={[
          { label: 'Action', value: actionWords[deployment.action] },
          { label: 'Queued', value: formatDateTime(deployment.created_at) },
          {
            label: 'Started',
            value: deployment.started_at ? formatDateTime(deployment.started_at) : 'Not yet',
          },
          {
            label: deployment.ended_at ? 'Took' : 'Running for',
            value: formatDuration(deploymentSeconds(deployment, now)),
          },
          {
            label: 'Version',
            value: (
              <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {versionText(deployment.version)}
              </Box>
            ),
          },
          { label: 'Stage', value: `${deployment.stage.index + 1}. ${deployment.stage.name}` },
        ]}
      />
    </>
  );
}
