import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RedoIcon from '@mui/icons-material/Redo';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Guide, GuideStep } from '../../../../contract';
import { GUIDE_DONE } from './followGuide';
import { guideStepPath, guideStepTexts } from './guideSteps';

/**
 * The steps of the guide, the next one saying what to do. Floating over the page (a narrow window), it shows the
 * next step alone until asked for all of them, so that it covers little of the page.
 */
export function GuideSteps({
  guide,
  compact,
  organizationId,
  progress,
  onPointAt,
  onSkip,
  onRestart,
  onDone,
}: {
  guide: ReturnType<typeof useQuery<Guide>>;
  compact: boolean;
  organizationId: string;
  progress: string;
  /** Points at the control of the page in view named `control`. */
  onPointAt: (control: string) => void;
  onSkip: (key: GuideStep['key']) => void;
  onRestart: () => void;
  /** Closes the guide once every step is settled. */
  onDone: () => void;
}) {
  const steps = guide.data?.steps ?? [];
  const settled = steps.filter((step) => step.done || step.skipped).length;
  const next = steps.find((step) => !step.done && !step.skipped);
  const listId = useId();
  const [showAll, setShowAll] = useState(false);
  const shown = compact && !showAll && next ? [next] : steps;
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {guide.data?.completed ? GUIDE_DONE : `${progress}. Each ticks itself once the platform has it done.`}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={steps.length ? (settled / steps.length) * 100 : 0}
        aria-label="Steps done"
        sx={{ mb: 1.5, borderRadius: 1 }}
      />
      {guide.isPending ? <Typography variant="body2">Loading your progress…</Typography> : null}
      {guide.isError ? (
        <Typography variant="body2" role="alert">
          Your progress could not be loaded. It is asked for again in a moment.
        </Typography>
      ) : null}
      <Box component="ol" id={listId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((step) => (
          <GuideStepItem
            key={step.key}
            step={step}
            current={step.key === next?.key}
            organizationId={organizationId}
            guide={guide.data!}
            onPointAt={onPointAt}
            onSkip={() => onSkip(step.key)}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, mt: 1, '&:empty': { display: 'none' } }}>
        {guide.data?.completed ? (
          <Button size="small" variant="contained" onClick={onDone}>
            Done
          </Button>
        ) : null}
        {compact && next && steps.length > 1 ? (
          <Button
            size="small"
            aria-expanded={showAll}
            aria-controls={listId}
            startIcon={showAll ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
            onClick={() => setShowAll(!showAll)}
          >
            {showAll ? 'Next step only' : `All ${steps.length} steps`}
          </Button>
        ) : null}
        {guide.data && settled > 0 ? (
          <Button size="small" startIcon={<RedoIcon />} onClick={onRestart}>
            Start over
          </Button>
        ) : null}
      </Box>
    </>
  );
}

function GuideStepItem({
  step,
  current,
  organizationId,
  guide,
  onPointAt,
  onSkip,
}: {
  step: GuideStep;
  current: boolean;
  organizationId: string;
  guide: Guide;
  /** Points at the control of the page in view named `control`. */
  onPointAt: (control: string) => void;
  onSkip: () => void;
}) {
  const navigate = useNavigate();
  const text = guideStepTexts[step.key];
  const path = guideStepPath(step.key, organizationId, guide);
  const state = step.done ? 'done' : step.skipped ? 'skipped' : current ? 'next' : 'to do';
  const showMe = async () => {
    if (path) await navigate(path);
    onPointAt(text.control);
  };
  return (
    <Box
      component="li"
      aria-current={current ? 'step' : undefined}
      sx={{ display: 'flex', gap: 1.25, py: 0.75, opacity: step.skipped ? 0.6 : 1 }}
    >
      {step.done ? (
        <CheckCircleIcon fontSize="small" color="success" aria-hidden sx={{ mt: 0.25 }} />
      ) : (
        <RadioButtonUncheckedIcon fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'text.secondary' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: current ? 600 : 400 }}>
          {text.title}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            {` — ${state}`}
          </Box>
        </Typography>
        {current ? (
          <>
            <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
              {text.how} Then choose <strong>{text.control}</strong>.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
              <Button size="small" variant="contained" onClick={() => void showMe()}>
                Show me
              </Button>
              <Button size="small" onClick={onSkip}>
                Skip
              </Button>
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
