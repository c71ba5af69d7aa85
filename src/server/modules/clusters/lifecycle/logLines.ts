import { between, pick, type Random } from '../../../engine';

export interface LineDraft {
  level: 'INFO' | 'WARNING' | 'ERROR';
  message: string;
}

const info = (message: string): LineDraft => ({ level: 'INFO', message });

/** What the lines of a step talk about. */
export interface LogSubject {
  clusterName: string;
  providerLabel: string;
  region: string;
  instanceType: string | null;
  minNodes: number;
  maxNodes: number;
  diskSize: number;
  /** The Kubernetes version the execution installs or upgrades to. */
  targetVersion: string | null;
  /** The version it upgrades from. */
  fromVersion: string | null;
}

const charts = ['ingress-nginx', 'cert-manager', 'external-dns', 'metrics-server', 'cluster-autoscaler'];

/** The lines a step writes as it ends well, as the provider's and Kubernetes' tools would say them. */
export function stepLines(step: string, subject: LogSubject, random: Random): LineDraft[] {
  const { providerLabel, region, clusterName } = subject;
  switch (step) {
    case 'CHECK_CREDENTIALS':
      return [info(`${providerLabel} accepted the credentials; region ${region} is available`)];
    case 'CREATE_NETWORK': {
      const octet = between(random, 0, 200);
      return [
        info(`Created network ${clusterName}-vpc (10.${octet}.0.0/16)`),
        info(`Created ${between(random, 2, 3)} private subnets and their route tables in ${region}`),
      ];
    }
    case 'CREATE_CONTROL_PLANE':
      return [
        info(
          `Kubernetes ${subject.targetVersion ?? ''} control plane ${clusterName} is ACTIVE`.replace(
            '  ',
            ' ',
          ),
        ),
        info(`API server endpoint is reachable (answered in ${between(random, 40, 180)} ms)`),
      ];
    case 'CREATE_NODE_GROUP':
      return [
        info(
          `Node group ready: ${subject.minNodes} to ${subject.maxNodes} nodes of ${subject.instanceType ?? 'the default type'}` +
            `, ${subject.diskSize} GB disks`,
        ),
        info(`${subject.minNodes} node(s) joined the cluster and are Ready`),
      ];
    case 'INSTALL_CHARTS':
      return charts.map((chart) => info(`helm upgrade --install ${chart}: deployed`));
    case 'UPGRADE_CONTROL_PLANE':
      return [
        info(`Control plane upgraded from ${subject.fromVersion ?? '?'} to ${subject.targetVersion ?? '?'}`),
      ];
    case 'UPGRADE_NODES':
      return [
        info(`Drained and replaced ${subject.minNodes} node(s) with ${subject.targetVersion ?? ''} images`),
        info(`Every pod is rescheduled (${pick(random, ['no', 'no', 'one'])} disruption budget waited on)`),
      ];
    case 'UPGRADE_CHARTS':
      return charts.map((chart) => info(`helm upgrade ${chart}: upgraded`));
    case 'SCALE_DOWN_NODES':
      return [info('Node group scaled to 0; the control plane and the volumes are kept')];
    default:
      return [];
  }
}
