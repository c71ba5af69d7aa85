import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';

export interface ProgressStep {
  label: string;
  /** The step holds a field that needs attention. */
  error?: boolean;
}

export interface StepProgressProps {
  /** Names the list of steps, e.g. "Steps to create an application". */
  label: string;
  steps: readonly ProgressStep[];
  active: number;
  /** Steps up to this one have been reached and can be revisited. */
  reached: number;
  onSelect: (index: number) => void;
}

/**
 * Where a multi-step flow stands: the steps by name (reached ones can be revisited) on wide screens, "Step 2 of 6"
 * with a bar on narrow ones.
 */
export function StepProgress({ label, steps, active, reached, onSelect }: StepProgressProps) {
  const current = steps[active];
  return (
    <>
      <Stepper
        nonLinear
        activeStep={active}
        aria-label={label}
        sx={{ display: { xs: 'none', lg: 'flex' }, mb: 3 }}
      >
        {steps.map((step, index) => (
          <Step key={step.label} completed={index < reached && index !== active && !step.error}>
            <StepButton
              onClick={() => onSelect(index)}
              disabled={index > reached}
              optional={
                step.error ? (
                  <Typography variant="caption" color="error">
                    Needs attention
                  </Typography>
                ) : undefined
              }
            >
              <StepLabel error={step.error}>{step.label}</StepLabel>
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Stack spacing={0.75} sx={{ display: { xs: 'flex', lg: 'none' }, mb: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Step {active + 1} of {steps.length}
          {current ? (
            <Typography component="span" variant="body2" sx={{ color: 'text.primary', fontWeight: 600 }}>
              {` · ${current.label}`}
            </Typography>
          ) : null}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={((active + 1) / steps.length) * 100}
          aria-label={`Step ${active + 1} of ${steps.length}`}
          sx={{ borderRadius: 1 }}
        />
      </Stack>
    </>
  );
}
