import { describe, expect, it } from 'vitest';
import { deploymentOf, secondsIn, serviceRun, step, twoStageRelease } from '../testing/timelineFixtures';
import { axisTicks, timelineOf, type Timeline } from './timeline';

const phasesOf = (timeline: Timeline, name: string) =>
  timeline.lanes.flatMap((lane) => lane.rows).find((row) => row.name === name)?.phases ?? [];

const summary = (timeline: Timeline, name: string) =>
  phasesOf(timeline, name).map((phase) => [phase.kind, phase.start / 1000, phase.end / 1000, phase.critical]);

describe('timelineOf', () => {
  it('draws each stage as a lane and merges consecutive steps of a phase into one bar', () => {
    const timeline = timelineOf(twoStageRelease(), secondsIn(60));
    expect(timeline.lanes.map((lane) => [lane.name, lane.rows.map((row) => row.name)])).toEqual([
      ['Databases', ['orders-db', 'cache']],
      ['Applications', ['worker', 'web']],
    ]);
    expect(summary(timeline, 'web').map(([kind, start, end]) => [kind, start, end])).toEqual([
      ['build', 10, 12],
      ['queued', 12, 14],
      ['build', 14, 30],
      ['queued', 30, 31],
      ['deploy', 31, 40],
    ]);
    expect(timeline.span).toBe(40_000);
  });

  it('marks the chain that set the end time: the service that ended last in each stage', () => {
    const timeline = timelineOf(twoStageRelease(), secondsIn(60));
    expect(phasesOf(timeline, 'orders-db').every((phase) => phase.critical)).toBe(true);
    expect(phasesOf(timeline, 'web').every((phase) => phase.critical)).toBe(true);
    expect(phasesOf(timeline, 'cache').some((phase) => phase.critical)).toBe(false);
    expect(phasesOf(timeline, 'worker').some((phase) => phase.critical)).toBe(false);
  });

  it('ends what still runs at the time of the answer, so its bar grows with each one', () => {
    const running = deploymentOf(
      [
        {
          name: 'Applications',
          services: [
            serviceRun('web', 'web', 0, [
              step('BUILD', 0, null),
              { ...step('DEPLOYMENT', 0, 0), status: 'PENDING', started_at: null, ended_at: null },
            ]),
            serviceRun('api', 'api', 0, [step('BUILD', 0, 5), step('DEPLOYMENT', 5, 8)]),
          ],
        },
      ],
      'RUNNING',
    );
    expect(summary(timelineOf(running, secondsIn(12)), 'web')).toEqual([['build', 0, 12, true]]);
    const later = timelineOf(running, secondsIn(20));
    expect(summary(later, 'web')).toEqual([['build', 0, 20, true]]);
    expect(phasesOf(later, 'web')[0]?.running).toBe(true);
    expect(phasesOf(later, 'api').some((phase) => phase.critical)).toBe(false);
  });

  it('says which phase failed', () => {
    const failed = deploymentOf([
      { name: 'Applications', services: [serviceRun('web', 'web', 0, [step('BUILD', 0, 7, 'ERROR')])] },
    ]);
    expect(phasesOf(timelineOf(failed, secondsIn(60)), 'web')[0]?.failed).toBe(true);
  });
});

describe('axisTicks', () => {
  it('marks round spacings from zero past the end', () => {
    expect(axisTicks(40_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(axisTicks(95_000)).toEqual([0, 30_000, 60_000, 90_000, 120_000]);
    expect(axisTicks(0)).toEqual([0, 1000]);
  });
});
