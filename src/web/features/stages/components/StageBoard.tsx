import { DeploymentStageBoard, type DeploymentStageBoardProps } from './DeploymentStageBoard';
import { EnvironmentStageBoard, type EnvironmentStageBoardProps } from './EnvironmentStageBoard';

export type { DeploymentStageBoardProps, EnvironmentStageBoardProps };
export type StageBoardProps = EnvironmentStageBoardProps | DeploymentStageBoardProps;

/**
 * An environment's deployment stages as columns in deployment order, each service a card. Given an environment,
 * people rearrange its stages (drag and drop, or menus) and watch its latest deployment go through them; given a
 * deployment, it shows how that deployment's stages ran, read-only.
 */
export function StageBoard(props: StageBoardProps) {
  return 'deployment' in props ? <DeploymentStageBoard {...props} /> : <EnvironmentStageBoard {...props} />;
}
