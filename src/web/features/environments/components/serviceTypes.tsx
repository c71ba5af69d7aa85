import type { ReactNode } from 'react';
import { serviceKinds, type ServiceKind, type ServiceType } from '../../../../contract';
import { ServiceTypeIcon } from '../../../ui/ServiceTypeIcon';

export interface ServiceTypePresentation {
  /** The path segment of the type, as the service pages use it. */
  kind: ServiceKind;
  label: string;
  /** Plural, for filters and counts. */
  plural: string;
  icon: ReactNode;
}

/** Every service type with its icon and words; a new type in the contract fails to compile here until added. */
export const serviceTypes: Record<ServiceType, ServiceTypePresentation> = {
  APPLICATION: {
    kind: 'application',
    label: serviceKinds.application.label,
    plural: 'Applications',
    icon: <ServiceTypeIcon type="APPLICATION" />,
  },
  CONTAINER: {
    kind: 'container',
    label: serviceKinds.container.label,
    plural: 'Containers',
    icon: <ServiceTypeIcon type="CONTAINER" />,
  },
  DATABASE: {
    kind: 'database',
    label: serviceKinds.database.label,
    plural: 'Databases',
    icon: <ServiceTypeIcon type="DATABASE" />,
  },
  JOB: { kind: 'job', label: serviceKinds.job.label, plural: 'Jobs', icon: <ServiceTypeIcon type="JOB" /> },
  HELM: {
    kind: 'helm',
    label: serviceKinds.helm.label,
    plural: 'Helm charts',
    icon: <ServiceTypeIcon type="HELM" />,
  },
  TERRAFORM: {
    kind: 'terraform',
    label: serviceKinds.terraform.label,
    plural: 'Terraform',
    icon: <ServiceTypeIcon type="TERRAFORM" />,
  },
};
