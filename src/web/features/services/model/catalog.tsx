import CodeIcon from '@mui/icons-material/CodeOutlined';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ReactNode } from 'react';
import { serviceKinds, type ServiceKind } from '../../../../contract';

export interface KindPresentation {
  label: string;
  /** One line saying what the kind of service is for. */
  description: string;
  icon: ReactNode;
}

/** How each kind of service presents itself; a new kind in the contract fails to compile here until added. */
export const kindPresentation: Record<ServiceKind, KindPresentation> = {
  application: {
    label: serviceKinds.application.label,
    description: 'Build and run code from a git repository with its Dockerfile.',
    icon: <CodeIcon />,
  },
  container: {
    label: serviceKinds.container.label,
    description: 'Run a ready-made image from a container registry.',
    icon: <ViewInArIcon />,
  },
  database: {
    label: serviceKinds.database.label,
    description: 'PostgreSQL, MySQL, MongoDB or Redis, as a container or managed by the cloud provider.',
    icon: <StorageIcon />,
  },
  job: {
    label: serviceKinds.job.label,
    description: 'Run a task on a cron schedule or when the environment starts, stops or is deleted.',
    icon: <TimerIcon />,
  },
  helm: {
    label: serviceKinds.helm.label,
    description: 'Install a chart from a helm repository or a git repository, with your values.',
    icon: <DirectionsBoatIcon />,
  },
  terraform: {
    label: serviceKinds.terraform.label,
    description: 'Plan and apply infrastructure code from a git repository.',
    icon: <LayersIcon />,
  },
};

export { isServiceKind, kindOf } from './kinds';
