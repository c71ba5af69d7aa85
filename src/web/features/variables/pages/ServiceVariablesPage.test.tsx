import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  effectiveVariableEndpointsByService,
  environmentDeploymentEndpoints,
  unifiedVariableEndpoints,
  variableEndpointsByParent,
  type VariableResponse,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { giveElementsASize } from '../../../test/elementSize';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { ENVIRONMENT_ID, PROJECT_ID, SERVICE_ID, statusesAnswer, variableFixture } from '../testing/fixtures';
import { ServiceVariablesPage } from './ServiceVariablesPage';

const SECRET_VALUE = 'never-shown-s3cr3t';

const projectUrl = variableFixture({ key: 'API_URL', value: 'https://api.example.com', scope: 'PROJECT' });
const projectSecret = variableFixture({ key: 'DB_PASSWORD', value: null, is_secret: true, scope: 'PROJECT' });
const ownMode = variableFixture({ key: 'MODE', value: 'production', scope: 'APPLICATION' });
const ownPort = variableFixture({ key: 'PORT', value: '8080', scope: 'APPLICATION' });
const alias = variableFixture({
  key: 'BACKEND_URL',
  value: 'https://api.example.com',
  scope: 'APPLICATION',
  variable_type: 'ALIAS',
  aliased_variable: {
    id: projectUrl.id,
    key: 'API_URL',
    value: 'https://api.example.com',
    mount_path: null,
    scope: 'PROJECT',
    variable_type: 'VALUE',
  },
});
const builtIn = variableFixture({
  key: 'WEB_HOST',
  value: 'web.internal',
  scope: 'BUILT_IN',
  variable_type: 'BUILT_IN',
  owned_by: 'PLATFORM',
  parent_id: SERVICE_ID,
});
const all = [projectUrl, projectSecret, ownMode, ownPort, alias, builtIn];

function setUp(
  variables: VariableResponse[] = all,
  deploymentStatus: 'UP_TO_DATE' | 'OUT_OF_DATE' = 'UP_TO_DATE',
) {
  const api = mockApi()
    .on(unifiedVariableEndpoints.list, { body: { results: variables } })
    .on(environmentDeploymentEndpoints.statuses, { body: statusesAnswer(deploymentStatus) });
  signInAs(api);
  const view = renderPage(ServiceVariablesPage, {
    path: routePatterns.serviceVariables,
    url: paths.serviceVariables(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', SERVICE_ID),
  });
  return { api, ...view };
}

const table = () => screen.findByRole('table', { name: 'Variables' });
const rowOf = async (key: string) =>
  within(await table())
    .getAllByRole('row')
    .find((row) => within(row).queryByText(key, { exact: true }))!;

describe('a service’s variables', { timeout: 45_000 }, () => {
  giveElementsASize({ clientHeight: 800, clientWidth: 1200 });

  it('lists what reaches the service with type and scope, and asks for the service’s own level', async () => {
    const { api } = setUp();
    expect(await rowOf('API_URL')).toHaveTextContent('Project');
    expect(await rowOf('BACKEND_URL')).toHaveTextContent('Alias');
    expect(await rowOf('BACKEND_URL')).toHaveTextContent('→ API_URL');
    expect(await rowOf('WEB_HOST')).toHaveTextContent('Built-in');
    expect(await rowOf('DB_PASSWORD')).toHaveTextContent('Value · secret');
    expect(within(await rowOf('DB_PASSWORD')).queryByRole('button', { name: /Reveal/ })).toBeNull();
    expect(api.sent(unifiedVariableEndpoints.list)[0]!.url.searchParams.get('scope')).toBe('APPLICATION');
    expect(api.sent(unifiedVariableEndpoints.list)[0]!.url.searchParams.get('parent_id')).toBe(SERVICE_ID);
  });

  it('reveals a plain value on demand only', async () => {
    const { user } = setUp();
    const row = await rowOf('MODE');
    expect(row).not.toHaveTextContent('production');
    await user.click(within(row).getByRole('button', { name: 'Reveal MODE' }));
    expect(row).toHaveTextContent('production');
  });

  it('deletes the chosen variables after a confirmation naming each', async () => {
    const { user, api } = setUp();
    api.on(unifiedVariableEndpoints.delete, { status: 204 });
    // Only the service's own variables can be chosen.
    expect(within(await rowOf('API_URL')).queryByRole('checkbox')).toBeNull();
    await user.click(within(await rowOf('MODE')).getByRole('checkbox', { name: 'Select MODE' }));
    await user.click(within(await rowOf('PORT')).getByRole('checkbox', { name: 'Select PORT' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Selected variables' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 variables?' });
    expect(dialog).toHaveTextContent('This deletes MODE and PORT');
    await user.click(within(dialog).getByRole('button', { name: 'Delete 2 variables' }));
    await waitFor(() => expect(api.sent(unifiedVariableEndpoints.delete)).toHaveLength(2));
    expect(
      api
        .sent(unifiedVariableEndpoints.delete)
        .map((request) => request.params.variableId)
        .sort(),
    ).toEqual([ownMode.id, ownPort.id].sort());
  });

  it('overrides a project variable only at narrower scopes', async () => {
    const { user, api } = setUp();
    api.on(unifiedVariableEndpoints.createOverride, { status: 201, body: ownMode });
    await user.click(within(await rowOf('API_URL')).getByRole('button', { name: 'Actions for API_URL' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Create override' }));
    const dialog = await screen.findByRole('dialog', { name: 'Override API_URL' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Scope' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([expect.stringContaining('Environment'), expect.stringContaining('Application')]);
    await user.click(screen.getAllByRole('option')[0]!);
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'https://staging.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create override' }));
    await waitFor(() => expect(api.sent(unifiedVariableEndpoints.createOverride)).toHaveLength(1));
    expect(api.sent(unifiedVariableEndpoints.createOverride)[0]!.body).toEqual({
      value: 'https://staging.example.com',
      override_scope: 'ENVIRONMENT',
      override_parent_id: ENVIRONMENT_ID,
      description: null,
    });
  });

  it('offers no alias of an alias and no change to built-ins, saying why', async () => {
    const { user } = setUp();
    await user.click(
      within(await rowOf('BACKEND_URL')).getByRole('button', { name: 'Actions for BACKEND_URL' }),
    );
    expect(await screen.findByRole('menuitem', { name: /Create alias/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText('An alias cannot be aliased; alias its original.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(within(await rowOf('WEB_HOST')).getByRole('button', { name: 'Actions for WEB_HOST' }));
    expect(await screen.findByRole('menuitem', { name: /^Edit/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('creates a file variable with its mount path and content', async () => {
    const { user, api } = setUp();
    api.on(unifiedVariableEndpoints.create, { status: 201, body: ownMode });
    await user.click(await screen.findByRole('button', { name: 'New variable' }));
    const dialog = await screen.findByRole('dialog', { name: 'New variable' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Key' }), 'APP_CONFIG');
    await user.click(within(dialog).getByRole('switch', { name: 'Mount as a file' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mount path' }), 'etc/app.yaml');
    await user.type(within(dialog).getByRole('textbox', { name: 'File content' }), 'a: 1{Enter}b: 2');
    await user.click(within(dialog).getByRole('button', { name: 'Create variable' }));
    expect(await within(dialog).findByText(/must be an absolute path/)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Mount path' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Mount path' }), '/etc/app.yaml');
    await user.click(within(dialog).getByRole('button', { name: 'Create variable' }));
    await waitFor(() => expect(api.sent(unifiedVariableEndpoints.create)).toHaveLength(1));
    expect(api.sent(unifiedVariableEndpoints.create)[0]!.body).toEqual({
      key: 'APP_CONFIG',
      value: 'a: 1\nb: 2',
      is_secret: false,
      variable_scope: 'APPLICATION',
      variable_parent_id: SERVICE_ID,
      description: null,
      mount_path: '/etc/app.yaml',
      enable_interpolation_in_file: false,
    });
  });

  it('imports a .env after a review of each row, and says what was imported', async () => {
    const { user, api } = setUp();
    api.on(unifiedVariableEndpoints.import, {
      status: 201,
      body: {
        total_variables_to_import: 2,
        successful_imported_variables: [
          { name: 'LOG_LEVEL', value: 'debug', scope: 'APPLICATION', is_secret: false },
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Import .env' }));
    const source = await screen.findByRole('dialog', { name: 'Import a .env file' });
    await user.click(within(source).getByRole('textbox', { name: '.env content' }));
    await user.paste(`# settings\nexport LOG_LEVEL=debug\nSTRIPE_KEY="${SECRET_VALUE}"\n`);
    await user.click(within(source).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review the import' });
    const secretSwitch = within(review).getByRole('switch', { name: 'STRIPE_KEY is a secret' });
    expect(secretSwitch).toBeChecked();
    expect(within(review).getByRole('switch', { name: 'LOG_LEVEL is a secret' })).not.toBeChecked();
    await user.click(within(review).getByRole('switch', { name: 'Overwrite existing variables' }));
    await user.click(within(review).getByRole('button', { name: 'Import 2 variables' }));
    const done = await screen.findByRole('dialog', { name: 'Import finished' });
    expect(done).toHaveTextContent('Imported 1 of 2 variables.');
    expect(done).toHaveTextContent(
      'Left as they were (already defined; switch on Overwrite to replace them): STRIPE_KEY',
    );
    const sent = api.sent(unifiedVariableEndpoints.import)[0]!;
    expect(sent.url.searchParams.get('service_id')).toBe(SERVICE_ID);
    expect(sent.url.searchParams.get('service_type')).toBe('APPLICATION');
    expect(sent.body).toEqual({
      overwrite: true,
      vars: [
        { name: 'LOG_LEVEL', value: 'debug', scope: 'APPLICATION', is_secret: false },
        { name: 'STRIPE_KEY', value: SECRET_VALUE, scope: 'APPLICATION', is_secret: true },
      ],
    });
  });

  it('saves the text mode’s edits after showing them', async () => {
    const { user, api } = setUp();
    api.on(unifiedVariableEndpoints.create, { status: 201, body: ownMode });
    api.on(unifiedVariableEndpoints.edit, { body: ownMode });
    api.on(unifiedVariableEndpoints.delete, { status: 204 });
    await table();
    await user.click(screen.getByRole('button', { name: 'Edit as text' }));
    const editor = screen.getByRole('textbox', { name: 'Variables as text' });
    expect(editor).toHaveValue('MODE=production\nPORT=8080\n');
    await user.clear(editor);
    await user.type(editor, 'MODE=staging{Enter}NEW_KEY=1');
    await user.click(screen.getByRole('button', { name: 'Review changes' }));
    const review = await screen.findByRole('dialog', { name: 'Review changes' });
    expect(within(review).getByRole('region', { name: 'Created (1)' })).toHaveTextContent('NEW_KEY=1');
    expect(within(review).getByRole('region', { name: 'Changed (1)' })).toHaveTextContent(
      'MODE: production → staging',
    );
    expect(within(review).getByRole('region', { name: 'Deleted (1)' })).toHaveTextContent('PORT');
    await user.click(within(review).getByRole('button', { name: 'Save 3 changes' }));
    await waitFor(() => expect(api.sent(unifiedVariableEndpoints.delete)).toHaveLength(1));
    expect(api.sent(unifiedVariableEndpoints.create)[0]!.body).toMatchObject({ key: 'NEW_KEY', value: '1' });
    expect(api.sent(unifiedVariableEndpoints.edit)[0]!.body).toMatchObject({ key: 'MODE', value: 'staging' });
  });

  it('shows the effective values and where each comes from', async () => {
    const { user, api } = setUp();
    api.on(variableEndpointsByParent.application.listEffectiveVariables, {
      body: {
        results: [
          {
            key: 'BACKEND_URL',
            value: 'https://api.example.com',
            is_secret: false,
            mount_path: null,
            variable_id: alias.id,
            variable_type: 'ALIAS',
            scope: 'APPLICATION',
            parent_id: SERVICE_ID,
            value_from: { id: projectUrl.id, key: 'API_URL', scope: 'PROJECT', variable_type: 'VALUE' },
            shadowed: [],
            missing_references: [],
          },
          {
            key: 'GREETING',
            value: 'hello {{NAME}}',
            is_secret: false,
            mount_path: null,
            variable_id: ownMode.id,
            variable_type: 'VALUE',
            scope: 'APPLICATION',
            parent_id: SERVICE_ID,
            value_from: { id: ownMode.id, key: 'GREETING', scope: 'APPLICATION', variable_type: 'VALUE' },
            shadowed: [],
            missing_references: ['NAME'],
          },
        ],
      },
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Effective values' }));
    const effective = await screen.findByRole('table', { name: 'Effective variables' });
    const rows = within(effective).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Alias at application, from API_URL (project)');
    expect(rows[2]).toHaveTextContent('Missing: NAME');
  });

  it('shows the effective values of a helm service from its own endpoint', async () => {
    const api = mockApi()
      .on(unifiedVariableEndpoints.list, { body: { results: [projectUrl] } })
      .on(environmentDeploymentEndpoints.statuses, { body: statusesAnswer('UP_TO_DATE') })
      .on(effectiveVariableEndpointsByService.helm.listEffectiveVariables, {
        body: {
          results: [
            {
              key: 'API_URL',
              value: 'https://api.example.com',
              is_secret: false,
              mount_path: null,
              variable_id: projectUrl.id,
              variable_type: 'VALUE',
              scope: 'PROJECT',
              parent_id: PROJECT_ID,
              value_from: { id: projectUrl.id, key: 'API_URL', scope: 'PROJECT', variable_type: 'VALUE' },
              shadowed: [],
              missing_references: [],
            },
          ],
        },
      });
    signInAs(api);
    const { user } = renderPage(ServiceVariablesPage, {
      path: routePatterns.serviceVariables,
      url: paths.serviceVariables(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'helm', SERVICE_ID),
    });
    await table();
    await user.click(screen.getByRole('button', { name: 'Effective values' }));
    const effective = await screen.findByRole('table', { name: 'Effective variables' });
    expect(within(effective).getAllByRole('row')[1]).toHaveTextContent('API_URL');
    expect(api.sent(effectiveVariableEndpointsByService.helm.listEffectiveVariables)[0]?.path).toBe(
      `/helm/${SERVICE_ID}/effectiveVariable`,
    );
  });

  it('says a redeploy is needed when the service runs older variables', async () => {
    setUp(all, 'OUT_OF_DATE');
    expect(await screen.findByText('Redeploy needed')).toBeInTheDocument();
  });

  it('never puts a secret’s value in the page', async () => {
    setUp();
    await table();
    expect(document.body.textContent).not.toContain(SECRET_VALUE);
  });
});
