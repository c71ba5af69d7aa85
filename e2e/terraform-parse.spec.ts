import { pathToFileURL } from 'node:url';
import { environmentServiceEndpoints } from '../src/contract/endpoints';
import { expect, test } from './fixtures';
import { ServiceCreationForm } from './pages/NewServicePage';
import { createLocalGitRepository, type LocalGitRepository } from './support/git-repository';
import { seedEnvironment } from './support/seed';

// The server reads repositories on its own machine only with ALLOW_LOCAL_GIT_SOURCES=1, which the e2e server
// is started with (support/server.ts); a server given through E2E_BASE_URL needs it too.

const variablesTf = `# Inputs of the CDN module.
variable "region" {
  type        = string
  default     = "eu-west-3"
  description = "Where the buckets live"
}

variable "instance_count" {
  type    = number
  default = 3
}

variable "project_name" {
  description = "Shown on every resource"
}

variable "api_key" {
  type      = string
  sensitive = true
}
`;

const mainTf = `terraform {
  required_version = ">= 1.5"
}

resource "null_resource" "cdn" {
  triggers = { name = var.project_name }
}
`;

let repository: LocalGitRepository;

test.beforeAll(async () => {
  repository = await createLocalGitRepository({ 'main.tf': mainTf, 'variables.tf': variablesTf });
});

test.afterAll(async () => {
  await repository.remove();
});

test.describe('terraform variables from the repository', () => {
  test('fill the variables table, the sensitive one secret, keeping what was typed already', async ({
    page,
    api,
    organizationId,
  }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-tf-parse');
    const flow = new ServiceCreationForm(page, 'terraform');
    await flow.goto(organizationId, seeded.project.id, seeded.environment.id);
    await flow.fillGeneral({ name: 'cdn' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill(repository.path);
    // A folder on the server's machine tells no provider: one is chosen.
    await flow.choose('Git provider', 'GitLab');
    // A branch the repository does not have: the server cannot read it (one answer for every failure of a clone).
    await flow.field('Branch').fill('release');
    await flow.nextStep('Engine');
    await flow.nextStep('Variables');

    // One variable typed before loading: it keeps its value.
    await flow.button('Add variable').click();
    await flow.field('Name of variable 1').fill('region');
    await flow.field('Value of variable 1').fill('us-east-1');

    const load = flow.button('Load variables from the repository');
    await load.click();
    await expect(flow.form.getByRole('alert')).toContainText(
      'Could not read the variables of the repository: no git repository could be read at this URL and branch',
    );
    await expect(flow.field('Name of variable 2')).toHaveCount(0);

    await flow.step('Source').click();
    await flow.field('Branch').fill('main');
    await flow.step('Variables').click();
    await load.click();

    await expect(flow.form.getByRole('status')).toHaveText(
      'The repository declares 4 variables: 3 new ones added, the others kept as entered.',
    );
    const names = flow.form.getByRole('textbox', { name: /^Name of variable \d+$/ });
    await expect(names).toHaveCount(4);
    for (const [index, [key, value]] of [
      ['region', 'us-east-1'],
      ['instance_count', '3'],
      ['project_name', ''],
    ].entries()) {
      await expect(flow.field(`Name of variable ${index + 1}`)).toHaveValue(key!);
      await expect(flow.field(`Value of variable ${index + 1}`)).toHaveValue(value!);
      await expect(flow.switch('Secret', index)).not.toBeChecked();
    }
    // The sensitive one is marked secret, and its value is masked.
    await expect(flow.field('Name of variable 4')).toHaveValue('api_key');
    await expect(flow.switch('Secret', 3)).toBeChecked();
    await expect(flow.form.getByLabel('Value of variable 4', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );

    // Loading again adds nothing new.
    await load.click();
    await expect(flow.form.getByRole('status')).toHaveText(
      'The repository declares 4 variables: 0 new ones added, the others kept as entered.',
    );
    await expect(names).toHaveCount(4);
  });

  test('a file:// URL reads the same repository', async ({ page, api, organizationId }) => {
    const seeded = await seedEnvironment(api, organizationId, 'e2e-tf-file-url');
    const flow = new ServiceCreationForm(page, 'terraform');
    await flow.goto(organizationId, seeded.project.id, seeded.environment.id);
    await flow.fillGeneral({ name: 'cdn' });
    await flow.nextStep('Source');
    await flow.field('Repository URL').fill(pathToFileURL(repository.path).href);
    await flow.next.click();
    // The URL tells no provider, and the step says so before going on.
    await expect(flow.select('Git provider')).toHaveAccessibleDescription('Git provider is required');
    await flow.choose('Git provider', 'GitHub');
    await flow.nextStep('Engine');
    await flow.nextStep('Variables');

    await flow.button('Load variables from the repository').click();

    await expect(flow.form.getByRole('status')).toHaveText(
      'The repository declares 4 variables: 4 new ones added.',
    );
    await expect(flow.field('Name of variable 1')).toHaveValue('region');
    await expect(flow.field('Name of variable 4')).toHaveValue('api_key');
    await expect(flow.switch('Secret', 3)).toBeChecked();

    // And the service is created from that repository.
    await flow.field('Value of variable 3').fill('cdn');
    await flow.field('Value of variable 4').fill('e2e-secret');
    await flow.nextUntilSummary();
    await flow.submit.click();
    await expect(page.getByRole('heading', { level: 1, name: 'cdn', exact: true })).toBeVisible();
    const { results } = await api.call(environmentServiceEndpoints.listAll, {
      params: { environmentId: seeded.environment.id },
    });
    const [cdn] = results;
    if (cdn?.service_type !== 'TERRAFORM') throw new Error('no terraform service');
    expect(cdn.terraform_files_source.git.git_repository).toMatchObject({
      url: pathToFileURL(repository.path).href,
      provider: 'GITHUB',
      branch: 'main',
    });
  });
});
