import { useQuery } from '@tanstack/react-query';
import type { CommitKind } from '../../../../../contract';
import { commitsBehind, serviceCommitsQueryOptions } from '../../../../data/commits/queries';
import { plural } from '../../../../lib/format';
import { Box, Stack, Typography } from '../../../../ui/primitives';

interface RunningCommitProps {
  kind: CommitKind;
  serviceId: string;
  commitId: string;
  tag: string | null;
}

/** The commit that runs, its message once the branch's commits are read, and how far behind the branch it is. */
export function RunningCommit({ kind, serviceId, commitId, tag }: RunningCommitProps) {
  const commits = useQuery(serviceCommitsQueryOptions(kind, serviceId));
  const listed = commits.data?.results.find((commit) => commit.git_commit_id === commitId);
  const behind = commits.data ? commitsBehind(commits.data, commitId) : null;
  const shownTag = tag || listed?.tag;
  return (
    <Stack spacing={0.25}>
      <Box component="code" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
        {commitId.slice(0, 12)}
        {shownTag ? ` (${shownTag})` : ''}
      </Box>
      {listed ? <Typography variant="body2">{listed.message}</Typography> : null}
      {behind !== null ? (
        <Typography
          variant="body2"
          color={behind > 0 ? 'text.primary' : 'text.secondary'}
          sx={{ fontWeight: behind > 0 ? 600 : undefined }}
        >
          {behind === 0 ? 'The latest commit of its branch' : `${plural(behind, 'commit')} behind its branch`}
        </Typography>
      ) : null}
      {commits.data && behind === null ? (
        <Typography variant="body2" color="text.secondary">
          Older than the latest commits of its branch
        </Typography>
      ) : null}
    </Stack>
  );
}
