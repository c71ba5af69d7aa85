import { useMemo, useState } from 'react';
import type { EnvironmentDeployment } from '../../../../contract';
import { columnsOfDeployment } from '../model/board';
import { StaticStageBoard } from './StaticStageBoard';
import type { ServiceLabel } from '../../../data/services/queries';

export interface DeploymentStageBoardProps {
  /** A past (or running) environment deployment: its stages as they ran, read-only. */
  deployment: EnvironmentDeployment;
  /** Names the services the deployment skipped, which its records name by id only. */
  serviceLabels?: ReadonlyMap<string, ServiceLabel> | undefined;
}

const noLabels: ReadonlyMap<string, ServiceLabel> = new Map();

/** A deployment's stages as they ran: what each ran and skipped, how it ended, how long it took and why. */
export function DeploymentStageBoard({ deployment, serviceLabels = noLabels }: DeploymentStageBoardProps) {
  // Durations of stages still running are counted up to when the board opened.
  const [now] = useState(Date.now);
  const columns = useMemo(
    () => columnsOfDeployment(deployment, serviceLabels, now),
    [deployment, serviceLabels, now],
  );
  return <StaticStageBoard label="Stages of the deployment" columns={columns} />;
}
