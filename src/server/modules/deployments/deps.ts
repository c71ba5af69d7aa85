import type { LogLineList, LogQuery } from '../../../contract';
import type { Database } from '../../db/database';
import type { PageWindow } from '../../domain/paging';
import type { Engine, LogSource } from '../../engine';
import type { ServiceManager } from '../services';
import { cursorMissing, logPageAnswer, logPageRequestOf } from './logPages';

export interface DeploymentSettings {
  /** DEPLOYMENT_LOG_RETENTION: how many finished deployments of each service keep their lines. */
  logRetention: number;
}

/** What the deployment operations work with: the engine runs them, `services` holds the image tags deployed. */
export interface DeploymentDeps {
  db: Database;
  engine: Engine;
  services: ServiceManager;
  settings: DeploymentSettings;
}

/** The engine's histories always take a window: without a page asked for, one holding every row. */
export const EVERY_ROW: PageWindow = { offset: 0, limit: Number.MAX_SAFE_INTEGER };

/** A part of a log as the API answers it. */
export async function logPage(engine: Engine, source: LogSource, query: LogQuery): Promise<LogLineList> {
  const request = logPageRequestOf(query);
  const page = await engine.logPage(source, request);
  if (!page) throw cursorMissing(request);
  return logPageAnswer(page, request);
}
