import type { z } from 'zod';
import type { Healthchecks, PortRequest } from './common';
import { probePort } from './common';

type Ctx = z.RefinementCtx;

/** max_running_instances is -1 (no limit) or at least min_running_instances. */
export function checkScaling(
  value: { min_running_instances?: number; max_running_instances?: number },
  ctx: Ctx,
) {
  const min = value.min_running_instances ?? 1;
  const max = value.max_running_instances ?? 1;
  if (max !== -1 && max < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_running_instances'],
      message: `must be -1 (no limit) or at least min_running_instances (${min})`,
    });
  }
}

/** A service exposes each internal port once, names its ports uniquely and has one default port at most. */
export function checkPorts(ports: readonly PortRequest[] | undefined, ctx: Ctx) {
  const seenPorts = new Set<number>();
  const seenNames = new Set<string>();
  let defaultSeen = false;
  (ports ?? []).forEach((port, index) => {
    if (port.is_default) {
      if (defaultSeen) {
        ctx.addIssue({
          code: 'custom',
          path: ['ports', index, 'is_default'],
          message: 'another port is already the default one',
        });
      }
      defaultSeen = true;
    }
    if (seenPorts.has(port.internal_port)) {
      ctx.addIssue({
        code: 'custom',
        path: ['ports', index, 'internal_port'],
        message: `port ${port.internal_port} is already declared by this service`,
      });
    }
    seenPorts.add(port.internal_port);
    const name = port.name?.trim().toLowerCase();
    if (name) {
      if (seenNames.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['ports', index, 'name'],
          message: `name "${port.name}" is already used`,
        });
      }
      seenNames.add(name);
    }
  });
}

/** Probes that target a port must target one the service declares. */
export function checkHealthcheckPorts(
  healthchecks: Healthchecks | undefined,
  ports: readonly PortRequest[] | undefined,
  ctx: Ctx,
) {
  if (!healthchecks) return;
  const declared = new Set((ports ?? []).map((port) => port.internal_port));
  for (const probeName of ['readiness_probe', 'liveness_probe'] as const) {
    const probe = healthchecks[probeName];
    if (!probe) continue;
    const target = probePort(probe.type);
    if (target !== undefined && !declared.has(target)) {
      const kind = Object.keys(probe.type)[0] ?? 'tcp';
      ctx.addIssue({
        code: 'custom',
        path: ['healthchecks', probeName, 'type', kind, 'port'],
        message: `port ${target} is not one of the service's ports`,
      });
    }
  }
}

/** The rules an application's or a container's request follows: scaling, ports, and probes on declared ports. */
export function checkWorkload(
  value: {
    min_running_instances?: number;
    max_running_instances?: number;
    ports?: readonly PortRequest[];
    healthchecks?: Healthchecks;
  },
  ctx: Ctx,
) {
  checkScaling(value, ctx);
  checkPorts(value.ports, ctx);
  checkHealthcheckPorts(value.healthchecks, value.ports, ctx);
}
