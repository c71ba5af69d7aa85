import type { Database } from '../../db/database';
import type { Runtime } from '../../runtime';
import type { CloudCredentialsService } from '../cloudCredentials';
import type { SecretBox } from '../secrets';
import type { ClusterRunner } from './lifecycle/runner';
import type { ClusterLockService } from './locks';

export interface ClusterLifecycleOptions {
  credentials: CloudCredentialsService;
  secrets: SecretBox;
  runner: ClusterRunner;
  /** ENGINE_TIME_SCALE: installs, upgrades and stops take the engine's pace. */
  timeScale: number;
  /** Seeds the log content and the steps' jitter. */
  seed: string;
  /** A cluster locked refuses installs, upgrades, stops, edits and deletes. */
  locks: ClusterLockService;
}

/** What the cluster service's operations work with. */
export interface ClusterDeps {
  db: Database;
  runtime: Runtime;
  options: ClusterLifecycleOptions;
}
