import { useOutletContext } from 'react-router';
import type { Environment } from '../../contract';

/**
 * What the environment page hands to the sections rendered in its outlet (its services, its deployment stages),
 * so they need not ask for the environment again.
 */
export interface EnvironmentOutletContext {
  environment: Environment;
}

export function useEnvironmentOutlet(): EnvironmentOutletContext {
  const context = useOutletContext<EnvironmentOutletContext | undefined>();
  if (!context?.environment) throw new Error('Rendered outside the environment page');
  return context;
}
