import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationEndpoints, type Application } from '../../../../../contract';
import { paths, routePatterns } from '../../../../lib/paths';
import { ORG_ID } from '../../../../test/fixtures';
import { apiError, mockApi } from '../../../../test/mockApi';
import { renderPage, signInAs } from '../../../../test/render';
import { NewServicePage } from '../../pages/NewServicePage';
import { application, ENVIRONMENT_ID, gitRepository, PROJECT_ID } from '../../../../../contract/testing';
import { renderServicePage } from '../../testing/renderServicePage';
import { answerChoices } from '../../testing/serviceApi';
import { nextStep, nextSteps, stepHeading } from '../../testing/wizard';

function createApplication() {
  const api = answerChoices(mockApi());
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url: paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application'),
    others: [routePatterns.service],
  });
  return { api, ...view };
}

const providerSelect = () => screen.getByRole('combobox', { name: /^Git provider/ });
const url = () => screen.getByLabelText(/Repository URL/);

async function toSource(user: ReturnType<typeof createApplication>['user']) {
  await user.type(await screen.findByLabelText(/^Name/), 'web');
  await nextStep(user, 'Source');
}

async function choose(user: ReturnType<typeof createApplication>['user'], select: HTMLElement, name: RegExp) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
}

async function nextUntilSummary(user: ReturnType<typeof createApplication>['user']) {
  await nextSteps(user, ['Resources', 'Ports', 'Health checks', 'Summary']);
}

describe('the git provider of a new application', { timeout: 45_000 }, () => {
  it('follows the URL’s host as it is typed, until one is picked by hand', async () => {
    const { user } = createApplication();
    await toSource(user);
    expect(providerSelect()).not.toHaveTextContent(/GitHub|GitLab|Bitbucket/);

    await user.type(url(), 'https://gitlab.com/acme/web.git');
    await waitFor(() => expect(providerSelect()).toHaveTextContent('GitLab'));
    expect(providerSelect()).toHaveAccessibleDescription('Inferred from the URL (gitlab.com).');
    await user.clear(url());
    await user.type(url(), 'https://github.com/acme/web.git');
    await waitFor(() => expect(providerSelect()).toHaveTextContent('GitHub'));
    // Another host: nothing to tell it by, so the guess is withdrawn.
    await user.clear(url());
    await user.type(url(), 'https://git.example.com/acme/web.git');
    await waitFor(() => expect(providerSelect()).not.toHaveTextContent(/GitHub|GitLab|Bitbucket/));

    await choose(user, providerSelect(), /^Bitbucket/);
    await user.clear(url());
    await user.type(url(), 'https://github.com/acme/web.git');
    expect(providerSelect()).toHaveTextContent('Bitbucket');
    expect(providerSelect()).toHaveAccessibleDescription('The URL is on github.com.');
  });

  it('is required outside the known hosts, and sent once chosen', async () => {
    const { user, api } = createApplication();
    api.on(applicationEndpoints.create, { status: 201, body: application() });
    await toSource(user);
    await user.type(url(), 'https://git.example.com/acme/web.git');
    expect(providerSelect()).toHaveAccessibleDescription(
      'Required for a repository outside github.com, gitlab.com or bitbucket.org.',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(providerSelect()).toHaveAccessibleDescription('Git provider is required'));
    expect(stepHeading()).toHaveTextContent('Source');

    await choose(user, providerSelect(), /^GitLab/);
    await waitFor(() =>
      expect(providerSelect()).toHaveAccessibleDescription(
        'Required for a repository outside github.com, gitlab.com or bitbucket.org.',
      ),
    );
    await nextUntilSummary(user);
    expect(screen.getByRole('region', { name: 'Source' })).toHaveTextContent('Git providerGitLab');
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    expect(api.sent(applicationEndpoints.create)[0]?.body).toMatchObject({
      git_repository: { url: 'https://git.example.com/acme/web.git', provider: 'GITLAB', git_token_id: null },
    });
  });

  it('sends the flow back to Source when the summary is reached with the provider missing', async () => {
    const { user, api } = createApplication();
    api.on(applicationEndpoints.create, { status: 201, body: application() });
    await toSource(user);
    await user.type(url(), 'https://github.com/a/w');
    await nextUntilSummary(user);
    await user.click(screen.getByRole('tab', { name: /^Source/ }));
    // Typed over: github.company is another host than github.com, which it passes on the way.
    await user.type(url(), 'https://github.company/a/w', {
      initialSelectionStart: 0,
      initialSelectionEnd: 99,
    });
    await user.click(screen.getByRole('tab', { name: /^Summary/ }));
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Source'));
    await waitFor(() => expect(providerSelect()).toHaveAccessibleDescription('Git provider is required'));
    expect(api.sent(applicationEndpoints.create)).toHaveLength(0);

    // The submission ended: once a provider is chosen, the summary creates it.
    await choose(user, providerSelect(), /^GitHub/);
    await user.click(screen.getByRole('tab', { name: /^Summary/ }));
    await user.click(screen.getByRole('button', { name: 'Create application' }));
    expect(await screen.findByText(`Navigated to ${routePatterns.service}`)).toBeInTheDocument();
    expect(api.sent(applicationEndpoints.create)[0]?.body).toMatchObject({
      git_repository: { url: 'https://github.company/a/w', provider: 'GITHUB' },
    });
  });

  it('takes the git token’s provider when a token is chosen', async () => {
    const { user } = createApplication();
    await toSource(user);
    await user.type(url(), 'https://git.example.com/acme/web.git');
    await choose(user, screen.getByRole('combobox', { name: /Git token/ }), /^GitHub/);

    await waitFor(() => expect(providerSelect()).toHaveTextContent('GitHub'));
    expect(providerSelect()).toHaveAccessibleDescription('The provider of the chosen git token.');
  });

  it('shows the server’s refusal of the provider under the field, back on the Source step', async () => {
    const { user, api } = createApplication();
    api.on(
      applicationEndpoints.create,
      apiError(400, 'body.git_repository.provider: must be GITHUB, the provider of git token "GitHub"'),
    );
    await toSource(user);
    await user.type(url(), 'https://git.example.com/acme/web.git');
    await choose(user, screen.getByRole('combobox', { name: /Git token/ }), /^GitHub/);
    await choose(user, providerSelect(), /^GitLab/);
    expect(providerSelect()).toHaveAccessibleDescription('The chosen git token is a GitHub token.');
    await nextUntilSummary(user);
    await user.click(screen.getByRole('button', { name: 'Create application' }));

    await waitFor(() => expect(stepHeading()).toHaveTextContent('Source'));
    await waitFor(() =>
      expect(providerSelect()).toHaveAccessibleDescription(
        'Git provider must be GITHUB, the provider of git token "GitHub"',
      ),
    );
    expect(screen.getByRole('tab', { name: /^Source/ })).toHaveAccessibleName('Source Needs attention');
    expect(api.sent(applicationEndpoints.create)).toHaveLength(1);

    // Choosing again answers it.
    await choose(user, providerSelect(), /^GitHub/);
    await waitFor(() =>
      expect(providerSelect()).toHaveAccessibleDescription('The provider of the chosen git token.'),
    );
  });
});

describe('the git provider in the Source settings', { timeout: 45_000 }, () => {
  const selfHosted = application({
    git_repository: gitRepository({
      url: 'https://git.example.com/acme/web.git',
      provider: 'GITLAB',
      git_token_id: null,
      git_token_name: null,
    }),
  });
  const sourceUrl = paths.serviceSettings(
    ORG_ID,
    PROJECT_ID,
    ENVIRONMENT_ID,
    'application',
    selfHosted.id,
    'source',
  );

  it('keeps the saved provider of a self-hosted repository, and saves a change of it', async () => {
    const { user, api } = renderServicePage('application', selfHosted, sourceUrl);
    api.on(applicationEndpoints.edit, (request) => ({
      body: { ...selfHosted, ...(request.body as Partial<Application>) } as Application,
    }));
    const form = await screen.findByRole('form', { name: 'Source' });
    expect(within(form).getByRole('combobox', { name: /^Git provider/ })).toHaveTextContent('GitLab');
    expect(within(form).queryByText('Unsaved changes')).not.toBeInTheDocument();

    // Picked for this repository, not told by its URL: typing another URL leaves it.
    await user.clear(within(form).getByLabelText(/Repository URL/));
    await user.type(within(form).getByLabelText(/Repository URL/), 'https://github.com/acme/web.git');
    expect(within(form).getByRole('combobox', { name: /^Git provider/ })).toHaveTextContent('GitLab');
    await choose(user, within(form).getByRole('combobox', { name: /^Git provider/ }), /^GitHub/);
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(api.sent(applicationEndpoints.edit)).toHaveLength(1));
    expect(api.sent(applicationEndpoints.edit)[0]?.body).toMatchObject({
      git_repository: { url: 'https://github.com/acme/web.git', provider: 'GITHUB' },
    });
  });

  it('withdraws a provider told by the old URL when the new one tells none', async () => {
    const hosted = application({
      git_repository: gitRepository({ git_token_id: null, git_token_name: null }),
    });
    const { user, api } = renderServicePage('application', hosted, sourceUrl);
    const form = await screen.findByRole('form', { name: 'Source' });
    const provider = within(form).getByRole('combobox', { name: /^Git provider/ });
    expect(provider).toHaveTextContent('GitHub');
    await user.clear(within(form).getByLabelText(/Repository URL/));
    await user.type(within(form).getByLabelText(/Repository URL/), 'https://git.example.com/w');
    await waitFor(() => expect(provider).not.toHaveTextContent(/GitHub|GitLab|Bitbucket/));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(provider).toHaveAccessibleDescription('Git provider is required'));
    expect(api.sent(applicationEndpoints.edit)).toHaveLength(0);
  });

  it('puts the server’s refusal of the provider under the field', async () => {
    const { user, api } = renderServicePage('application', selfHosted, sourceUrl);
    api.on(
      applicationEndpoints.edit,
      apiError(400, 'body.git_repository.provider: must be GITLAB, the provider of git token "gitlab"'),
    );
    const form = await screen.findByRole('form', { name: 'Source' });
    await user.type(within(form).getByLabelText(/Branch/), '-next');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    const provider = within(form).getByRole('combobox', { name: /^Git provider/ });
    await waitFor(() =>
      expect(provider).toHaveAccessibleDescription(
        'Git provider must be GITLAB, the provider of git token "gitlab"',
      ),
    );
  });
});
