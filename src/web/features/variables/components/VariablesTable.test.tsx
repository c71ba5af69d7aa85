import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  environmentDeploymentEndpoints,
  unifiedVariableEndpoints,
  type VariableResponse,
} from '../../../../contract';
import { paths, routePatterns } from '../../../lib/paths';
import { giveElementsASize } from '../../../test/elementSize';
import { ORG_ID } from '../../../test/fixtures';
import { mockApi } from '../../../test/mockApi';
import { renderPage, signInAs } from '../../../test/render';
import { onScreenWidth } from '../../../test/screenWidth';
import { monospaceWidth, textWidth } from '../../../ui/table/contentWidths';
import { ServiceVariablesPage } from '../pages/ServiceVariablesPage';
import { ENVIRONMENT_ID, PROJECT_ID, SERVICE_ID, statusesAnswer, variableFixture } from '../testing/fixtures';

const LONG_HOST = 'PLATFORM_APPLICATION_ZA05D693B_HOST_INTERNAL';
const projectUrl = variableFixture({ key: 'API_URL', value: 'https://api.example.com', scope: 'PROJECT' });
const environmentUrl = variableFixture({
  key: 'API_URL',
  value: 'https://staging.example.com',
  scope: 'ENVIRONMENT',
});
const secret = variableFixture({ key: 'DB_PASSWORD', value: null, is_secret: true, scope: 'APPLICATION' });
const file = variableFixture({
  key: 'APP_CONFIG',
  value: 'a: 1',
  mount_path: '/etc/app/config.yaml',
  variable_type: 'FILE',
  scope: 'APPLICATION',
});
const builtIn = (key: string) =>
  variableFixture({
    key,
    value: 'web.internal',
    scope: 'BUILT_IN',
    variable_type: 'BUILT_IN',
    owned_by: 'PLATFORM',
  });
const all = [
  projectUrl,
  environmentUrl,
  secret,
  file,
  builtIn(LONG_HOST),
  builtIn('PLATFORM_APPLICATION_ZA05D693B_PORT'),
];

function setUp(variables: VariableResponse[] = all) {
  const api = mockApi()
    .on(unifiedVariableEndpoints.list, { body: { results: variables } })
    .on(environmentDeploymentEndpoints.statuses, { body: statusesAnswer('UP_TO_DATE') });
  signInAs(api);
  return renderPage(ServiceVariablesPage, {
    path: routePatterns.serviceVariables,
    url: paths.serviceVariables(ORG_ID, PROJECT_ID, ENVIRONMENT_ID, 'application', SERVICE_ID),
  });
}

const table = () => screen.findByRole('table', { name: 'Variables' });
const rowsOf = async (key: string) =>
  within(await table())
    .getAllByRole('row')
    .filter((row) => within(row).queryByText(key, { exact: true }));

/** Captures what the next download writes. */
function captureDownload() {
  const blobs: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return () =>
    new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
}

describe('the variables table', { timeout: 45_000 }, () => {
  giveElementsASize({ clientHeight: 800, clientWidth: 1200 });
  onScreenWidth(1440);

  it('says how many secrets and mount paths an export leaves out, and why, in the notice and the file', async () => {
    const read = captureDownload();
    const { user, notices } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Export .env' }));
    expect(notices.current()).toMatchObject({
      severity: 'warning',
      message:
        'Exported 4 variables. Left out: 1 secret (their values are never shown) and the mount path of 1 file (a .env line holds a value, not a path). The file lists them in comments at its top.',
    });
    const text = await read();
    expect(text).toContain('#   DB_PASSWORD=\n');
    expect(text).toContain('#   APP_CONFIG -> /etc/app/config.yaml\n');
    expect(text).toContain('API_URL=https://staging.example.com\n');
  });

  it('counts in each type filter the rows the search keeps', async () => {
    const { user } = setUp();
    const filters = await screen.findByRole('group', { name: 'Filter by type' });
    expect(within(filters).getByRole('button', { name: 'Built-in (2)' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Value (3)' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search variables' }), 'HOST');
    expect(within(filters).getByRole('button', { name: 'Built-in (1)' })).toBeInTheDocument();
    // A type the search leaves no row of stays, to be switched off again.
    expect(within(filters).getByRole('button', { name: 'Value (0)' })).toBeInTheDocument();
  });

  it('marks a value overridden at a narrower scope, and the one overriding it, naming the other scope', async () => {
    setUp();
    const [first, second] = await rowsOf('API_URL');
    const [projectRow, environmentRow] = first!.textContent!.includes('Project')
      ? [first!, second!]
      : [second!, first!];
    expect(projectRow).toHaveTextContent('Overridden: Environment’s value wins');
    expect(environmentRow).toHaveTextContent('Overrides: wins over Project’s value');
    expect(await rowsOf('APP_CONFIG')).toHaveLength(1);
    expect((await rowsOf('APP_CONFIG'))[0]).not.toHaveTextContent(/Overrid/);
  });

  it('gives a key the room it needs, its end always in sight, the whole key as a tooltip and a copy button', async () => {
    setUp();
    const [row] = await rowsOf(LONG_HOST);
    expect(within(row!).getByTitle(LONG_HOST)).toHaveTextContent(LONG_HOST);
    expect(within(row!).getByRole('button', { name: `Copy key ${LONG_HOST}` })).toBeInTheDocument();
    // 44 characters of the monospace font, the copy button and the cell's padding, rather than a share of the table.
    const header = within(await table()).getByRole('columnheader', { name: /Key/ });
    expect(getComputedStyle(header).width).toBe(`${monospaceWidth(LONG_HOST, 13) + 30 + 32}px`);
  });

  it("names a row's buttons with the table's one tooltip, on hover and on keyboard focus, hidden by Escape", async () => {
    const { user } = setUp();
    const [row] = await rowsOf('APP_CONFIG');
    const reveal = within(row!).getByRole('button', { name: 'Reveal APP_CONFIG' });
    await user.hover(reveal);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Reveal APP_CONFIG');
    // Revealed, the same button hides the value, and its tooltip says so.
    await user.click(reveal);
    expect(within(row!).getByRole('button', { name: 'Hide APP_CONFIG' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Hide APP_CONFIG'));
    await user.unhover(reveal);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // From the keyboard: the key's copy button is reached by Tab and shows its name.
    const copyKey = within(row!).getByRole('button', { name: 'Copy key APP_CONFIG' });
    within(row!).getByRole('button', { name: 'Hide APP_CONFIG' }).focus();
    await user.tab({ shift: true });
    expect(copyKey).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copy key APP_CONFIG');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(copyKey).toHaveFocus();
    // One tooltip for the table, not one per button.
    await user.tab();
    expect(await screen.findAllByRole('tooltip')).toHaveLength(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Hide APP_CONFIG');
  });

  it("opens a row's actions from the keyboard, announced as a menu of the row, and gives focus back", async () => {
    const { user } = setUp();
    const [row] = await rowsOf('DB_PASSWORD');
    const button = within(row!).getByRole('button', { name: 'Actions for DB_PASSWORD' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).not.toHaveAttribute('aria-expanded');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Edit/),
      expect.stringMatching(/^Create alias/),
      expect.stringMatching(/^Create override/),
      expect.stringMatching(/^Delete/),
    ]);
    expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).not.toHaveAttribute('aria-expanded');
    // Open again, the same menu answers.
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeInTheDocument();
  });

  it('shows the chosen scope of each imported row in full', async () => {
    const { user } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Import .env' }));
    const source = await screen.findByRole('dialog', { name: 'Import a .env file' });
    await user.click(within(source).getByRole('textbox', { name: '.env content' }));
    await user.paste('LOG_LEVEL=debug\n');
    await user.click(within(source).getByRole('button', { name: 'Review' }));
    const review = await screen.findByRole('dialog', { name: 'Review the import' });
    const scope = within(review).getByRole('columnheader', { name: 'Scope' });
    expect(getComputedStyle(scope).width).toBe(`${textWidth('Application (this service)', 14) + 40 + 32}px`);
  });
});
