import { useQuery } from '@tanstack/react-query';
import type { Commit, CommitKind } from '../../../../contract';
import { serviceCommitsQueryOptions } from '../../../data/commits/queries';
import { formatDateTime } from '../../../lib/format';
import { SearchableChoiceField, type SearchableChoice } from '../../../ui/form/SearchableChoiceField';

export const shortCommit = (id: string) => id.slice(0, 7);

/** A commit as a choice: its message, then its short id, author, date and tag. */
export function commitChoice(commit: Commit, latest: boolean): SearchableChoice {
  const detail = [
    shortCommit(commit.git_commit_id),
    commit.author_name,
    formatDateTime(commit.created_at),
    commit.tag,
    latest ? 'latest' : '',
  ].filter(Boolean);
  return { value: commit.git_commit_id, label: commit.message, detail: detail.join(' · ') };
}

interface CommitFieldProps {
  kind: CommitKind;
  serviceId: string;
  branch: string;
  autoFocus?: boolean;
}

/**
 * The commit a deploy builds, chosen among the branch's latest by message or id; left empty, the latest. An id the
 * list does not reach may be typed as it is.
 */
export function CommitField({ kind, serviceId, branch, autoFocus }: CommitFieldProps) {
  const commits = useQuery(serviceCommitsQueryOptions(kind, serviceId));
  const choices = (commits.data?.results ?? []).map((commit, index) => commitChoice(commit, index === 0));
  const latest = commits.data?.results[0];
  const helperText = commits.isError
    ? `The commits of ${branch} could not be listed: type a commit id and press Enter, or leave empty for the latest.`
    : `Search by message or id. Leave empty to deploy the latest commit of ${branch}.`;
  return (
    <SearchableChoiceField
      name="git_commit_id"
      label="Commit"
      choices={choices}
      loading={commits.isPending}
      placeholder={
        latest ? `Latest: ${shortCommit(latest.git_commit_id)} ${latest.message}` : 'Latest commit'
      }
      helperText={helperText}
      autoFocus={autoFocus}
      freeText
    />
  );
}
