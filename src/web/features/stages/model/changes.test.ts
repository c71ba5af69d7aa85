import { describe, expect, it } from 'vitest';
import {
  apiService as api,
  BACKEND,
  backendStage,
  cache,
  DATA,
  dataStage,
  FRONTEND,
  frontendStage,
  ordersDb,
  stageList,
  threeStages,
  web,
  worker,
} from '../testing/fixtures';
import { applyChange, inverseOf, sameArrangement, type StageChange } from './changes';

const order = (stages: ReturnType<typeof threeStages>['results']) => stages.map((stage) => stage.name);
const members = (stages: ReturnType<typeof threeStages>['results'], id: string) =>
  stages
    .find((stage) => stage.id === id)!
    .services.map((member) => `${member.service_id}${member.is_skipped ? ' skipped' : ''}`)
    .sort();

describe('applyChange', () => {
  it('moves a service to another stage, skipped there as the change says', () => {
    const before = stageList([dataStage(), backendStage(), frontendStage([], [web])]).results;
    const move = (isSkipped: boolean) =>
      applyChange(before, { kind: 'attach', serviceId: web.id, stageId: BACKEND, isSkipped });
    expect(members(move(false), BACKEND)).toEqual([api.id, web.id, worker.id].sort());
    expect(members(move(false), FRONTEND)).toEqual([]);
    expect(members(move(true), BACKEND)).toEqual([api.id, `${web.id} skipped`, worker.id].sort());
  });

  it('sets whether a service is skipped in its own stage', () => {
    const after = applyChange(threeStages().results, {
      kind: 'attach',
      serviceId: web.id,
      stageId: FRONTEND,
      isSkipped: true,
    });
    expect(members(after, FRONTEND)).toEqual([`${web.id} skipped`]);
  });

  it('moves a stage before or after another and renumbers them', () => {
    const before = threeStages().results;
    const first = applyChange(before, {
      kind: 'move',
      stageId: FRONTEND,
      anchorId: DATA,
      placement: 'before',
    });
    expect(order(first)).toEqual(['Frontend', 'Data', 'Backend']);
    expect(first.map((stage) => stage.deployment_order)).toEqual([0, 1, 2]);
    const last = applyChange(before, { kind: 'move', stageId: DATA, anchorId: FRONTEND, placement: 'after' });
    expect(order(last)).toEqual(['Backend', 'Frontend', 'Data']);
  });

  it('changes nothing when what it names is gone', () => {
    const before = threeStages().results;
    expect(
      order(applyChange(before, { kind: 'move', stageId: DATA, anchorId: 'gone', placement: 'after' })),
    ).toEqual(order(before));
    const attached = applyChange(before, {
      kind: 'attach',
      serviceId: web.id,
      stageId: 'gone',
      isSkipped: false,
    });
    expect(sameArrangement(attached, before)).toBe(true);
  });
});

describe('inverseOf', () => {
  it('moves a stage back next to its former neighbour', () => {
    const before = threeStages().results;
    const change: StageChange = { kind: 'move', stageId: BACKEND, anchorId: FRONTEND, placement: 'after' };
    expect(inverseOf(change, before)).toEqual([
      { kind: 'move', stageId: BACKEND, anchorId: DATA, placement: 'after' },
    ]);
    const firstOne: StageChange = { kind: 'move', stageId: DATA, anchorId: FRONTEND, placement: 'after' };
    expect(inverseOf(firstOne, before)).toEqual([
      { kind: 'move', stageId: DATA, anchorId: BACKEND, placement: 'before' },
    ]);
  });

  it('puts a service back in its stage, skipped again when it was', () => {
    const before = stageList([dataStage([ordersDb], [cache]), backendStage(), frontendStage()]).results;
    const change: StageChange = { kind: 'attach', serviceId: cache.id, stageId: BACKEND, isSkipped: false };
    const undo = inverseOf(change, before);
    expect(undo).toEqual([{ kind: 'attach', serviceId: cache.id, stageId: DATA, isSkipped: true }]);
    const undone = undo.reduce(applyChange, applyChange(before, change));
    expect(sameArrangement(undone, before)).toBe(true);
  });

  it('turns a skip back off', () => {
    const change: StageChange = { kind: 'attach', serviceId: web.id, stageId: FRONTEND, isSkipped: true };
    expect(inverseOf(change, threeStages().results)).toEqual([{ ...change, isSkipped: false }]);
  });
});

describe('sameArrangement', () => {
  it('ignores the order of services within a stage, not the order of stages', () => {
    const a = stageList([dataStage([ordersDb, cache]), backendStage(), frontendStage()]).results;
    const b = stageList([dataStage([cache, ordersDb]), backendStage(), frontendStage()]).results;
    const c = stageList([backendStage(), dataStage(), frontendStage()]).results;
    expect(sameArrangement(a, b)).toBe(true);
    expect(sameArrangement(a, c)).toBe(false);
  });
});
