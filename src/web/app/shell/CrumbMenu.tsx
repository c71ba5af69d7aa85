import CheckIcon from '@mui/icons-material/Check';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import { Deferred } from '../../ui/Deferred';
import { LazyMenuPopup, useMenuButton } from './menu/useMenuButton';

export interface Sibling {
  id: string;
  label: string;
  to: string;
}

interface CrumbMenuProps {
  label: string;
  siblings: readonly Sibling[];
  currentId: string;
  /** The last crumb names the page you are on. */
  isCurrentPage: boolean;
  /** Names the menu for assistive technology, e.g. "Organizations". */
  menuLabel: string;
}

/** A breadcrumb that opens a menu of its siblings, to jump sideways (another organization, another project). */
export function CrumbMenu({ label, siblings, currentId, isCurrentPage, menuLabel }: CrumbMenuProps) {
  const menu = useMenuButton();
  return (
    <>
      <Button
        color="inherit"
        endIcon={<ExpandMoreIcon />}
        aria-current={isCurrentPage ? 'page' : undefined}
        {...menu.buttonProps}
        sx={{ px: 0.75, minWidth: 0, fontWeight: isCurrentPage ? 600 : 500, maxWidth: 280 }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{label}</span>
      </Button>
      <Deferred when={menu.opened}>
        <LazyMenuPopup
          {...menu.popup}
          label={menuLabel}
          entries={siblings.map((sibling) => ({
            key: sibling.id,
            label: sibling.label,
            to: sibling.to,
            selected: sibling.id === currentId,
            icon: sibling.id === currentId ? <CheckIcon fontSize="small" /> : null,
          }))}
        />
      </Deferred>
    </>
  );
}
