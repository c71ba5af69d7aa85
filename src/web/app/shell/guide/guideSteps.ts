import type { Guide, GuideStepKey } from '../../../../contract';
import { SAMPLE_APPLICATION_ACTION } from '../../../features/services/model/readyExamples';
import { paths } from '../../../lib/paths';
import { kindOfType } from '../palette/places';

export interface GuideStepText {
  title: string;
  /** What to do there, in a sentence. */
  how: string;
  /** The name of the control to point at on that page (a button or a link). */
  control: string;
}

export const guideStepTexts: Record<GuideStepKey, GuideStepText> = {
  project: {
    title: 'Create a project',
    how: 'A project groups the environments of one product. Name it, say, first-release.',
    control: 'Create project',
  },
  environment: {
    title: 'Add an environment',
    how: 'An environment is where the project runs (staging, production), on one of the organization’s clusters.',
    control: 'Create environment',
  },
  service: {
    title: 'Add a service from an example',
    how: 'A ready example creates a service in one click: a sample web application from a public repository, or a PostgreSQL database.',
    control: SAMPLE_APPLICATION_ACTION,
  },
  stages: {
    title: 'Arrange its deployment stages',
    how: 'Stages deploy one after another: add a stage or move the service to another one.',
    control: 'Add stage',
  },
  variables: {
    title: 'Set a variable and a secret',
    how: 'Settings reach the service as environment variables; a secret’s value is never shown again once saved. Add one of each.',
    control: 'New variable',
  },
  deploy: {
    title: 'Deploy and watch the stages run',
    how: 'Each stage shows its state while the environment deploys.',
    control: 'Deploy environment',
  },
  logs: {
    title: 'Open the logs',
    how: 'What the deployment wrote, line by line, on the service’s Logs tab.',
    control: 'Logs',
  },
};

/** The page where a step's control is, as far as the steps before it were done; undefined when it cannot be. */
export function guideStepPath(key: GuideStepKey, organizationId: string, guide: Guide): string | undefined {
  const { project_id: projectId, environment_id: environmentId } = guide;
  switch (key) {
    case 'project':
      return paths.projects(organizationId);
    case 'environment':
      return projectId ? paths.project(organizationId, projectId) : undefined;
    case 'service':
      return projectId && environmentId
        ? paths.newService(organizationId, projectId, environmentId)
        : undefined;
    case 'variables':
      return projectId && environmentId && guide.service_id && guide.service_type
        ? paths.serviceVariables(
            organizationId,
            projectId,
            environmentId,
            kindOfType[guide.service_type],
            guide.service_id,
          )
        : projectId && environmentId
          ? paths.environmentVariables(organizationId, projectId, environmentId)
          : undefined;
    case 'stages':
    case 'deploy':
      return projectId && environmentId
        ? paths.environmentStages(organizationId, projectId, environmentId)
        : undefined;
    case 'logs':
      return projectId && environmentId && guide.service_id && guide.service_type
        ? paths.service(
            organizationId,
            projectId,
            environmentId,
            kindOfType[guide.service_type],
            guide.service_id,
          )
        : undefined;
  }
}

/**
 * Points at a control of the page in view by its visible name: brings it into view, focuses it and outlines it for
 * a few seconds. The checklist knows no page's code, only the names people see; answers the control found, if any.
 */
export function pointAt(control: string): HTMLElement | null {
  const main = document.querySelector('main');
  const candidates = main ? [...main.querySelectorAll<HTMLElement>('button, a, [role="tab"]')] : [];
  // A control still disabled (its page waiting for data) cannot take the focus: it is looked for again.
  const target = candidates.find(
    (element) => element.textContent?.trim() === control && !element.hasAttribute('disabled'),
  );
  if (!target) return null;
  target.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  target.focus({ preventScroll: true });
  const { outline, outlineOffset } = target.style;
  target.style.outline = '3px solid #f59e0b';
  target.style.outlineOffset = '3px';
  setTimeout(() => {
    target.style.outline = outline;
    target.style.outlineOffset = outlineOffset;
  }, 4000);
  return target;
}

/**
 * Looks for a control until it is pointed at and stays on the page: the page's code, data and permissions may still
 * be on their way (slow on a busy machine), and a page may replace the control pointed at as it renders. Looking
 * stops when `stillWanted` says so, when the page in view changes, and as soon as the person acts (a click or a
 * key): pointing again then would take the focus from what they opened, such as the dialog of the control itself.
 * It has no time limit of its own: however long the page takes, the control is pointed at once it is there.
 */
export async function pointUntilSettled(control: string, stillWanted: () => boolean): Promise<void> {
  let acted = false;
  const onAct = () => {
    acted = true;
  };
  const acts = ['pointerdown', 'keydown'] as const;
  for (const act of acts) document.addEventListener(act, onAct, { capture: true });
  const page = window.location.href;
  const looking = () => stillWanted() && !acted && window.location.href === page;
  try {
    const settle = () => new Promise((resolve) => setTimeout(resolve, 250));
    while (looking()) {
      const target = pointAt(control);
      await settle();
      if (target?.isConnected) return;
    }
  } finally {
    for (const act of acts) document.removeEventListener(act, onAct, { capture: true });
  }
}
