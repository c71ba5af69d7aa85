/** What the board says, in one place: screen-reader announcements, notices and menu entries reuse these. */
export const boardWords = {
  movedService: (service: string, stage: string) => `Moved ${service} to ${stage}.`,
  skipped: (service: string) => `${service} is skipped in environment deployments.`,
  included: (service: string) => `${service} deploys with the environment again.`,
  movedStage: (stage: string, position: number, count: number) =>
    `Moved stage ${stage} to position ${position} of ${count}.`,
  undone: 'Undone.',
  nothingToUndo: 'Nothing to undo: no change to the stages since this page opened, or it was undone already.',
  changedElsewhere:
    'The stages were changed elsewhere meanwhile: the board shows them as the server has them now.',
  backInPlace: (service: string, stage: string) => `${service} is back in ${stage}.`,
  stageBackInPlace: (stage: string) => `Stage ${stage} is back in its place.`,
  skipLabel: (service: string) => `Skip ${service} in environment deployments`,
  dropHint: 'Drag services here',
};
