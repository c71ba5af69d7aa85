export { serviceDirectory } from './directory';
export { eventPlaces } from './queries';
export { requestOptionsOf } from './requests';
export { createDeploymentService, type DeploymentService, type DeploymentSettings } from './service';
export { engineServiceDeployments } from './serviceDeployments';
