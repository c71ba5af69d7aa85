// What `npm run bench:scale` measures on: environments of 1, 50 and 200 applications in one project, and projects
// whose variables number 10 (several of them, so that creates spread over them leave each near 10) or 2,000 (one).
// Each variable project has one environment and one application, so a create there touches as many services.

export const SERVICE_COUNTS = [1, 50, 200];
export const SIBLING_COUNTS = [10, 2000];
/** Projects of 10 variables that the creates take turns on. */
const SMALL_PROJECTS = 20;
/** Requests sent at once while seeding. */
const SEEDING_CONCURRENCY = 4;

const application = (name) => ({
  name,
  git_repository: { url: 'https://github.com/acme/api.git' },
  ports: [{ internal_port: 8080, publicly_accessible: true }],
});

/** Runs `work(index)` for each index below `count`, a few at once. */
async function inBatches(count, work) {
  const results = [];
  for (let start = 0; start < count; start += SEEDING_CONCURRENCY) {
    const batch = Array.from({ length: Math.min(SEEDING_CONCURRENCY, count - start) }, (_, offset) =>
      work(start + offset),
    );
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

async function environmentWith(api, projectId, name, applications) {
  const environment = await api('POST', `/project/${projectId}/environment`, { name, mode: 'DEVELOPMENT' });
  const created = await inBatches(applications, (index) =>
    api(
      'POST',
      `/environment/${environment.id}/application`,
      application(`app-${String(index).padStart(3, '0')}`),
    ),
  );
  return { id: environment.id, applicationIds: created.map((service) => service.id) };
}

/** A project whose own variables number `count`, imported through its one application. */
async function variableProject(api, organizationId, name, count) {
  const project = await api('POST', `/organization/${organizationId}/project`, { name });
  const { applicationIds } = await environmentWith(api, project.id, 'variables', 1);
  const vars = Array.from({ length: count }, (_, index) => ({
    name: `SETTING_${String(index).padStart(5, '0')}`,
    value: `value-${index}`,
    scope: 'PROJECT',
    is_secret: index % 10 === 0,
  }));
  const answer = await api(
    'POST',
    `/variable/import?service_id=${applicationIds[0]}&service_type=APPLICATION`,
    {
      overwrite: false,
      vars,
    },
  );
  if (answer.successful_imported_variables.length !== count)
    throw new Error(`Imported ${answer.successful_imported_variables.length} of ${count} variables.`);
  return project.id;
}

/** Seeds the server and answers the ids the benchmark's requests name, with the `token` they send. */
export async function seedScale(api, token) {
  const organization = (await api('GET', '/organization')).results[0];
  const project = await api('POST', `/organization/${organization.id}/project`, { name: 'scale-bench' });
  const environments = [];
  for (const count of SERVICE_COUNTS) {
    const { id } = await environmentWith(api, project.id, `services-${count}`, count);
    environments.push({ count, id });
  }
  const variableProjects = {};
  for (const siblings of SIBLING_COUNTS) {
    const projects = siblings === SIBLING_COUNTS[0] ? SMALL_PROJECTS : 1;
    variableProjects[siblings] = await inBatches(projects, (index) =>
      variableProject(api, organization.id, `variables-${siblings}-${index}`, siblings),
    );
  }
  return { token, projectId: project.id, environments, variableProjects };
}
