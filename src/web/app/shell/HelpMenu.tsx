import ChecklistIcon from '@mui/icons-material/ChecklistOutlined';
import HelpIcon from '@mui/icons-material/HelpOutlineOutlined';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import IconButton from '@mui/material/IconButton';
import { Deferred } from '../../ui/Deferred';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';

/** Help: the guided first release and the keyboard shortcuts. */
export function HelpMenu({
  onShowShortcuts,
  onShowGuide,
}: {
  onShowShortcuts: () => void;
  /** Absent off organization pages (the guide is kept per organization). */
  onShowGuide: (() => void) | undefined;
}) {
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
            ...(onShowGuide
              ? [
                  {
                    key: 'guide',
                    label: 'Guided first release',
                    icon: <ChecklistIcon fontSize="small" />,
                    onSelect: onShowGuide,
                  },
                ]
              : []),
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
