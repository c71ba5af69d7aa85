import type {
  DeploymentStage,
  EnvironmentDeployment,
  EnvironmentStatusesWithStages,
  ServiceState,
  ServiceType,
  StageStatus,
} from '../../../../contract';
import type { ServiceLabel } from '../../../data/services/queries';
import { needsRedeploy, redeployReason } from '../../../lib/deployments/redeployNeeded';
import { secondsBetween } from '../../../lib/format';

export interface BoardCard {
  serviceId: string;
  name: string;
  /** Unknown for a service of a past deployment that no longer exists and did not run then. */
  type: ServiceType | undefined;
  /** Environment deployments leave it out (or, in a past deployment, left it out). */
  skipped: boolean;
  /** Its state, live or as it ended in a past deployment; absent when not known. */
  state?: ServiceState | undefined;
  /** Live only: why it needs a redeploy (what changed since the running version), when it does. */
  redeployReason?: string | undefined;
}

/** How a stage went in the latest (or a past) deployment. */
export interface StageRun {
  status: StageStatus;
  durationSec: number | null;
  reason: string | null;
  /** The services it ran or skipped then, when the answer says: the run describes the stage while it holds them. */
  serviceIds?: readonly string[] | undefined;
}

export interface BoardColumn {
  id: string;
  name: string;
  description: string;
  cards: BoardCard[];
  run?: StageRun | undefined;
}

/** The order the server lists a stage's services in: by name, ignoring case, then by id. */
export function byName(a: BoardCard, b: BoardCard): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.serviceId < b.serviceId ? -1 : a.serviceId > b.serviceId ? 1 : 0;
}

/** A service the names do not list (created a moment ago, or deleted since) is named by its id. */
function labelOf(
  labels: ReadonlyMap<string, ServiceLabel>,
  serviceId: string,
  type: ServiceType | undefined,
): { name: string; type: ServiceType | undefined } {
  return labels.get(serviceId) ?? { name: `Service ${serviceId.slice(0, 8)}`, type };
}

/** The live view's states, by service and by stage. */
export interface LiveStates {
  services: ReadonlyMap<string, ServiceState>;
  stages: ReadonlyMap<string, StageRun>;
  /** Why each service running an older configuration than the one saved needs a redeploy. */
  redeploy: ReadonlyMap<string, string>;
}

export function liveStatesOf(live: EnvironmentStatusesWithStages | undefined): LiveStates {
  const services = new Map<string, ServiceState>();
  const stages = new Map<string, StageRun>();
  const redeploy = new Map<string, string>();
  for (const entry of live?.stages ?? []) {
    const { stage, ...groups } = entry;
    for (const status of Object.values(groups).flat()) {
      services.set(status.id, status.state);
      if (needsRedeploy(status)) redeploy.set(status.id, redeployReason(status.configuration_changes));
    }
    if (stage.status) {
      stages.set(stage.id, {
        status: stage.status,
        durationSec: stage.steps?.total_duration_sec ?? null,
        reason: stage.reason ?? null,
        serviceIds: stage.service_ids && [...stage.service_ids, ...(stage.skipped_service_ids ?? [])],
      });
    }
  }
  return { services, stages, redeploy };
}

/**
 * A stage's last run, while it still describes the stage: once a service it ran has left (a move shown before the
 * server answers, too), the run is about another content and is not shown. Services that joined since show their
 * own state.
 */
function runOf(run: StageRun | undefined, cards: readonly BoardCard[]): StageRun | undefined {
  if (!run?.serviceIds) return run;
  const held = new Set(cards.map((card) => card.serviceId));
  return run.serviceIds.every((serviceId) => held.has(serviceId)) ? run : undefined;
}

/** The columns of an environment's board: its stages in deployment order, each with its services by name. */
export function columnsOf(
  stages: readonly DeploymentStage[],
  labels: ReadonlyMap<string, ServiceLabel>,
  live?: LiveStates,
): BoardColumn[] {
  return stages.map((stage) => {
    const cards = stage.services
      .map((member) => ({
        serviceId: member.service_id,
        ...labelOf(labels, member.service_id, member.service_type),
        skipped: member.is_skipped,
        state: live?.services.get(member.service_id),
        redeployReason: live?.redeploy.get(member.service_id),
      }))
      .sort(byName);
    return {
      id: stage.id,
      name: stage.name,
      description: stage.description,
      cards,
      run: runOf(live?.stages.get(stage.id), cards),
    };
  });
}

/** The columns of a past deployment: its stages as they ran, the services it skipped after those it ran. */
export function columnsOfDeployment(
  deployment: EnvironmentDeployment,
  labels: ReadonlyMap<string, ServiceLabel>,
  now: number,
): BoardColumn[] {
  const ran = new Map(deployment.services.map((service) => [service.identifier.service_id, service]));
  const cardOf = (serviceId: string, skipped: boolean): BoardCard => {
    const service = ran.get(serviceId);
    const label = service
      ? { name: service.identifier.name, type: service.identifier.service_type }
      : labelOf(labels, serviceId, undefined);
    return { serviceId, ...label, skipped, state: skipped ? undefined : service?.state };
  };
  return deployment.stages.map((stage, index) => ({
    // Stages the order did not come from (the services no stage held) have no id of their own.
    id: stage.stage_id ?? `unstaged-${index}`,
    name: stage.name,
    description: '',
    cards: [
      ...stage.service_ids.map((id) => cardOf(id, false)).sort(byName),
      ...stage.skipped_service_ids.map((id) => cardOf(id, true)).sort(byName),
    ],
    run: {
      status: stage.status,
      durationSec: stage.started_at ? secondsBetween(stage.started_at, stage.ended_at, now) : null,
      reason: stage.reason,
    },
  }));
}

/** Where a service would land in a stage: its 1-based position among the stage's services by name, and their count. */
export function landingPosition(column: BoardColumn, card: BoardCard): { position: number; count: number } {
  const others = column.cards.filter((other) => other.serviceId !== card.serviceId);
  const position = others.filter((other) => byName(other, card) < 0).length + 1;
  return { position, count: others.length + 1 };
}

/**
 * Keeps the columns that did not change the same objects from one computation to the next, so that a move (or a
 * live answer) re-renders the stages it touched rather than all of them.
 */
export function createColumnReuse() {
  let known = new Map<string, BoardColumn>();
  return (columns: BoardColumn[]): BoardColumn[] => {
    const next = new Map<string, BoardColumn>();
    const reused = columns.map((column) => {
      const key = JSON.stringify(column);
      const same = known.get(key) ?? column;
      next.set(key, same);
      return same;
    });
    known = next;
    return reused;
  };
}
