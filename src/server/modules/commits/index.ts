export { createCommitService, type CommitOptions, type CommitService } from './service';
