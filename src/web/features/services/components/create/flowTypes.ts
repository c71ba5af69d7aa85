import type { Detail } from '../../../../ui/DetailList';
import type { FormSection } from '../sections/formSection';

export type FlowStep = FormSection;

/** What the summary shows of one step. */
export interface SummarySection {
  stepId: string;
  items: readonly Detail[];
}
