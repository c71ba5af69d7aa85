import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Deferred } from '../../ui/Deferred';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';

type Mode = 'light' | 'dark' | 'system';

const modes: Record<Mode, { label: string; icon: ReactNode }> = {
  light: { label: 'Light', icon: <LightModeIcon fontSize="small" /> },
  dark: { label: 'Dark', icon: <DarkModeIcon fontSize="small" /> },
  system: { label: 'System', icon: <SettingsBrightnessIcon fontSize="small" /> },
};

/** Light, dark or following the system; remembered in this browser. */
export function ThemeModeMenu() {
  const { mode, setMode } = useColorScheme();
  const menu = useMenuButton();
  const currentMode: Mode = mode ?? 'system';
  const current = modes[currentMode];

  return (
    <>
      <IconButton
        aria-label={`Theme: ${current.label}`}
        title={`Theme: ${current.label}`}
        {...menu.buttonProps}
      >
        {current.icon}
      </IconButton>
      <Deferred when={menu.opened}>
        <LazyMenuPopup
          {...menu.popup}
          label="Theme"
          align="right"
          entries={(Object.keys(modes) as Mode[]).map((option) => ({
            key: option,
            label: modes[option].label,
            icon: modes[option].icon,
            selected: option === currentMode,
            checked: option === currentMode,
            onSelect: () => setMode(option),
          }))}
        />
      </Deferred>
    </>
  );
}
