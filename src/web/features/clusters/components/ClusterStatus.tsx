import type { ClusterState } from '../../../../contract';
import { StatusChip } from '../../../ui/status/StatusChip';
import { clusterStatusLooks } from '../model/status';

export function ClusterStatusChip({ state, live }: { state: ClusterState; live?: string }) {
  return <StatusChip {...clusterStatusLooks[state]} live={live} />;
}
