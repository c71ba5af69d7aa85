import { pick, type Random, seededRandom } from '../random';
import { repositoryName } from './context';

/** How a Dockerfile of a language builds: its base image and the commands of its two build steps. */
export interface BuildRecipe {
  language: string;
  base: string;
  install: string;
  build: string;
}

const node: BuildRecipe = {
  language: 'Node.js',
  base: 'node:20-alpine',
  install: 'npm ci --omit=dev',
  build: 'npm run build',
};
const python: BuildRecipe = {
  language: 'Python',
  base: 'python:3.12-slim',
  install: 'pip install --no-cache-dir -r requirements.txt',
  build: 'python -m compileall .',
};
const go: BuildRecipe = {
  language: 'Go',
  base: 'golang:1.23-alpine',
  install: 'go mod download',
  build: 'go build -o /app/server ./cmd/server',
};

/** Words of a repository's name or of the folder it builds that give its language away. */
const hints: readonly (readonly [ReadonlySet<string>, BuildRecipe])[] = [
  [new Set(['go', 'golang']), go],
  [new Set(['py', 'python', 'django', 'flask', 'fastapi']), python],
  [new Set(['node', 'js', 'ts', 'web', 'frontend', 'ui', 'next', 'react', 'vue']), node],
];

interface BuiltSource {
  repositoryUrl: string;
  rootPath: string;
}

/**
 * The language a repository's folder is written in, as its Dockerfile builds it: named by its words where they
 * say it (`storefront-web`), otherwise drawn once from the repository and folder, so every commit and every
 * deployment of it builds from the same base image.
 */
export function recipeOf({ repositoryUrl, rootPath }: BuiltSource): BuildRecipe {
  const words = `${repositoryName(repositoryUrl)} ${rootPath}`.toLowerCase().split(/[^a-z0-9]+/);
  const hinted = hints.find(([names]) => words.some((word) => names.has(word)));
  return hinted?.[1] ?? pick(seededRandom('language', repositoryUrl, rootPath), [node, python, go]);
}

/**
 * What varies from one build to another of the same repository, folder and Dockerfile: only the commit. The same
 * commit gives the same sizes and digests, whichever deployment builds it.
 */
export function buildRandom(source: BuiltSource, dockerfile: string, commit: string | null): Random {
  return seededRandom('build', source.repositoryUrl, source.rootPath, dockerfile, commit ?? 'latest');
}
