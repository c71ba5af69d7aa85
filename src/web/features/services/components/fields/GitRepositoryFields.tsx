import { useQuery } from '@tanstack/react-query';
import { gitTokensQueryOptions } from '../../../../data/git-tokens/queries';
import { paths } from '../../../../lib/paths';
import { useRouteParam } from '../../../../lib/routeParams';
import { SelectField, type SelectOption } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { TextLink } from '../../../../ui/links';
import { Box, Typography } from '../../../../ui/primitives';
import { gitProviderLabels, type GitRepositoryPath } from '../../model/gitProvider';
import { GitProviderField } from './GitProviderField';

/** URL, provider and the token that reads the repository; branch and root path. */
export function GitRepositoryFields({ name }: { name: GitRepositoryPath }) {
  return (
    <>
      <TextField
        name={`${name}.url`}
        label="Repository URL"
        type="url"
        required
        monospace
        placeholder="https://github.com/acme/web.git"
        helperText="The HTTPS address of the repository."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <GitProviderField name={name} />
        <GitTokenField name={`${name}.git_token_id`} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField name={`${name}.branch`} label="Branch" required monospace />
        <TextField
          name={`${name}.root_path`}
          label="Root path"
          monospace
          helperText="The folder to work from, e.g. / or /services/web."
        />
      </Box>
    </>
  );
}

function GitTokenField({ name }: { name: string }) {
  const organizationId = useRouteParam('organizationId');
  const tokens = useQuery(gitTokensQueryOptions(organizationId));
  const options: SelectOption<string | null>[] = [
    { value: null, label: 'None', description: 'The repository is public.' },
    ...(tokens.data?.results ?? []).map((token) => ({
      value: token.id,
      label: token.name,
      description: token.description || gitProviderLabels[token.type],
    })),
  ];
  const help = tokens.isPending
    ? 'Loading the git tokens…'
    : tokens.isError
      ? 'Could not load the git tokens of the organization.'
      : 'The token that reads a private repository.';
  return (
    <Box>
      <SelectField name={name} label="Git token" options={options} helperText={help} />
      {tokens.data?.results.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          No git tokens yet: <TextLink to={paths.gitTokens(organizationId)}>add one</TextLink> to read private
          repositories.
        </Typography>
      ) : null}
    </Box>
  );
}
