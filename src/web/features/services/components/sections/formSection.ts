import type { ReactNode } from 'react';

/**
 * A part of a service's settings: a step when creating the service, a section of its settings page afterwards.
 * Both edit the same fields with the same components.
 */
export interface FormSection {
  id: string;
  label: string;
  /** One line under the heading. */
  description: string;
  /** The form paths it edits: checked before moving on, and where errors under them are shown. */
  fields: readonly string[];
  content: ReactNode;
}
