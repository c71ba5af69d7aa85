import type { commitEndpoints } from '../../../contract';
import type { CommitService } from '../../modules/commits';
import type { HandlersFor } from './bind';

export function commitHandlers(commits: CommitService): HandlersFor<typeof commitEndpoints> {
  return {
    application: ({ params, query }) => commits.list('application', params.applicationId, query),
    job: ({ params, query }) => commits.list('job', params.jobId, query),
    helm: ({ params, query }) => commits.list('helm', params.helmId, query),
    terraform: ({ params, query }) => commits.list('terraform', params.terraformId, query),
  };
}
