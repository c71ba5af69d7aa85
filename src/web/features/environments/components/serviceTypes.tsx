import CodeIcon from '@mui/icons-material/CodeOutlined';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ReactNode } from 'react';
import { serviceKinds, type ServiceKind, type ServiceType } from '../../../../contract';

export interface ServiceTypePresentation {
  /** The path segment of the type, as the service pages use it. */
  kind: ServiceKind;
  label: string;
  /** Plural, for filters and counts. */
  plural: string;
  icon: ReactNode;
}

const small = { fontSize: 'small' } as const;

/** Every service type with its icon and words; a new type in the contract fails to compile here until added. */
export const serviceTypes: Record<ServiceType, ServiceTypePresentation> = {
  APPLICATION: {
    kind: 'application',
    label: serviceKinds.application.label,
    plural: 'Applications',
    icon: <CodeIcon {...small} />,
  },
  CONTAINER: {
    kind: 'container',
    label: serviceKinds.container.label,
    plural: 'Containers',
    icon: <ViewInArIcon {...small} />,
  },
  DATABASE: {
    kind: 'database',
    label: serviceKinds.database.label,
    plural: 'Databases',
    icon: <StorageIcon {...small} />,
  },
  JOB: { kind: 'job', label: serviceKinds.job.label, plural: 'Jobs', icon: <TimerIcon {...small} /> },
  HELM: {
    kind: 'helm',
    label: serviceKinds.helm.label,
    plural: 'Helm charts',
    icon: <DirectionsBoatIcon {...small} />,
  },
  TERRAFORM: {
    kind: 'terraform',
    label: serviceKinds.terraform.label,
    plural: 'Terraform',
    icon: <LayersIcon {...small} />,
  },
};
