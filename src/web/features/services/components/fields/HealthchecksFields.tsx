import { useWatch } from 'react-hook-form';
import type { PortRequest } from '../../../../../contract';
import { ProbeFields } from './ProbeFields';

/**
 * Readiness and liveness probes. `portsName` is where the service declares its ports (`ports` for applications
 * and containers, `port` for jobs), so a new probe targets the first of them.
 */
export function HealthchecksFields({ portsName }: { portsName: 'ports' | 'port' }) {
  const ports = useWatch({ name: portsName }) as PortRequest[] | number | null | undefined;
  const defaultPort = Array.isArray(ports) ? ports[0]?.internal_port : (ports ?? undefined);
  return (
    <>
      <ProbeFields
        name="healthchecks.readiness_probe"
        title="Readiness"
        description="Traffic reaches an instance once this check passes."
        defaultPort={defaultPort}
      />
      <ProbeFields
        name="healthchecks.liveness_probe"
        title="Liveness"
        description="An instance that fails this check is restarted."
        defaultPort={defaultPort}
      />
    </>
  );
}
