import type { ServiceKind } from '../../../../../contract';
import { toEditRequest } from '../../model/editRequest';
import { helmFormValuesOf } from '../../model/helmForm';
import type { ServiceOf } from '../../model/types';
import type { SummarySection } from '../create/flowTypes';
import { summarizeHelm, summarizeTerraform } from './chartSummaries';
import { summarizeDatabase } from './databaseSummary';
import { summarizeApplication, summarizeContainer, summarizeJob } from './runtimeSummaries';

/** The key settings of a service, grouped as its settings sections are, in the words of the creation summary. */
export function overviewSectionsOf<K extends ServiceKind>(kind: K, service: ServiceOf<K>): SummarySection[] {
  // Each case reads the service of its own kind, which the kind guarantees.
  switch (kind) {
    case 'application':
      return summarizeApplication(toEditRequest('application', service as ServiceOf<'application'>));
    case 'container':
      return summarizeContainer(toEditRequest('container', service as ServiceOf<'container'>));
    case 'database':
      return summarizeDatabase(service as ServiceOf<'database'>);
    case 'job':
      return summarizeJob(toEditRequest('job', service as ServiceOf<'job'>));
    case 'helm':
      return summarizeHelm(helmFormValuesOf(toEditRequest('helm', service as ServiceOf<'helm'>)));
    case 'terraform':
      return summarizeTerraform(toEditRequest('terraform', service as ServiceOf<'terraform'>));
  }
  return [];
}
