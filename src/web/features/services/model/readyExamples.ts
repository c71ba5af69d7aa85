import type { ApplicationRequest, DatabaseRequest } from '../../../../contract';

/**
 * Services a newcomer can create in one click to see a first release through: every value is set, nothing needs
 * an account, a token or the network (the engine builds and deploys them as it does any other).
 */
export type ReadyExample =
  | { id: 'application'; kind: 'application'; request: ApplicationRequest }
  | { id: 'database'; kind: 'database'; request: DatabaseRequest };

export interface ReadyExampleText {
  title: string;
  description: string;
  /** The button's words: the guided first release points at it by them. */
  action: string;
}

export const SAMPLE_APPLICATION_ACTION = 'Create the sample application';

export const readyExamples: (ReadyExample & ReadyExampleText)[] = [
  {
    id: 'application',
    kind: 'application',
    title: 'Sample web application',
    description:
      'Docker’s public welcome-to-docker repository on GitHub, built from its Dockerfile and served on port 3000.',
    action: SAMPLE_APPLICATION_ACTION,
    request: {
      name: 'sample-web',
      git_repository: { url: 'https://github.com/docker/welcome-to-docker.git', branch: 'main' },
      build_mode: 'DOCKER',
      dockerfile_path: 'Dockerfile',
      ports: [{ internal_port: 3000, publicly_accessible: true }],
    },
  },
  {
    id: 'database',
    kind: 'database',
    title: 'Sample database',
    description: 'PostgreSQL 16 in a container on the environment’s cluster, with 10 GB of storage.',
    action: 'Create the sample database',
    request: { name: 'sample-db', type: 'POSTGRESQL', version: '16', mode: 'CONTAINER', storage: 10 },
  },
];

/** The example's name, or the first of name-2, name-3… that no service of the environment has yet. */
export function freeName(wanted: string, taken: readonly string[]): string {
  const names = new Set(taken);
  if (!names.has(wanted)) return wanted;
  let suffix = 2;
  while (names.has(`${wanted}-${suffix}`)) suffix += 1;
  return `${wanted}-${suffix}`;
}
