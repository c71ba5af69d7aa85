import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useFormContext, type FieldValues } from 'react-hook-form';
import type { ServiceKind } from '../../../../../contract';
import { FormAlert } from '../../../../ui/form/FormAlert';
import { SubmitButton } from '../../../../ui/form/SubmitButton';
import { Box, Button, Divider, Paper, Stack, Typography } from '../../../../ui/primitives';
import { kindPresentation } from '../../model/catalog';
import type { FlowStep, SummarySection } from './flowTypes';
import { FlowSummary } from './FlowSummary';

interface FlowBodyProps {
  kind: ServiceKind;
  steps: readonly FlowStep[];
  active: number;
  summaryIndex: number;
  summarize: (values: FieldValues) => SummarySection[];
  onStep: (index: number) => void;
  backToCatalog: ReactNode;
}

/** The current step of a creation flow: its heading, its fields (or the summary) and the way on. */
export function FlowBody({
  kind,
  steps,
  active,
  summaryIndex,
  summarize,
  onStep,
  backToCatalog,
}: FlowBodyProps) {
  const { trigger } = useFormContext();
  const heading = useRef<HTMLHeadingElement>(null);
  const isSummary = active === summaryIndex;
  const step = steps[active];
  const label = kindPresentation[kind].label;

  // Each step announces itself: focus moves to its heading (the first one keeps the cursor in its first field).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [active]);

  const next = async () => {
    if (!step) return;
    if (await trigger(step.fields as string[], { shouldFocus: true })) onStep(active + 1);
  };
  // Enter in a field moves on instead of submitting the whole flow from an early step.
  const onKeyDown = (event: KeyboardEvent) => {
    if (isSummary || event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    if (event.target.closest('[role="combobox"], [aria-haspopup]')) return;
    event.preventDefault();
    void next();
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="flow-step-title" onKeyDown={onKeyDown}>
      <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
        <div>
          <Typography variant="h2" id="flow-step-title" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
            {isSummary ? 'Summary' : step?.label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {isSummary
              ? `Check the settings, then create the ${label.toLowerCase()}. You can change them later.`
              : step?.description}
          </Typography>
        </div>
        <FormAlert />
        {isSummary ? (
          <FlowSummary steps={steps} summarize={summarize} onEdit={onStep} />
        ) : (
          <Stack spacing={2}>{step?.content}</Stack>
        )}
      </Stack>
      <Divider />
      <Stack
        direction="row"
        spacing={1}
        sx={{ px: { xs: 2, sm: 3 }, py: 1.5, justifyContent: 'space-between', alignItems: 'center' }}
      >
        <Box>
          {active === 0 ? (
            backToCatalog
          ) : (
            <Button startIcon={<ArrowBackIcon />} onClick={() => onStep(active - 1)}>
              Back
            </Button>
          )}
        </Box>
        {isSummary ? (
          <SubmitButton>Create {label.toLowerCase()}</SubmitButton>
        ) : (
          <Button variant="contained" endIcon={<ArrowForwardIcon />} onClick={() => void next()}>
            Next
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
