import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface MenuEntry {
  key: string;
  label: string;
  secondary?: string;
  /** Pass null to keep the icon column aligned without an icon. */
  icon?: ReactNode;
  /** An in-app link; otherwise `onSelect` runs. */
  to?: string;
  onSelect?: () => void;
  selected?: boolean;
  /** Makes the entry one of a set of choices (menuitemradio). */
  checked?: boolean;
}

export interface MenuPopupProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /** Names the menu, e.g. "Organizations". */
  label: string;
  /** Non-interactive content above the entries (who is signed in). */
  header?: ReactNode;
  entries: readonly MenuEntry[];
  align?: 'left' | 'right';
}

/** The popup of every shell menu; its code loads when a menu first opens. */
export default function MenuPopup({
  id,
  anchor,
  onClose,
  label,
  header,
  entries,
  align = 'left',
}: MenuPopupProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: align }}
      transformOrigin={{ vertical: 'top', horizontal: align }}
      slotProps={{ list: { 'aria-label': label } }}
    >
      {header}
      {header ? <Divider /> : null}
      {entries.map((entry) => {
        const content = (
          <>
            {entry.icon !== undefined ? <ListItemIcon>{entry.icon}</ListItemIcon> : null}
            <ListItemText primary={entry.label} secondary={entry.secondary} />
          </>
        );
        const common = {
          selected: entry.selected,
          role: entry.checked === undefined ? undefined : 'menuitemradio',
          'aria-checked': entry.checked,
          'aria-current': entry.to && entry.selected ? ('page' as const) : undefined,
          onClick: () => {
            entry.onSelect?.();
            onClose();
          },
        };
        return entry.to ? (
          <MenuItem key={entry.key} component={RouterLink} to={entry.to} {...common}>
            {content}
          </MenuItem>
        ) : (
          <MenuItem key={entry.key} {...common}>
            {content}
          </MenuItem>
        );
      })}
    </Menu>
  );
}
