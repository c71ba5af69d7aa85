import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gitRepositoryEndpoints, gitTokenEndpoints, type GitToken } from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { ORG_ID } from '../../../test/fixtures';
import { apiError, mockApi } from '../../../test/mockApi';
import { gitToken } from '../../../test/registryFixtures';
import { renderPage, signInAs } from '../../../test/render';
import { GitTokensPage } from './GitTokensPage';

const github = gitToken({ name: 'github-ci', type: 'GITHUB', associated_services_count: 2 });
const bitbucket = gitToken({
  name: 'bitbucket-ops',
  type: 'BITBUCKET',
  workspace: 'acme-ops',
  git_api_url: 'https://api.bitbucket.org/2.0',
});

function setUp(tokens: GitToken[]) {
  const api = mockApi().on(gitTokenEndpoints.list, { body: { results: tokens } });
  signInAs(api, 'ADMIN');
  const view = renderPage(GitTokensPage, { path: routePatterns.gitTokens, url: paths.gitTokens(ORG_ID) });
  return { api, ...view };
}

async function enabledButton(name: string) {
  return waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
}

// Dialogs with several menus take seconds to fill in under jsdom on a busy machine.
describe('git tokens page', { timeout: 45_000 }, () => {
  it('lists the tokens with provider, workspace and use', async () => {
    setUp([github, bitbucket]);
    const table = await screen.findByRole('table', { name: 'Git tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/bitbucket-ops.*Bitbucket.*acme-ops/);
    expect(rows[1]).toHaveTextContent(/github-ci.*GitHub.*https:\/\/api\.github\.com.*2/);
  });

  it('requires a workspace for Bitbucket before sending anything', async () => {
    const { user, api } = setUp([]);
    expect(await screen.findByRole('heading', { name: 'No git tokens yet' })).toBeInTheDocument();
    await user.click(await enabledButton('Add git token'));
    const dialog = await screen.findByRole('dialog', { name: 'Add git token' });
    expect(within(dialog).queryByLabelText(/Workspace/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Name/), 'bitbucket');
    await user.click(within(dialog).getByRole('combobox', { name: /Provider/ }));
    await user.click(await screen.findByRole('option', { name: 'Bitbucket' }));
    await user.type(within(dialog).getByLabelText(/Token/), 'bb-secret');
    expect(within(dialog).getByLabelText(/Git API URL/)).toHaveAttribute(
      'placeholder',
      'https://api.bitbucket.org/2.0',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add token' }));

    const workspace = within(dialog).getByLabelText(/Workspace/);
    await waitFor(() => expect(workspace).toHaveAccessibleDescription(/Workspace is required/));
    expect(api.sent(gitTokenEndpoints.create)).toHaveLength(0);

    api.on(gitTokenEndpoints.create, { status: 201, body: bitbucket });
    await user.type(workspace, 'acme-ops');
    await user.click(within(dialog).getByRole('button', { name: 'Add token' }));
    await waitFor(() => expect(api.sent(gitTokenEndpoints.create)).toHaveLength(1));
    expect(api.sent(gitTokenEndpoints.create)[0]?.body).toEqual({
      name: 'bitbucket',
      description: '',
      type: 'BITBUCKET',
      token: 'bb-secret',
      workspace: 'acme-ops',
    });
  });

  it('never shows the token value after saving, and keeps it when an edit leaves it empty', async () => {
    const { user, api } = setUp([]);
    const secret = 'ghp_very_secret_value';
    const created = gitToken({ name: 'deployer' });
    api.on(gitTokenEndpoints.create, { status: 201, body: created });
    await user.click(await enabledButton('Add git token'));
    const dialog = await screen.findByRole('dialog', { name: 'Add git token' });
    await user.type(within(dialog).getByLabelText(/Name/), 'deployer');
    const tokenField = within(dialog).getByLabelText(/Token/);
    expect(tokenField).toHaveAttribute('type', 'password');
    await user.type(tokenField, secret);
    api.on(gitTokenEndpoints.list, { body: { results: [created] } });
    await user.click(within(dialog).getByRole('button', { name: 'Add token' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent(gitTokenEndpoints.create)[0]?.body).toMatchObject({ token: secret });
    await screen.findByRole('table', { name: 'Git tokens' });
    expect(document.body).not.toHaveTextContent(secret);
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();

    api.on(gitTokenEndpoints.edit, { body: created });
    await user.click(await enabledButton('Edit deployer'));
    const edit = await screen.findByRole('dialog', { name: 'Edit git token deployer' });
    expect(within(edit).getByLabelText(/Token/)).toHaveValue('');
    // The provider's default address reads as the placeholder, not as a value.
    expect(within(edit).getByLabelText(/Git API URL/)).toHaveValue('');
    await user.type(within(edit).getByLabelText('Description'), 'Deploys');
    await user.click(within(edit).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.sent(gitTokenEndpoints.edit)).toHaveLength(1));
    expect(api.sent(gitTokenEndpoints.edit)[0]?.body).toEqual({
      name: 'deployer',
      description: 'Deploys',
      type: 'GITHUB',
    });
  });

  it('lists the repositories a token sees, searching at the provider', async () => {
    const { user, api } = setUp([github]);
    api.on(gitRepositoryEndpoints.listRepositories, (request) => ({
      body: {
        results: [
          {
            id: '1',
            name: 'acme/web',
            url: 'https://github.com/acme/web',
            default_branch: 'main',
            is_private: true,
          },
          {
            id: '2',
            name: 'acme/docs',
            url: 'https://github.com/acme/docs',
            default_branch: null,
            is_private: false,
          },
        ].filter((repository) => repository.name.includes(request.url.searchParams.get('search') ?? '')),
      },
    }));
    await user.click(await screen.findByRole('button', { name: 'Repositories of github-ci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repositories of github-ci' });
    const list = await within(dialog).findByRole('list', { name: 'Repositories' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: /acme\/web/ })).toHaveAttribute(
      'href',
      'https://github.com/acme/web',
    );
    expect(list).toHaveTextContent('Private');
    const first = api.sent(gitRepositoryEndpoints.listRepositories)[0]!;
    expect(first.path).toBe(`/organization/${ORG_ID}/account/github/repository`);
    expect(first.url.searchParams.get('gitTokenId')).toBe(github.id);

    await user.type(within(dialog).getByRole('searchbox', { name: 'Search repositories' }), 'docs');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(api.sent(gitRepositoryEndpoints.listRepositories).at(-1)?.url.searchParams.get('search')).toBe(
      'docs',
    );
  });

  it('shows the provider’s refusal in words, with a retry', async () => {
    const { user, api } = setUp([github]);
    api.on(
      gitRepositoryEndpoints.listRepositories,
      apiError(
        400,
        'The git token was refused by GitHub (401: Bad credentials): check that it has not expired and that its scopes allow reading repositories',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Repositories of github-ci' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repositories of github-ci' });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('GitHub did not list the repositories.');
    expect(alert).toHaveTextContent('The git token was refused by GitHub (401: Bad credentials)');

    api.on(gitRepositoryEndpoints.listRepositories, { body: { results: [] } });
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText(/This token sees no repositories/)).toBeInTheDocument();
  });

  it('names the token when asking to delete it', async () => {
    const { user, api } = setUp([github]);
    api.on(gitTokenEndpoints.delete, { status: 204 });
    await user.click(await enabledButton('Delete github-ci'));
    const dialog = await screen.findByRole('dialog', { name: 'Delete git token?' });
    expect(dialog).toHaveTextContent('Delete the git token github-ci?');
    expect(dialog).toHaveTextContent('2 services use it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete token' }));
    await waitFor(() => expect(api.sent(gitTokenEndpoints.delete)).toHaveLength(1));
    expect(api.sent(gitTokenEndpoints.delete)[0]?.path).toBe(`/organization/${ORG_ID}/gitToken/${github.id}`);
  });
});
