import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useFormState, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import type { ServiceKind } from '../../../../../contract';
import { flattenFieldErrors } from '../../../../ui/form/fieldErrors';
import { Form } from '../../../../ui/form/Form';
import { applyServerError } from '../../../../ui/form/serverErrors';
import { UnsavedChangesGuard } from '../../../../ui/form/UnsavedChangesGuard';
import { StepProgress } from '../../../../ui/StepProgress';
import { kindPresentation } from '../../model/catalog';
import { groupHolding, inFormTerms } from '../../model/serverErrors';
import { FlowBody } from './FlowBody';
import type { FlowStep, SummarySection } from './flowTypes';
import { FocusRequest } from './FocusRequest';

export interface CreateServiceFlowProps<S extends z.ZodType<FieldValues, FieldValues>> {
  kind: ServiceKind;
  /** The kind's create request (or a form built on it). */
  schema: S;
  defaultValues: DefaultValues<z.input<S>>;
  steps: readonly FlowStep[];
  /** What the last step shows of the values, per step. */
  summarize: (values: z.input<S>) => SummarySection[];
  onSubmit: (values: z.output<S>) => Promise<unknown>;
  /** Where a server message about a request field belongs in the form, when the form holds it differently. */
  formPath?: (requestPath: string) => string;
  /** Leads back to the choice of kind. */
  backToCatalog: ReactNode;
}

/**
 * Creates a service in steps over one form: each step checks its own fields before the next, going back keeps
 * everything entered, and a failure (in the form or from the server) brings the flow to the step that holds it.
 */
export function CreateServiceFlow<S extends z.ZodType<FieldValues, FieldValues>>({
  kind,
  schema,
  defaultValues,
  steps,
  summarize,
  onSubmit,
  formPath,
  backToCatalog,
}: CreateServiceFlowProps<S>) {
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const [focusPath, setFocusPath] = useState<string | null>(null);
  // Resolves once the step of the field to show is on screen and the field has the cursor.
  const shown = useRef<(() => void) | null>(null);
  const clearFocus = useCallback(() => {
    setFocusPath(null);
    shown.current?.();
    shown.current = null;
  }, []);
  const label = kindPresentation[kind].label;
  const summaryIndex = steps.length;

  const goTo = (index: number) => {
    setActive(index);
    setReached((current) => Math.max(current, index));
  };
  /**
   * Shows the step that holds a field with an error and puts the cursor in it; resolves once it is on screen.
   * Submitting waits for that before focusing the first invalid field itself, which it could not do on a step
   * that is not shown (a select then throws).
   */
  const showField = (path: string | undefined): Promise<void> => {
    if (!path) return Promise.resolve();
    const index = groupHolding(steps, path);
    if (index < 0) return Promise.resolve();
    goTo(index);
    setFocusPath(path);
    shown.current?.();
    return new Promise((resolve) => {
      shown.current = resolve;
    });
  };

  return (
    <Form
      schema={schema}
      defaultValues={defaultValues}
      layout="bare"
      aria-label={`New ${label.toLowerCase()}`}
      onSubmit={(values) => onSubmit(values)}
      onInvalid={(errors) => showField(flattenFieldErrors(errors)[0]?.path)}
      onSubmitError={(error, form) =>
        void showField(
          applyServerError(
            // Not focused here: the field may sit on a step that is not on screen (a select's focus then throws);
            // FocusRequest focuses it once its step shows.
            { getValues: form.getValues, setError: (name, fieldError) => form.setError(name, fieldError) },
            inFormTerms(error, formPath),
            {
              conflictField: 'name' as never,
              action: `create this ${label.toLowerCase()}`,
            },
          ),
        )
      }
    >
      <FlowProgress steps={steps} active={active} reached={reached} label={label} onSelect={goTo} />
      <FlowBody
        kind={kind}
        steps={steps}
        active={active}
        summaryIndex={summaryIndex}
        summarize={summarize as (values: FieldValues) => SummarySection[]}
        onStep={goTo}
        backToCatalog={backToCatalog}
      />
      <FocusRequest path={focusPath} onDone={clearFocus} />
      <UnsavedChangesGuard />
    </Form>
  );
}

/** The steps by name, marking those that hold a field with an error. */
function FlowProgress({
  steps,
  active,
  reached,
  label,
  onSelect,
}: {
  steps: readonly FlowStep[];
  active: number;
  reached: number;
  label: string;
  onSelect: (index: number) => void;
}) {
  const { errors } = useFormState();
  const paths = flattenFieldErrors(errors).map((error) => error.path);
  return (
    <StepProgress
      label={`Steps to create the ${label.toLowerCase()}`}
      steps={[
        ...steps.map((step, index) => ({
          label: step.label,
          error: paths.some((path) => groupHolding(steps, path) === index),
        })),
        { label: 'Summary' },
      ]}
      active={active}
      reached={reached}
      onSelect={onSelect}
    />
  );
}
