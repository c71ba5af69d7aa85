import { describe, expect, it } from 'vitest';
import { estimateClusterCost } from './clusterCost';

describe('estimateClusterCost', () => {
  it('adds the nodes at most for a month, their disks, the control plane and the paying features', () => {
    const cost = estimateClusterCost({
      cloudProvider: 'AWS',
      hourlyPrice: 0.0832,
      maxRunningNodes: 4,
      diskSize: 50,
      featureCentsPerMonth: [9855],
    });
    expect(cost.nodes).toBeCloseTo(0.0832 * 730 * 4);
    expect(cost.disks).toBeCloseTo(0.08 * 50 * 4);
    expect(cost).toMatchObject({ controlPlane: 73, features: 98.55 });
    expect(cost.total).toBe(Math.ceil(242.944 + 16 + 73 + 98.55));
  });

  it('bills no control plane on Scaleway and nothing for nodes before an instance type is chosen', () => {
    const cost = estimateClusterCost({
      cloudProvider: 'SCW',
      hourlyPrice: null,
      maxRunningNodes: 3,
      diskSize: 40,
      featureCentsPerMonth: [],
    });
    expect(cost).toMatchObject({ nodes: 0, controlPlane: 0, features: 0 });
    expect(cost.total).toBe(Math.ceil(0.08 * 40 * 3));
  });
});
