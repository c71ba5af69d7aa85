export { createGitRepositoryService, type GitRepositoryOptions, type GitRepositoryService } from './service';
