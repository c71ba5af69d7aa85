import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import IconButton from '@mui/material/IconButton';
import { Deferred } from '../../ui/Deferred';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';

/** Help: the keyboard shortcuts (and what else helps people find their way). */
export function HelpMenu({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const menu = useMenuButton();
  return (
    <>
      <IconButton aria-label="Help" title="Help" {...menu.buttonProps}>
        <HelpIcon />
      </IconButton>
      <Deferred when={menu.opened}>
        <LazyMenuPopup
          {...menu.popup}
          label="Help"
          align="right"
          entries={[
            {
              key: 'shortcuts',
              label: 'Keyboard shortcuts',
              icon: <KeyboardIcon fontSize="small" />,
              onSelect: onShowShortcuts,
            },
          ]}
        />
      </Deferred>
    </>
  );
}
