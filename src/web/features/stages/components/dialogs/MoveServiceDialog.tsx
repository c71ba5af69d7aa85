import { z } from 'zod';
import type { DeploymentStage } from '../../../../../contract';
import { FormDialog } from '../../../../ui/form/FormDialog';
import { SelectField } from '../../../../ui/form/SelectField';

const choice = z.object({ stageId: z.string().min(1, 'is required') });
type Choice = z.infer<typeof choice>;

interface MoveServiceDialogProps {
  open: boolean;
  onClose: () => void;
  service: { id: string; name: string } | undefined;
  stages: readonly DeploymentStage[];
  onMove: (serviceId: string, stageId: string) => void;
}

/** Moves a service to the stage chosen in a list: the way to do without dragging. */
export function MoveServiceDialog({ open, onClose, service, stages, onMove }: MoveServiceDialogProps) {
  const current = stages.find((stage) => stage.services.some((member) => member.service_id === service?.id));
  const options = stages.map((stage, index) => ({
    value: stage.id,
    label: `${index + 1}. ${stage.name}${stage.id === current?.id ? ' (its stage now)' : ''}`,
  }));
  const submit = ({ stageId }: Choice) => {
    onClose();
    if (service && stageId !== current?.id) onMove(service.id, stageId);
  };
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={`Move ${service?.name ?? 'service'} to stage`}
      description="Stages deploy one after another, in this order; the services of a stage deploy side by side."
      submitLabel="Move"
      schema={choice}
      defaultValues={{ stageId: current?.id ?? '' }}
      onSubmit={submit}
    >
      <SelectField name="stageId" label="Stage" options={options} required />
    </FormDialog>
  );
}
