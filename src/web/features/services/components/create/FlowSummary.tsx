import EditIcon from '@mui/icons-material/EditOutlined';
import { useWatch, type FieldValues } from 'react-hook-form';
import { DetailList } from '../../../../ui/DetailList';
import { Button, Divider, Stack, Typography } from '../../../../ui/primitives';
import type { FlowStep, SummarySection } from './flowTypes';

/** Every value of the flow, grouped by step, each group with a way back to its step. */
export function FlowSummary({
  steps,
  summarize,
  onEdit,
}: {
  steps: readonly FlowStep[];
  summarize: (values: FieldValues) => SummarySection[];
  onEdit: (index: number) => void;
}) {
  const values = useWatch() as FieldValues;
  const sections = summarize(values);
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {sections.map((section) => {
        const index = steps.findIndex((step) => step.id === section.stepId);
        const step = steps[index];
        if (!step) return null;
        return (
          <Stack key={section.stepId} spacing={1.5} component="section" aria-label={step.label}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h3">{step.label}</Typography>
              <Button
                startIcon={<EditIcon fontSize="small" />}
                onClick={() => onEdit(index)}
                aria-label={`Edit ${step.label.toLowerCase()}`}
              >
                Edit
              </Button>
            </Stack>
            <DetailList items={section.items} />
          </Stack>
        );
      })}
    </Stack>
  );
}
