import { between, hex, seededRandom } from '../random';
import { info, type LineDraft, type LogSubject, repositoryName } from './context';
import { buildRandom, recipeOf } from './recipes';
import { shares } from './timeline';

export function registryLines({ registryRepository }: LogSubject): LineDraft[] {
  return [
    info(`Creating repository ${registryRepository} in the cluster registry`),
    info(`Repository ${registryRepository} is ready (image retention: 100 tags)`),
  ];
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)}s`;

/** What git prints cloning the commit: the same repository and commit give the same objects and sizes. */
export function gitCloneLines({ deployment, commit, lengthMs }: LogSubject): LineDraft[] {
  const source = deployment.snapshot.source;
  const url = source.kind === 'git' ? source.repositoryUrl : '';
  const branch = deployment.version.branch ?? 'main';
  const random = seededRandom('clone', url, commit ?? branch);
  const objects = between(random, 300, 4000);
  const compressed = Math.round(objects * 0.6);
  const deltas = Math.round(objects * 0.4);
  const size = (objects * (0.8 + random())) / 1000;
  const weights = [0.05, 0.05, 0.1, 0.1, 0.5, 0.15, 0.05];
  const spans = shares(lengthMs, weights);
  // Objects are received between the compression line and the one that says they all arrived.
  const receivingSec = Math.max(spans[4] ?? 0, 1) / 1000;
  const messages = [
    `git clone --branch ${branch} --single-branch ${url}`,
    `Cloning into '/workspace/${repositoryName(url)}'...`,
    `remote: Enumerating objects: ${objects}, done.`,
    `remote: Counting objects: 100% (${objects}/${objects}), done.`,
    `remote: Compressing objects: 100% (${compressed}/${compressed}), done.`,
    `Receiving objects: 100% (${objects}/${objects}), ${size.toFixed(2)} MiB | ${(size / receivingSec).toFixed(2)} MiB/s, done.`,
    `Resolving deltas: 100% (${deltas}/${deltas}), done.`,
    `HEAD is now at ${(commit ?? hex(random, 40)).slice(0, 7)} (branch ${branch})`,
  ];
  return messages.map((message, index) => info(message, spans[index]));
}

export function buildQueueLines({ random }: LogSubject): LineDraft[] {
  const waiting = between(random, 0, 3);
  return [
    info(`Waiting for a free builder (${waiting} build${waiting === 1 ? '' : 's'} ahead)`),
    info(`Builder builder-${between(random, 1, 4)} picked up the build`),
  ];
}

function terraformRunnerLines({ deployment, registryRepository, commit }: LogSubject): LineDraft[] {
  const { terraform } = deployment.snapshot;
  const tool = terraform?.engine === 'OPEN_TOFU' ? 'OpenTofu' : 'Terraform';
  const version = terraform?.version ?? 'latest';
  return [
    info(`Building the ${tool} runner image (${tool} ${version})`),
    info('#1 [internal] load build definition from Dockerfile'),
    info(`#2 [1/3] FROM docker.io/hashicorp/terraform:${version}`),
    info('#3 [2/3] COPY . /workspace'),
    info('#4 [3/3] RUN terraform fmt -check -recursive'),
    info('#5 exporting to image'),
    info(`Runner image ${registryRepository}:${(commit ?? 'latest').slice(0, 12)} is ready`),
  ];
}

/** The folder a build sends as its context: the repository's root path within its clone. */
function contextOf(repositoryUrl: string, rootPath: string): string {
  const folder = rootPath.replace(/^\/+|\/+$/g, '');
  return `/workspace/${repositoryName(repositoryUrl)}${folder ? `/${folder}` : ''}`;
}

/**
 * A Docker build of the commit with the service's Dockerfile and target: the base image is the repository's
 * language's, the digests and sizes the commit's; the times it prints are the step's own, split among its lines.
 */
export function buildLines(subject: LogSubject): LineDraft[] {
  const { deployment, registryRepository, commit, lengthMs } = subject;
  const source = deployment.snapshot.source;
  if (deployment.snapshot.type === 'TERRAFORM' || source.kind !== 'git') return terraformRunnerLines(subject);
  const dockerfile = source.dockerfilePath ?? 'Dockerfile';
  const target = source.dockerTarget ? ` --target ${source.dockerTarget}` : '';
  const recipe = recipeOf(source);
  const random = buildRandom(source, dockerfile, commit);
  const tag = (commit ?? 'latest').slice(0, 12);
  const quick = 0.01;
  const install = 0.25 + random() * 0.1;
  const compile = 0.25 + random() * 0.1;
  const push = 0.08;
  const spans = shares(lengthMs, [
    ...[quick, quick, quick, quick, 0.04, quick, 0.06, quick, 0.03],
    install,
    quick,
    compile,
    ...[quick, quick, 0.03, quick],
    push,
    quick,
  ]);
  const took = (index: number) => seconds(spans[index] ?? 0);
  const messages = [
    `docker buildx build --file ${dockerfile}${target} --tag ${registryRepository}:${tag} ${contextOf(source.repositoryUrl, source.rootPath)}`,
    '#0 building with "builder" instance using docker-container driver',
    `#1 [internal] load build definition from ${dockerfile}`,
    `#1 transferring dockerfile: ${between(random, 300, 1800)}B done`,
    `#2 [internal] load metadata for docker.io/library/${recipe.base}`,
    '#3 [internal] load .dockerignore',
    `#4 [1/6] FROM docker.io/library/${recipe.base}@sha256:${hex(seededRandom('base', recipe.base), 64)}`,
    '#5 [2/6] WORKDIR /app',
    '#6 [3/6] COPY . .',
    `#7 [4/6] RUN ${recipe.install}`,
    `#7 DONE ${took(9)}`,
    `#8 [5/6] RUN ${recipe.build}`,
    `#8 DONE ${took(11)}`,
    '#9 [6/6] USER 1000',
    '#10 exporting to image',
    `#10 writing image sha256:${hex(random, 64)} done`,
    `#10 naming to ${registryRepository}:${tag} done`,
    `#11 pushing layers ${took(16)} done`,
    `${tag}: digest: sha256:${hex(random, 64)} size: ${between(random, 1500, 4000)}`,
  ];
  return messages.map((message, index) => info(message, spans[index]));
}

/** What copying the image prints: the same image and tag give the same layers. */
export function mirrorLines({ deployment, registryRepository }: LogSubject): LineDraft[] {
  const source = deployment.snapshot.source;
  const image = source.kind === 'image' ? source.imageName : deployment.serviceName;
  const from = source.kind === 'image' && source.registryUrl ? source.registryUrl : 'docker.io';
  const tag = deployment.version.imageTag ?? 'latest';
  const random = seededRandom('mirror', from, image, tag);
  const blobs = between(random, 2, 5);
  return [
    info(`Mirroring ${image}:${tag} from ${from} to ${registryRepository}`),
    info('Getting image source signatures'),
    ...Array.from({ length: blobs }, () => info(`Copying blob sha256:${hex(random, 64)}`)),
    info(`Copying config sha256:${hex(random, 64)}`),
    info('Writing manifest to image destination'),
    info(`Image available as ${registryRepository}:${tag}`),
  ];
}
