import { z } from 'zod';
import { id, timestamp } from './common';
import { serviceType } from './services/common';

/**
 * The steps of the guided first release, in order. Each is done when the platform has what it asks for, made since
 * the guide started: a project, an environment in it, a service there, its stages arranged, a variable and a secret
 * reaching that service, a deployment of it that succeeded, and its logs opened (which the console reports, as
 * reading is not a change the platform keeps).
 */
export const guideStepKey = z.enum([
  'project',
  'environment',
  'service',
  'stages',
  'variables',
  'deploy',
  'logs',
]);
export type GuideStepKey = z.infer<typeof guideStepKey>;
export const guideStepKeys = guideStepKey.options;

export const guideStep = z.object({
  key: guideStepKey,
  done: z.boolean(),
  skipped: z.boolean(),
});
export type GuideStep = z.infer<typeof guideStep>;

/** One person's progress through the guided first release in one organization. */
export const guide = z.object({
  organization_id: id,
  started_at: timestamp,
  /** The console should offer the guide now: the demo organization, never offered to this person before. */
  offer: z.boolean(),
  dismissed: z.boolean(),
  steps: z.array(guideStep),
  /** Every step done or skipped. */
  completed: z.boolean(),
  /** The records the steps were done with, so the console can point at the next control. */
  project_id: id.nullable(),
  environment_id: id.nullable(),
  service_id: id.nullable(),
  service_type: serviceType.nullable(),
});
export type Guide = z.infer<typeof guide>;

/** What a person changes of their progress; fields left out stay as they are. */
export const guideUpdate = z.object({
  /** The steps skipped (replaces the list). */
  skipped_steps: z.array(guideStepKey).max(guideStepKeys.length).optional(),
  /** Closed for good (true), or open again (false). */
  dismissed: z.boolean().optional(),
  /** The guide was offered: it is not offered again. */
  offered: z.literal(true).optional(),
  /** The logs of the guide's service were opened. */
  logs_opened: z.literal(true).optional(),
  /** Start over: forget what was done, skipped and opened; only what is made from now counts. */
  restart: z.literal(true).optional(),
});
export type GuideUpdate = z.infer<typeof guideUpdate>;
