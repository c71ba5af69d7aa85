import { createContext, type ReactNode } from 'react';
import type { AnyService } from '../../../../contract';

/** What the services table hands to the actions on the services chosen in it. */
export interface ServiceSelectionActionsProps {
  organizationId: string;
  environmentId: string;
  /** The chosen services, in the order the environment lists them; empty while nothing is chosen. */
  services: readonly AnyService[];
  /** Once an action was accepted: the table lets go of its selection. */
  onDone: () => void;
}

/**
 * Renders the actions the services table offers on its chosen rows, in its selection bar. Another feature owns them
 * (deploy, restart, stop), so app/ provides them around the environment page; without them the table has no
 * checkboxes.
 */
export const ServiceSelectionActionsSlot = createContext<
  ((props: ServiceSelectionActionsProps) => ReactNode) | undefined
>(undefined);
