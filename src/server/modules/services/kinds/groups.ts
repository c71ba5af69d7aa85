import type { z } from 'zod';
import type {
  annotationsGroup,
  annotationsGroupRequest,
  autoscaling,
  autoscalingRequest,
  labelsGroup,
  labelsGroupRequest,
} from '../../../../contract';
import type { SaveContext } from '../definition';
import { keepStamps } from '../nested';

export type AnnotationsGroup = z.output<typeof annotationsGroup>;
export type LabelsGroup = z.output<typeof labelsGroup>;
/** Autoscaling as stored: the service it belongs to is the row holding it. */
export type StoredAutoscaling = Omit<z.output<typeof autoscaling>, 'service_id'>;

/** Annotation and label groups every service type but helm and terraform carries. */
export interface GroupsConfig {
  annotations_groups: AnnotationsGroup[];
  labels_groups: LabelsGroup[];
}

export function storedGroups(
  request: {
    annotations_groups: z.output<typeof annotationsGroupRequest>[];
    labels_groups: z.output<typeof labelsGroupRequest>[];
  },
  previous: GroupsConfig | null,
  context: SaveContext,
): GroupsConfig {
  return {
    annotations_groups: keepStamps(request.annotations_groups, previous?.annotations_groups ?? [], context),
    labels_groups: keepStamps(request.labels_groups, previous?.labels_groups ?? [], context),
  };
}

/** One autoscaling setup per service: it keeps its id for as long as the service has one. */
export function storedAutoscaling(
  request: z.output<typeof autoscalingRequest> | null | undefined,
  previous: StoredAutoscaling | null,
  context: SaveContext,
): StoredAutoscaling | null {
  if (!request) return null;
  const now = context.now.toISOString();
  const { scalers, ...settings } = request;
  return {
    ...settings,
    id: previous?.id ?? context.newId(),
    created_at: previous?.created_at ?? now,
    updated_at: now,
    scalers: keepStamps(scalers, previous?.scalers ?? [], context),
  };
}
