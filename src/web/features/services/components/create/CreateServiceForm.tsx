import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  applicationRequest,
  containerRequest,
  jobRequest,
  terraformRequest,
  type ServiceKind,
} from '../../../../../contract';
import { shownInForm } from '../../../../lib/mutations';
import { useCreateService } from '../../api/createService';
import { newApplication, newContainer, newJob, newTerraform } from '../../model/createDefaults';
import { requiringGitProvider } from '../../model/gitProvider';
import { helmForm, helmFormPath, newHelm, type HelmFormValues } from '../../model/helmForm';
import type { CreateRequestOf } from '../../model/types';
import {
  applicationSourceSection,
  containerSourceSection,
  runtimeCreationSteps,
} from '../sections/applicationSections';
import { helmCreationSteps } from '../sections/helmSections';
import { jobCreationSteps } from '../sections/jobSections';
import { terraformCreationSteps } from '../sections/terraformSections';
import { summarizeHelm, summarizeTerraform } from '../summary/chartSummaries';
import { summarizeApplication, summarizeContainer, summarizeJob } from '../summary/runtimeSummaries';
import { CreateDatabaseForm } from './CreateDatabaseForm';
import { CreateServiceFlow } from './CreateServiceFlow';
import type { FlowStep, SummarySection } from './flowTypes';

// The kinds that read a git repository name its provider when the server cannot tell it.
const applicationForm = requiringGitProvider(applicationRequest);
const jobForm = requiringGitProvider(jobRequest);
const helmCreateForm = requiringGitProvider(helmForm);
const terraformForm = requiringGitProvider(terraformRequest);

/** The kinds created in steps (a database is one form). */
type SteppedKind = Exclude<ServiceKind, 'database'>;

/** What each stepped kind's form holds while it is filled in. */
interface FormValuesByKind {
  application: z.input<typeof applicationForm>;
  container: z.input<typeof containerRequest>;
  job: z.input<typeof jobForm>;
  helm: HelmFormValues;
  terraform: z.input<typeof terraformForm>;
}

/** How one kind is created in steps: a form holding `V` whose result is the kind's create request. */
interface CreationFlow<K extends SteppedKind, V extends FieldValues> {
  /** The kind's create request, or a form built on it. */
  schema: z.ZodType<CreateRequestOf<K>, V>;
  defaultValues: () => DefaultValues<V>;
  steps: () => readonly FlowStep[];
  summarize: (values: V) => SummarySection[];
  /** Where a server message about a request field shows, when the form holds the request differently. */
  formPath?: (requestPath: string) => string;
}

/** Each stepped kind's flow; the compiler checks every kind's form against its create request. */
const creationFlows: { [K in SteppedKind]: CreationFlow<K, FormValuesByKind[K]> } = {
  application: {
    schema: applicationForm,
    defaultValues: newApplication,
    steps: () => runtimeCreationSteps(applicationSourceSection),
    summarize: summarizeApplication,
  },
  container: {
    schema: containerRequest,
    defaultValues: newContainer,
    steps: () => runtimeCreationSteps(containerSourceSection),
    summarize: summarizeContainer,
  },
  job: { schema: jobForm, defaultValues: newJob, steps: jobCreationSteps, summarize: summarizeJob },
  helm: {
    schema: helmCreateForm,
    defaultValues: newHelm,
    steps: helmCreationSteps,
    summarize: summarizeHelm,
    formPath: helmFormPath,
  },
  terraform: {
    schema: terraformForm,
    defaultValues: newTerraform,
    steps: terraformCreationSteps,
    summarize: summarizeTerraform,
  },
};

interface CreateProps {
  environmentId: string;
  /** Where to go once the service exists. */
  onCreated: (service: { id: string }) => unknown;
  backToCatalog: ReactNode;
}

/** The creation form of one kind of service: a database in one form, the others in steps. */
export function CreateServiceForm({ kind, ...props }: CreateProps & { kind: ServiceKind }) {
  // Keyed by kind: another kind is another form, with nothing of the one before.
  return kind === 'database' ? (
    <CreateDatabaseForm {...props} />
  ) : (
    <CreateInSteps key={kind} kind={kind} {...props} />
  );
}

function CreateInSteps<K extends SteppedKind>({
  kind,
  environmentId,
  onCreated,
  backToCatalog,
}: CreateProps & { kind: K }) {
  const create = useCreateService(kind, environmentId, { onError: shownInForm });
  const flow: CreationFlow<K, FormValuesByKind[K]> = creationFlows[kind];
  return (
    <CreateServiceFlow
      kind={kind}
      schema={flow.schema}
      defaultValues={flow.defaultValues()}
      steps={flow.steps()}
      summarize={flow.summarize}
      formPath={flow.formPath}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}
