import type { ReactNode } from 'react';
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
import { helmForm, helmFormPath, newHelm } from '../../model/helmForm';
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

// The kinds that read a git repository name its provider when the server cannot tell it.
const applicationForm = requiringGitProvider(applicationRequest);
const jobForm = requiringGitProvider(jobRequest);
const helmCreateForm = requiringGitProvider(helmForm);
const terraformForm = requiringGitProvider(terraformRequest);

interface CreateProps {
  environmentId: string;
  /** Where to go once the service exists. */
  onCreated: (service: { id: string }) => unknown;
  backToCatalog: ReactNode;
}

/** The creation form of one kind of service: a database in one form, the others in steps. */
export function CreateServiceForm({ kind, ...props }: CreateProps & { kind: ServiceKind }) {
  const forms: Record<ServiceKind, ReactNode> = {
    application: <CreateApplication {...props} />,
    container: <CreateContainer {...props} />,
    database: <CreateDatabaseForm {...props} />,
    job: <CreateJob {...props} />,
    helm: <CreateHelm {...props} />,
    terraform: <CreateTerraform {...props} />,
  };
  return forms[kind];
}

function CreateApplication({ environmentId, onCreated, backToCatalog }: CreateProps) {
  const create = useCreateService('application', environmentId, { onError: shownInForm });
  return (
    <CreateServiceFlow
      kind="application"
      schema={applicationForm}
      defaultValues={newApplication()}
      steps={runtimeCreationSteps(applicationSourceSection)}
      summarize={summarizeApplication}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}

function CreateContainer({ environmentId, onCreated, backToCatalog }: CreateProps) {
  const create = useCreateService('container', environmentId, { onError: shownInForm });
  return (
    <CreateServiceFlow
      kind="container"
      schema={containerRequest}
      defaultValues={newContainer()}
      steps={runtimeCreationSteps(containerSourceSection)}
      summarize={summarizeContainer}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}

function CreateJob({ environmentId, onCreated, backToCatalog }: CreateProps) {
  const create = useCreateService('job', environmentId, { onError: shownInForm });
  return (
    <CreateServiceFlow
      kind="job"
      schema={jobForm}
      defaultValues={newJob()}
      steps={jobCreationSteps()}
      summarize={summarizeJob}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}

function CreateHelm({ environmentId, onCreated, backToCatalog }: CreateProps) {
  const create = useCreateService('helm', environmentId, { onError: shownInForm });
  return (
    <CreateServiceFlow
      kind="helm"
      schema={helmCreateForm}
      defaultValues={newHelm()}
      steps={helmCreationSteps()}
      summarize={summarizeHelm}
      formPath={helmFormPath}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}

function CreateTerraform({ environmentId, onCreated, backToCatalog }: CreateProps) {
  const create = useCreateService('terraform', environmentId, { onError: shownInForm });
  return (
    <CreateServiceFlow
      kind="terraform"
      schema={terraformForm}
      defaultValues={newTerraform()}
      steps={terraformCreationSteps()}
      summarize={summarizeTerraform}
      onSubmit={async (values) => onCreated(await create.mutateAsync(values))}
      backToCatalog={backToCatalog}
    />
  );
}
