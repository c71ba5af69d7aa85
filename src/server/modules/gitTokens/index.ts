export { createGitTokenService, type GitTokenService } from './service';
