import CodeIcon from '@mui/icons-material/CodeOutlined';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoatOutlined';
import LayersIcon from '@mui/icons-material/LayersOutlined';
import StorageIcon from '@mui/icons-material/StorageOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ServiceType } from '../../contract';

/** One picture per type of service; a type added to the contract fails to compile here until it has one. */
const icons: Record<ServiceType, ComponentType<SvgIconProps>> = {
  APPLICATION: CodeIcon,
  CONTAINER: ViewInArIcon,
  DATABASE: StorageIcon,
  JOB: TimerIcon,
  HELM: DirectionsBoatIcon,
  TERRAFORM: LayersIcon,
};

/** The icon of a type of service. Decorative: the words next to it (or `titleAccess`) say the type. */
export function ServiceTypeIcon({
  type,
  fontSize = 'small',
  titleAccess,
}: {
  type: ServiceType;
  fontSize?: 'small' | 'inherit';
  /** Names the type to assistive technology where no words next to the icon do. */
  titleAccess?: string;
}) {
  const Icon = icons[type];
  return <Icon fontSize={fontSize} titleAccess={titleAccess} />;
}
