import { useCallback, useState, type ReactNode } from 'react';
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
  const clearFocus = useCallback(() => setFocusPath(null), []);
  const label = kindPresentation[kind].label;
  const summaryIndex = steps.length;

  const goTo = (index: number) => {
    setActive(index);
    setReached((current) => Math.max(current, index));
  };
  /** Shows the step that holds a field with an error and puts the cursor in it. */
  const showField = (path: string | undefined) => {
    if (!path) return;
    const index = groupHolding(steps, path);
    if (index < 0) return;
    goTo(index);
    setFocusPath(path);
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
        showField(
          applyServerError(form, inFormTerms(error, formPath), {
            conflictField: 'name' as never,
            action: `create this ${label.toLowerCase()}`,
          }),
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
