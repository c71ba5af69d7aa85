import type { TimelinePhaseKind } from '../../model/timeline';

export const phaseWords: Record<TimelinePhaseKind, string> = {
  queued: 'Queued',
  build: 'Build',
  deploy: 'Deploy',
};

/** An axis mark: "0 s", "45 s", "2 min", "1 min 30 s". */
export function tickLabel(milliseconds: number): string {
  const seconds = Math.round(milliseconds / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** How long a phase took: tenths of a second under ten seconds (a short step would read "0 s"), then as a mark. */
export function durationLabel(milliseconds: number): string {
  if (milliseconds < 9_950) return `${(milliseconds / 1000).toFixed(1)} s`;
  return tickLabel(milliseconds);
}
