import type { Page } from '@playwright/test';
import {
  clusterEndpoints,
  environmentDeploymentRuleEndpoints,
  projectDeploymentRuleEndpoints,
} from '../src/contract/endpoints';
import { paths } from '../src/web/lib/paths';
import { expect, test } from './fixtures';
import { expectNoSeriousViolationsInBothThemes as expectAccessible } from './support/accessibility';
import { pickUpWithKeyboard } from './support/keyboardDrag';
import { seedEnvironment } from './support/seed';

test.describe.configure({ mode: 'parallel' });

const cell = (page: Page, name: string) => page.getByRole('gridcell', { name: new RegExp(`^${name},`) });

test('an environment’s schedule is edited on its week grid and saved', async ({
  page,
  api,
  organizationId,
}, testInfo) => {
  const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-schedule');
  await page.goto(paths.environmentSchedule(organizationId, project.id, environment.id));
  const grid = page.getByRole('grid', { name: 'Hours it runs' });
  await expect(grid).toBeVisible();
  await expect(cell(page, 'Monday 08:00')).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, testInfo, 'environment schedule');

  await page.getByRole('switch', { name: 'Auto stop' }).check();
  await cell(page, 'Saturday 09:00').hover();
  await page.mouse.down();
  await cell(page, 'Saturday 16:00').hover();
  await page.mouse.up();
  await page.getByRole('button', { name: 'Sunday: off' }).click();
  await expect(cell(page, 'Sunday 12:00')).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Schedule saved.')).toBeVisible();

  const saved = await api.call(environmentDeploymentRuleEndpoints.get, {
    params: { environmentId: environment.id },
  });
  expect(saved).toMatchObject({
    auto_stop: true,
    start_time: '09:00',
    stop_time: '17:00',
    weekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
  });
});

test('a project’s rules show their matches and are reordered from the keyboard', async ({
  page,
  api,
  organizationId,
}, testInfo) => {
  const { project, environment } = await seedEnvironment(api, organizationId, 'e2e-rules');
  const [cluster] = (await api.call(clusterEndpoints.list, { params: { organizationId } })).results;
  const schedule = {
    auto_stop: true,
    timezone: 'Europe/Paris',
    start_time: '08:00',
    stop_time: '19:00',
    weekdays: ['MONDAY' as const],
  };
  for (const [name, wildcard] of [
    ['seeded', `${environment.name.slice(0, 10)}*`],
    ['previews', 'pr-??'],
  ]) {
    await api.call(projectDeploymentRuleEndpoints.create, {
      params: { projectId: project.id },
      body: { ...schedule, name: name!, wildcard: wildcard!, mode: 'DEVELOPMENT', cluster_id: cluster!.id },
    });
  }
  await page.goto(paths.projectDeploymentRules(organizationId, project.id));
  const list = page.getByRole('list', { name: 'Rules in the order they are tried' });
  await expect(list.getByRole('listitem').first()).toHaveAccessibleName('1. seeded');
  await expect(list.getByText(`Names it matches: ${environment.name}`)).toBeVisible();
  await expectAccessible(page, testInfo, 'project deployment rules');

  const handle = page.getByRole('button', { name: 'Move seeded' });
  // Each key once the step before it has taken hold (a key pressed before the pick-up is lost), told by what a
  // screen reader hears.
  await pickUpWithKeyboard(page, handle, page.getByRole('button', { name: 'Move seeded', pressed: true }));
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText('Rule seeded over position 2 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Rule seeded dropped at position 2 of 2.')).toBeAttached();
  await expect(list.getByRole('listitem').first()).toHaveAccessibleName('1. previews');
  await expect
    .poll(async () => {
      const rules = await api.call(projectDeploymentRuleEndpoints.list, {
        params: { projectId: project.id },
      });
      return rules.results.map((rule) => rule.name);
    })
    .toEqual(['previews', 'seeded']);
});
