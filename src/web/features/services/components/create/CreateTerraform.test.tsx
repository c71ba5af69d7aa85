import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gitRepositoryEndpoints, terraformEndpoints } from '../../../../../contract';
import { paths, routePatterns } from '../../../../lib/paths';
import { ORG_ID } from '../../../../test/fixtures';
import { apiError, mockApi } from '../../../../test/mockApi';
import { renderPage, signInAs } from '../../../../test/render';
import { NewServicePage } from '../../pages/NewServicePage';
import { ENVIRONMENT_ID, PROJECT_ID, terraform } from '../../../../../contract/testing';
import { answerChoices } from '../../testing/serviceApi';
import { nextStep, nextSteps } from '../../testing/wizard';

function setUp() {
  const api = answerChoices(mockApi());
  signInAs(api, 'WRITE');
  const view = renderPage(NewServicePage, {
    path: routePatterns.newService,
    url: paths.newService(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'terraform'),
    others: [routePatterns.service],
  });
  return { api, ...view };
}

const definition = (key: string, defaultValue: string | null, sensitive = false) => ({
  key,
  sensitive,
  source: 'variables.tf',
  nullable: false,
  default: defaultValue,
  description: null,
});

describe('creating a terraform service', () => {
  it('loads the repository’s variables into the table, keeping what was entered', async () => {
    const { user, api } = setUp();
    await user.type(await screen.findByLabelText(/^Name/), 'network');
    await nextStep(user, 'Source');
    await user.type(screen.getByLabelText(/Repository URL/), 'https://github.com/acme/infra.git');
    await user.clear(screen.getByLabelText(/Root path/));
    await user.type(screen.getByLabelText(/Root path/), '/network');
    await nextSteps(user, ['Engine', 'Variables']);

    api.on(gitRepositoryEndpoints.parseTerraformVariables, apiError(404, 'No branch main in acme/infra'));
    await user.click(screen.getByRole('button', { name: 'Load variables from the repository' }));
    expect(await screen.findByText(/No branch main in acme\/infra/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.type(screen.getByLabelText(/Name of variable 1/), 'region');
    await user.type(screen.getByLabelText(/Value of variable 1/), 'eu-west-3');
    api.on(gitRepositoryEndpoints.parseTerraformVariables, {
      body: {
        results: [
          definition('region', 'us-east-1'),
          definition('instance_count', '2'),
          definition('db_password', null, true),
        ],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Load variables from the repository' }));

    expect(await screen.findByText(/declares 3 variables: 2 new ones added/)).toBeInTheDocument();
    expect(api.sent(gitRepositoryEndpoints.parseTerraformVariables).at(-1)).toMatchObject({
      path: `/organization/${ORG_ID}/parseTerraformVariablesFromGitRepo`,
      body: {
        git_repository: { url: 'https://github.com/acme/infra.git', branch: 'main', root_path: '/network' },
      },
    });
    const variables = screen.getByRole('group', { name: 'Variables' });
    expect(within(variables).getByLabelText(/Value of variable 1/)).toHaveValue('eu-west-3');
    expect(within(variables).getByLabelText(/Name of variable 2/)).toHaveValue('instance_count');
    expect(within(variables).getByLabelText(/Value of variable 2/)).toHaveValue('2');
    expect(within(variables).getByLabelText(/Name of variable 3/)).toHaveValue('db_password');
    expect(within(variables).getAllByRole('switch', { name: 'Secret' })[2]).toBeChecked();

    await user.type(within(variables).getByLabelText(/Value of variable 3/), 's3cret');
    api.on(terraformEndpoints.create, { status: 201, body: terraform() });
    await nextSteps(user, ['Resources', 'Summary']);
    await user.click(screen.getByRole('button', { name: 'Create terraform' }));
    await waitFor(() => expect(api.sent(terraformEndpoints.create)).toHaveLength(1));
    expect(api.sent(terraformEndpoints.create)[0]?.body).toMatchObject({
      terraform_variables_source: {
        tf_vars: [
          { key: 'region', value: 'eu-west-3', secret: false },
          { key: 'instance_count', value: '2', secret: false },
          { key: 'db_password', value: 's3cret', secret: true },
        ],
      },
      backend: { kubernetes: {}, user_provided: null },
    });
  });
});
