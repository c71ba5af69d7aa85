export { stageOrdering } from './ordering';
export { copyStageLayout, createDefaultStages, placeInDefaultStage, placeLikeOriginals } from './placement';
// The demo's seed lays its stages out as rows.
export { attachService, insertStages } from './queries';
export { createDeploymentStageService, type DeploymentStageService } from './service';
