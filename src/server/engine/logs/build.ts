import { between, hex, pick } from '../random';
import { info, type LineDraft, type LogSubject, repositoryName } from './context';

export function registryLines({ registryRepository }: LogSubject): LineDraft[] {
  return [
    info(`Creating repository ${registryRepository} in the cluster registry`),
    info(`Repository ${registryRepository} is ready (image retention: 100 tags)`),
  ];
}

export function gitCloneLines({ deployment, random, commit }: LogSubject): LineDraft[] {
  const source = deployment.snapshot.source;
  const url = source.kind === 'git' ? source.repositoryUrl : '';
  const branch = deployment.version.branch ?? 'main';
  const objects = between(random, 300, 4000);
  const compressed = Math.round(objects * 0.6);
  const deltas = Math.round(objects * 0.4);
  const size = (objects * (0.8 + random())) / 1000;
  return [
    info(`git clone --branch ${branch} --single-branch ${url}`),
    info(`Cloning into '/workspace/${repositoryName(url)}'...`),
    info(`remote: Enumerating objects: ${objects}, done.`),
    info(`remote: Counting objects: 100% (${objects}/${objects}), done.`),
    info(`remote: Compressing objects: 100% (${compressed}/${compressed}), done.`),
    info(`Receiving objects: 100% (${objects}/${objects}), ${size.toFixed(2)} MiB | 11.80 MiB/s, done.`),
    info(`Resolving deltas: 100% (${deltas}/${deltas}), done.`),
    info(`HEAD is now at ${(commit ?? hex(random, 40)).slice(0, 7)} (branch ${branch})`),
  ];
}

export function buildQueueLines({ random }: LogSubject): LineDraft[] {
  const waiting = between(random, 0, 3);
  return [
    info(`Waiting for a free builder (${waiting} build${waiting === 1 ? '' : 's'} ahead)`),
    info(`Builder builder-${between(random, 1, 4)} picked up the build`),
  ];
}

const recipes = [
  { base: 'node:20-alpine', install: 'npm ci --omit=dev', build: 'npm run build' },
  {
    base: 'python:3.12-slim',
    install: 'pip install --no-cache-dir -r requirements.txt',
    build: 'python -m compileall .',
  },
  { base: 'golang:1.23-alpine', install: 'go mod download', build: 'go build -o /app/server ./cmd/server' },
] as const;

export function buildLines({ deployment, random, registryRepository, commit }: LogSubject): LineDraft[] {
  const { snapshot } = deployment;
  const tag = (commit ?? 'latest').slice(0, 12);
  if (snapshot.type === 'TERRAFORM') {
    const tool = snapshot.terraform?.engine === 'OPEN_TOFU' ? 'OpenTofu' : 'Terraform';
    return [
      info(`Building the ${tool} runner image (${tool} ${snapshot.terraform?.version ?? 'latest'})`),
      info('#1 [internal] load build definition from Dockerfile'),
      info(`#2 [1/3] FROM docker.io/hashicorp/terraform:${snapshot.terraform?.version ?? 'latest'}`),
      info('#3 [2/3] COPY . /workspace'),
      info('#4 [3/3] RUN terraform fmt -check -recursive'),
      info('#5 exporting to image'),
      info(`Runner image ${registryRepository}:${tag} is ready`),
    ];
  }
  const source = snapshot.source;
  const dockerfile = source.kind === 'git' ? (source.dockerfilePath ?? 'Dockerfile') : 'Dockerfile';
  const recipe = pick(random, recipes);
  const digest = hex(random, 64);
  return [
    info('#0 building with "builder" instance using docker-container driver'),
    info(`#1 [internal] load build definition from ${dockerfile}`),
    info(`#1 transferring dockerfile: ${between(random, 300, 1800)}B done`),
    info(`#2 [internal] load metadata for docker.io/library/${recipe.base}`),
    info('#3 [internal] load .dockerignore'),
    info(`#4 [1/6] FROM docker.io/library/${recipe.base}@sha256:${hex(random, 64)}`),
    info('#5 [2/6] WORKDIR /app'),
    info('#6 [3/6] COPY . .'),
    info(`#7 [4/6] RUN ${recipe.install}`),
    info(`#7 DONE ${(5 + random() * 20).toFixed(1)}s`),
    info(`#8 [5/6] RUN ${recipe.build}`),
    info(`#8 DONE ${(3 + random() * 30).toFixed(1)}s`),
    info('#9 [6/6] USER 1000'),
    info('#10 exporting to image'),
    info(`#10 writing image sha256:${digest} done`),
    info(`#10 naming to ${registryRepository}:${tag} done`),
    info(`#11 pushing layers ${(1 + random() * 4).toFixed(1)}s done`),
    info(`${tag}: digest: sha256:${hex(random, 64)} size: ${between(random, 1500, 4000)}`),
  ];
}

export function mirrorLines({ deployment, random, registryRepository }: LogSubject): LineDraft[] {
  const source = deployment.snapshot.source;
  const image = source.kind === 'image' ? source.imageName : deployment.serviceName;
  const from = source.kind === 'image' && source.registryUrl ? source.registryUrl : 'docker.io';
  const tag = deployment.version.imageTag ?? 'latest';
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
