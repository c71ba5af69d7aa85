import { z } from 'zod';
import { timestamp } from './common';
import { text, trimmedLine } from './text';

/** The kinds of service built from a git repository, whose branch has commits to choose from. */
export const commitKinds = ['application', 'job', 'helm', 'terraform'] as const;
export type CommitKind = (typeof commitKinds)[number];

/** One commit of a service's branch, newest first in a list, as the public API's `Commit`. */
export const commit = z.object({
  git_commit_id: text(),
  /** The first line of the commit's message. */
  message: text(),
  author_name: text(),
  author_avatar_url: text().optional(),
  created_at: timestamp,
  /** A tag pointing at the commit, or an empty text. */
  tag: text(),
  commit_page_url: text().optional(),
});
export type Commit = z.infer<typeof commit>;

/** How many commits a list answers at most (the provider's first page). */
export const COMMIT_LIST_LIMIT = 100;

const commitId = trimmedLine().min(1, 'is required');

export const commitQuery = z.object({
  /** Starts after this commit: the next commits of a list that ended with it. */
  startId: commitId.optional(),
  /** Starts at this commit: the commits a deployment of it runs behind of are left out. */
  gitCommitId: commitId.optional(),
});
export type CommitQuery = z.infer<typeof commitQuery>;

/**
 * The public API's `CommitResponseList`, with what runs of the service: the commit deployed, and how many commits
 * of the branch came after it (null when nothing runs, or when it is older than the commits listed).
 */
export const commitList = z.object({
  results: z.array(commit),
  deployed_commit_id: text().nullable(),
  commits_behind: z.number().int().nullable(),
});
export type CommitList = z.infer<typeof commitList>;
