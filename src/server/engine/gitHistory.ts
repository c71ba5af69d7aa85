import { between, hex, pick, seededRandom } from './random';

/** One commit of the simulated provider's history of a branch. */
export interface SimulatedCommit {
  id: string;
  message: string;
  authorName: string;
  createdAt: Date;
  /** A tag on the commit, or an empty text. */
  tag: string;
}

/** How many commits the simulated provider keeps of each branch. */
export const SIMULATED_HISTORY_LENGTH = 60;

/** The newest commit of every simulated branch is this old at most: a fixed moment, so histories never move. */
const NEWEST_COMMIT_AT = Date.parse('2026-01-15T09:30:00Z');

const authors = ['Ada Moreau', 'Kofi Mensah', 'Lin Wei', 'Sofia Álvarez', 'Ravi Iyer', 'Mia Schultz'];
const verbs = ['Fix', 'Add', 'Update', 'Refactor', 'Remove', 'Speed up', 'Document', 'Test'];
const subjects = [
  'the health check endpoint',
  'retries on the payment client',
  'the login form validation',
  'database connection pooling',
  'the CSV export',
  'cache headers on static assets',
  'the nightly cleanup job',
  'error messages of the API',
  'the dependency versions',
  'logging of slow requests',
];

/** The repository's address without what varies between spellings of it (case, `.git`, trailing slashes). */
function repositoryKey(repositoryUrl: string): string {
  return repositoryUrl
    .trim()
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\.git$/, '');
}

/**
 * The history the simulated git provider answers for a repository's branch, newest first: the same for the same
 * repository and branch on every call and every machine, so that the platform works without any provider to ask.
 */
export function simulatedHistory(repositoryUrl: string, branch: string): SimulatedCommit[] {
  const random = seededRandom('history', repositoryKey(repositoryUrl), branch);
  let at = NEWEST_COMMIT_AT - between(random, 0, 72) * 3_600_000;
  const commits: SimulatedCommit[] = [];
  let release = between(random, 8, 20);
  for (let index = 0; index < SIMULATED_HISTORY_LENGTH; index += 1) {
    const tagged = index % 8 === 3;
    commits.push({
      id: hex(random, 40),
      message: `${pick(random, verbs)} ${pick(random, subjects)}`,
      authorName: pick(random, authors),
      createdAt: new Date(at),
      tag: tagged ? `v1.${release}.0` : '',
    });
    if (tagged) release -= 1;
    at -= between(random, 1, 30) * 3_600_000;
  }
  return commits;
}

/** The commit a branch points at when no provider is asked: the newest of its simulated history. */
export function simulatedHead(repositoryUrl: string, branch: string): string {
  const [newest] = simulatedHistory(repositoryUrl, branch);
  if (!newest) throw new Error('The simulated history is never empty');
  return newest.id;
}
