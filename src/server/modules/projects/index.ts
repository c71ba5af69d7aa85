export { findProject, insertProject } from './queries';
export { createProjectService, type ProjectService } from './service';
