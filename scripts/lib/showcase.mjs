// The demo's showcase service (storefront-web in storefront's production environment, deployed on the server's
// first start), as the browser benchmarks open it.
export const SHOWCASE = { project: 'storefront', environment: 'production', service: 'storefront-web' };

/**
 * The showcase's organization, project and environment, and its latest deployment once it has ended (waiting up to
 * 60 s for it): ids, a sample line of its log and the console's path of the deployment's page.
 */
export async function showcaseDeployment(api) {
  const organization = (await api('GET', '/organization')).results[0];
  const project = (await api('GET', `/organization/${organization.id}/project`)).results.find(
    (candidate) => candidate.name === SHOWCASE.project,
  );
  if (!project) throw new Error(`The demo has no ${SHOWCASE.project} project.`);
  const environment = (await api('GET', `/project/${project.id}/environment`)).results.find(
    (candidate) => candidate.name === SHOWCASE.environment,
  );
  if (!environment) throw new Error(`The demo has no ${SHOWCASE.environment} environment.`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    const [latest] = (await api('GET', `/environment/${environment.id}/deploymentHistory`)).results;
    const web = latest?.services.find((service) => service.identifier.name === SHOWCASE.service);
    if (latest?.ended_at && web) {
      const sample = (await api('GET', `/deployment/${web.id}/log?tail=1`)).results[0];
      if (!sample) throw new Error(`The deployment of ${SHOWCASE.service} wrote no log.`);
      // paths in src/web/lib/paths.ts.
      const projectsPath = `/organizations/${organization.id}/projects`;
      const environmentPath = `${projectsPath}/${project.id}/environments/${environment.id}`;
      return {
        organizationId: organization.id,
        projectId: project.id,
        environmentId: environment.id,
        deploymentId: web.id,
        sample,
        projectsPath,
        environmentPath,
        pagePath: `${environmentPath}/services/application/${web.identifier.service_id}/deployments/${web.id}`,
      };
    }
    if (Date.now() > deadline)
      throw new Error('The demo deployment did not end within 60 s (DEMO_DEPLOY off?).');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
