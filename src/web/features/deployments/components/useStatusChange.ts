import { isInFlight } from '../../../lib/deployments/serviceStates';
import { useServiceStatus } from '../../../lib/deployments/statuses';
import { useOnChange } from './useOnChange';

/**
 * Follows a service's status from its environment's shared answer: `inFlight` for polling what depends on it, and
 * `onChange` whenever its state or latest deployment changes (a deployment started or ended elsewhere).
 */
export function useServiceStatusChange(environmentId: string, serviceId: string, onChange: () => void) {
  const status = useServiceStatus(environmentId, serviceId);
  useOnChange(
    status.data
      ? `${status.data.state}|${status.data.last_deployment_date ?? ''}|${status.data.deployment_request_id ?? ''}`
      : undefined,
    onChange,
  );
  return { status, inFlight: status.data ? isInFlight(status.data.state) : false };
}
