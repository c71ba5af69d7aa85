import { and, asc, count, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { isAnyOf } from '../../db/idList';
import { deploymentLogs, deploymentRequests, deployments } from '../../db/schema';
import type { DeploymentRecord, Run } from '../records';
import type { DeployedService, DeploymentFilter, DeploymentStore, LogFilter } from '../store';
import { pageLogsFrom } from './logPages';
import { deploymentOf, logOf, requestOf } from './rows';

/** Deployments of the services, only the newest (by end) of the actions given, per service. */
async function newestSuccessful(db: Database, serviceIds: string[], actions: DeploymentRecord['action'][]) {
  return db
    .selectDistinctOn([deployments.serviceId])
    .from(deployments)
    .where(
      and(
        isAnyOf(deployments.serviceId, serviceIds),
        eq(deployments.status, 'SUCCESS'),
        isNotNull(deployments.endedAt),
        inArray(deployments.action, actions),
      ),
    )
    .orderBy(
      deployments.serviceId,
      desc(deployments.endedAt),
      desc(deployments.createdAt),
      desc(deployments.id),
    );
}

/** What the SQL store reads of requests that ran, their deployments and their logs. */
export function sqlHistory(db: Database) {
  async function runsOf(requestRows: (typeof deploymentRequests.$inferSelect)[]): Promise<Run[]> {
    if (requestRows.length === 0) return [];
    const rows = await db
      .select()
      .from(deployments)
      .where(
        inArray(
          deployments.requestId,
          requestRows.map((row) => row.id),
        ),
      )
      .orderBy(asc(deployments.createdAt), asc(deployments.id));
    return requestRows.map((row) => ({
      request: requestOf(row),
      deployments: rows.filter((deployment) => deployment.requestId === row.id).map(deploymentOf),
    }));
  }

  const queries: Pick<
    DeploymentStore,
    | 'getRun'
    | 'listRuns'
    | 'latestDeployments'
    | 'deployedServices'
    | 'listDeployments'
    | 'getDeployment'
    | 'listLogs'
    | 'pageLogs'
  > = {
    async getRun(requestId) {
      const rows = await db.select().from(deploymentRequests).where(eq(deploymentRequests.id, requestId));
      const [run] = await runsOf(rows);
      return run ?? null;
    },

    async listRuns(environmentId, window) {
      const ran = and(
        eq(deploymentRequests.environmentId, environmentId),
        isNotNull(deploymentRequests.startedAt),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deploymentRequests)
          .where(ran)
          .orderBy(desc(deploymentRequests.sequence))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(deploymentRequests).where(ran),
      ]);
      return { total: total?.total ?? 0, results: await runsOf(rows) };
    },

    async latestDeployments(serviceIds) {
      if (serviceIds.length === 0) return new Map();
      const rows = await db
        .selectDistinctOn([deployments.serviceId])
        .from(deployments)
        .where(isAnyOf(deployments.serviceId, serviceIds))
        .orderBy(deployments.serviceId, desc(deployments.createdAt), desc(deployments.id));
      return new Map(rows.map((row) => [row.serviceId, deploymentOf(row)]));
    },

    async deployedServices(serviceIds) {
      const deployed = new Map<string, DeployedService>();
      if (serviceIds.length === 0) return deployed;
      const [settling, newest] = await Promise.all([
        newestSuccessful(db, serviceIds, ['DEPLOY', 'REDEPLOY', 'UNINSTALL', 'DELETE']),
        newestSuccessful(db, serviceIds, ['DEPLOY', 'REDEPLOY', 'STOP', 'RESTART', 'UNINSTALL', 'DELETE']),
      ]);
      const newestAction = new Map(newest.map((row) => [row.serviceId, row.action]));
      for (const row of settling) {
        if (row.action !== 'DEPLOY' && row.action !== 'REDEPLOY') continue;
        deployed.set(row.serviceId, {
          deployment: deploymentOf(row),
          stopped: newestAction.get(row.serviceId) === 'STOP',
        });
      }
      return deployed;
    },

    async listDeployments(filter: DeploymentFilter, window) {
      const matching =
        'serviceId' in filter
          ? eq(deployments.serviceId, filter.serviceId)
          : eq(deployments.requestId, filter.requestId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(deployments)
          .where(matching)
          .orderBy(desc(deployments.createdAt), desc(deployments.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ total: count() }).from(deployments).where(matching),
      ]);
      return { total: total?.total ?? 0, results: rows.map(deploymentOf) };
    },

    async getDeployment(deploymentId) {
      const [row] = await db.select().from(deployments).where(eq(deployments.id, deploymentId));
      return row ? deploymentOf(row) : null;
    },

    async listLogs(filter: LogFilter, limit) {
      const rows = await db
        .select()
        .from(deploymentLogs)
        .where(
          'deploymentId' in filter
            ? eq(deploymentLogs.deploymentId, filter.deploymentId)
            : eq(deploymentLogs.requestId, filter.requestId),
        )
        .orderBy(desc(deploymentLogs.at), desc(deploymentLogs.written))
        .limit(limit);
      return rows.reverse().map(logOf);
    },

    pageLogs: (filter, request) => pageLogsFrom(db, filter, request),
  };
  return { runsOf, ...queries };
}
