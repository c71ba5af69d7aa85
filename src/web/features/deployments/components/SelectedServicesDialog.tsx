import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Box, Typography } from '../../../ui/primitives';
import { useSelectedServicesAction } from '../api/actions';
import {
  selectedServicesActions,
  type ChosenService,
  type SelectedServicesActionName,
} from '../model/selectedServicesActions';

// A long selection is named in part; the count in the title says how many there are.
const NAMED_AT_MOST = 12;

export interface SelectedServicesDialogProps {
  environmentId: string;
  action: SelectedServicesActionName;
  services: readonly ChosenService[];
  open: boolean;
  onClose: () => void;
  /** Once the API accepted the request (the notice is shown already). */
  onDone: () => void;
}

/** Asks before deploying, restarting or stopping the chosen services, naming each of them. */
export function SelectedServicesDialog({
  environmentId,
  action,
  services,
  open,
  onClose,
  onDone,
}: SelectedServicesDialogProps) {
  const run = useSelectedServicesAction(environmentId, { onSuccess: onDone });
  const spec = selectedServicesActions[action];
  const named = services.slice(0, NAMED_AT_MOST);
  const more = services.length - named.length;
  return (
    <ConfirmDialog
      open={open}
      title={spec.question(services)}
      confirmLabel={spec.confirmLabel(services)}
      destructive={spec.destructive}
      onClose={onClose}
      onConfirm={() => run.mutateAsync({ action, services })}
    >
      <Box component="ul" aria-label="Services" sx={{ m: 0, mb: 1.5, pl: 2.5 }}>
        {named.map((service) => (
          <li key={service.id}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {service.name}
            </Typography>
          </li>
        ))}
        {more > 0 ? <li>and {more} more</li> : null}
      </Box>
      {spec.consequence(services)}
    </ConfirmDialog>
  );
}
