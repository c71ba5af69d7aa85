import type { Locator, Page } from '@playwright/test';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { chooseOption, selectNamed } from './support/options';
import { seedApplication, seedEnvironment } from './support/seed';

test.describe.configure({ mode: 'parallel' });

const SECRET_VALUE = 'e2e-never-shown-6f1c';

const variablesTable = (page: Page) => page.getByRole('table', { name: 'Variables' });
const rowOf = (page: Page, key: string) =>
  variablesTable(page)
    .getByRole('row')
    .filter({ has: page.getByText(key, { exact: true }) });

async function newVariable(
  page: Page,
  fields: { key: string; value: string; secret?: boolean; mountPath?: string; scope?: string },
) {
  await page.getByRole('button', { name: 'New variable' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New variable' });
  if (fields.scope) await chooseOption(page, selectNamed(dialog, 'Scope'), fields.scope);
  await dialog.getByRole('textbox', { name: 'Key' }).fill(fields.key);
  if (fields.mountPath) {
    await dialog.getByRole('switch', { name: 'Mount as a file' }).check();
    await dialog.getByRole('textbox', { name: 'Mount path' }).fill(fields.mountPath);
    await dialog.getByRole('textbox', { name: 'File content' }).fill(fields.value);
  } else if (fields.secret) {
    await dialog.getByRole('switch', { name: 'Secret' }).check();
    await dialog.getByLabel('Value').fill(fields.value);
  } else {
    await dialog.getByRole('textbox', { name: 'Value' }).fill(fields.value);
  }
  await dialog.getByRole('button', { name: 'Create variable' }).click();
  await expect(dialog).toBeHidden();
  await expect(rowOf(page, fields.key)).toBeVisible();
}

async function fromRow(page: Page, key: string, action: string): Promise<Locator> {
  await rowOf(page, key)
    .getByRole('button', { name: `Actions for ${key}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
  return page.getByRole('dialog');
}

test.describe('variables from the console', () => {
  test.setTimeout(150_000);

  test('a variable, a secret, an alias, an override, a file and a .env import reach a service’s effective values', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'vars');
    const application = await seedApplication(api, seeded.environment.id, 'vars-web');
    const { project, environment } = seeded;

    // A project variable, from the project's Variables section.
    await page.goto(paths.projectVariables(organizationId, project.id));
    await expect(page.getByRole('heading', { name: 'No variables yet' })).toBeVisible();
    await newVariable(page, { key: 'API_URL', value: 'https://api.example.com' });
    await expect(rowOf(page, 'API_URL')).toContainText('Project');

    // On the service: a secret, an alias and an override of the project's variable, and a file.
    await page.goto(
      paths.serviceVariables(organizationId, project.id, environment.id, 'application', application.id),
    );
    await expect(rowOf(page, 'API_URL')).toBeVisible();
    await newVariable(page, { key: 'DB_PASSWORD', value: SECRET_VALUE, secret: true });
    await expect(rowOf(page, 'DB_PASSWORD')).toContainText('secret');
    await expect(rowOf(page, 'DB_PASSWORD').getByRole('button', { name: /Reveal/ })).toHaveCount(0);

    let dialog = await fromRow(page, 'API_URL', 'Create alias');
    await dialog.getByRole('textbox', { name: 'Alias key' }).fill('BACKEND_URL');
    await dialog.getByRole('button', { name: 'Create alias' }).click();
    await expect(rowOf(page, 'BACKEND_URL')).toContainText('→ API_URL');

    dialog = await fromRow(page, 'API_URL', 'Create override');
    await selectNamed(dialog, 'Scope').click();
    // Only scopes narrower than the project's are offered.
    await expect(page.getByRole('option')).toHaveText([/^Environment/, /^Application/]);
    await page.getByRole('option', { name: /^Environment/ }).click();
    await dialog.getByRole('textbox', { name: 'Value' }).fill('https://staging-api.example.com');
    await dialog.getByRole('button', { name: 'Create override' }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(page, 'API_URL').filter({ hasText: 'Override' })).toBeVisible();

    await newVariable(page, {
      key: 'APP_CONFIG',
      value: 'log: debug\nport: 3000',
      mountPath: '/etc/app/config.yaml',
    });
    await expect(rowOf(page, 'APP_CONFIG')).toContainText('/etc/app/config.yaml');

    // A .env file, reviewed before it is imported.
    await page.getByRole('button', { name: 'Import .env' }).click();
    const source = page.getByRole('dialog', { name: 'Import a .env file' });
    await source
      .getByRole('textbox', { name: '.env content' })
      .fill('# imported\nexport LOG_LEVEL=debug\nGREETING="hello {{BACKEND_URL}}"\n');
    await source.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('dialog', { name: 'Review the import' });
    await expect(review.getByRole('table', { name: 'Variables to import' }).getByRole('row')).toHaveCount(3);
    await review.getByRole('button', { name: 'Import 2 variables' }).click();
    const done = page.getByRole('dialog', { name: 'Import finished' });
    await expect(done).toContainText('Imported 2 of 2 variables.');
    await done.getByRole('button', { name: 'Close' }).click();
    await expect(rowOf(page, 'LOG_LEVEL')).toBeVisible();
    await expect(rowOf(page, 'GREETING')).toBeVisible();

    // What the service finally receives, and where each value comes from.
    await page.getByRole('button', { name: 'Effective values' }).click();
    const effective = page.getByRole('table', { name: 'Effective variables' });
    const effectiveRow = (key: string) =>
      effective.getByRole('row').filter({ has: page.getByText(key, { exact: true }) });
    await expect(effectiveRow('API_URL')).toContainText('Override at environment');
    await effectiveRow('API_URL').getByRole('button', { name: 'Reveal API_URL' }).click();
    await expect(effectiveRow('API_URL')).toContainText('https://staging-api.example.com');
    await expect(effectiveRow('BACKEND_URL')).toContainText('from API_URL');
    await expect(effectiveRow('DB_PASSWORD')).toBeVisible();
    await effectiveRow('GREETING').getByRole('button', { name: 'Reveal GREETING' }).click();
    await expect(effectiveRow('GREETING')).toContainText('hello https://');
    await expect(effectiveRow('APP_CONFIG')).toContainText('/etc/app/config.yaml');
    await expect(effective).not.toContainText(SECRET_VALUE);
    expect(await page.content()).not.toContain(SECRET_VALUE);
  });
});
