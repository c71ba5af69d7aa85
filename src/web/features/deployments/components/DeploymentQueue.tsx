import WithdrawIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useQuery } from '@tanstack/react-query';
import { deploymentEndpoints, type Environment, type QueuedDeploymentRequest } from '../../../../contract';
import { serviceNamesQueryOptions } from '../../../data/services/queries';
import { formatDateTime } from '../../../lib/format';
import { placeOf, usePermission } from '../../../lib/identity';
import { ActionButton } from '../../../ui/ActionButton';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { useDialogTarget } from '../../../ui/useDialogTarget';
import { environmentQueueQueryOptions } from '../api/getEnvironmentQueue';
import { useWithdrawRequest } from '../api/withdrawRequest';
import { coverageText, requestName, requestWho, waitingRequests, withdrawal } from '../model/queue';

/**
 * The requests waiting behind the environment's running deployment, first in line first, each withdrawable. Shows
 * nothing while none waits. It is asked again with the environment's views whenever the environment's shared
 * statuses say the queue moved (`refreshViewsOnStatusChange`).
 */
export function DeploymentQueue({ environment }: { environment: Environment }) {
  const queue = useQuery(environmentQueueQueryOptions(environment.id));
  const waiting = waitingRequests(queue.data?.results ?? []);
  const names = useQuery({
    ...serviceNamesQueryOptions(environment.id),
    enabled: waiting.some((request) => request.services.length > 0),
  });
  const permission = usePermission(
    deploymentEndpoints.cancelRequest,
    environment.organization.id,
    placeOf(environment),
  );
  const confirming = useDialogTarget<QueuedDeploymentRequest>();
  const run = useWithdrawRequest(environment, { onSuccess: confirming.close });

  if (waiting.length === 0 && !confirming.open) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 1.5 }}>
      <Typography variant="subtitle2" component="h3" id="deployment-queue" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
        Waiting ({waiting.length})
      </Typography>
      <Box component="ol" aria-labelledby="deployment-queue" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {waiting.map((request) => {
          const coverage = coverageText(request, names.data);
          return (
            <Stack
              key={request.id}
              component="li"
              direction="row"
              spacing={1.5}
              useFlexGap
              sx={{
                alignItems: 'center',
                flexWrap: 'wrap',
                px: 2,
                py: 1,
                borderTop: 1,
                borderColor: 'divider',
                '&:first-of-type': { borderTop: 0 },
              }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {request.position}. {requestName(request)}
                  {coverage ? (
                    <Typography component="span" variant="body2" sx={{ fontWeight: 400 }}>
                      {` · ${coverage}`}
                    </Typography>
                  ) : null}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  Requested {formatDateTime(request.created_at)} by {requestWho(request)}
                </Typography>
              </Box>
              <ActionButton
                size="small"
                variant="outlined"
                startIcon={<WithdrawIcon />}
                onClick={() => confirming.show(request)}
                disabledReason={permission.reason}
              >
                Withdraw
              </ActionButton>
            </Stack>
          );
        })}
      </Box>
      {confirming.target ? (
        <ConfirmDialog
          open={confirming.open}
          title={withdrawal.question(confirming.target, environment.name)}
          confirmLabel={withdrawal.confirmLabel}
          destructive
          onClose={confirming.close}
          onConfirm={() => run.mutateAsync(confirming.target!)}
        >
          {withdrawal.consequence(confirming.target, names.data)}
        </ConfirmDialog>
      ) : null}
    </Paper>
  );
}
