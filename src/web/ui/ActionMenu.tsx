import MoreVertIcon from '@mui/icons-material/MoreVert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  onSelect: () => void;
  /** When set, the item cannot be chosen and says why, right under its label. */
  disabledReason?: string | undefined;
  destructive?: boolean;
}

/**
 * A button opening a menu of actions. Unavailable actions stay listed, dimmed, with the reason readable under them
 * (and as their description), rather than disappearing or hiding the reason in a tooltip.
 */
export function ActionMenu({
  label,
  items,
  icon = <MoreVertIcon />,
  iconOnly,
}: {
  label: string;
  items: readonly ActionMenuItem[];
  icon?: ReactNode;
  /** Only the icon shows (in a table row); the label stays the accessible name. */
  iconOnly?: boolean;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is made on its first opening and kept after (its closing transition, focus going back to the button):
  // a table shows a button in each of dozens of rows, and a menu made for each cost every row as it scrolled in.
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const close = () => setAnchor(null);
  const trigger = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': anchor ? true : undefined,
    'aria-controls': anchor ? menuId : undefined,
    onClick: (event: MouseEvent<HTMLElement>) => {
      setAnchor(event.currentTarget);
      setOpened(true);
    },
  };
  return (
    <>
      {iconOnly ? (
        <IconButton aria-label={label} title={label} size="small" {...trigger}>
          {icon}
        </IconButton>
      ) : (
        <Button variant="outlined" endIcon={icon} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} {...trigger}>
          {label}
        </Button>
      )}
      {opened ? (
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          // The id goes on the list, the element whose role is menu, so that the button's aria-controls names it.
          slotProps={{ paper: { sx: { minWidth: 240, maxWidth: 340 } }, list: { id: menuId } }}
        >
          {items.map((item) => (
            <ActionMenuEntry
              key={item.key}
              item={item}
              onChosen={() => {
                close();
                item.onSelect();
              }}
            />
          ))}
        </Menu>
      ) : null}
    </>
  );
}

function ActionMenuEntry({ item, onChosen }: { item: ActionMenuItem; onChosen: () => void }) {
  const reasonId = useId();
  const unavailable = Boolean(item.disabledReason);
  return (
    <MenuItem
      // Still focusable so the reason can be reached by keyboard; choosing it does nothing.
      aria-disabled={unavailable || undefined}
      aria-describedby={unavailable ? reasonId : undefined}
      onClick={unavailable ? undefined : onChosen}
      sx={{
        alignItems: 'flex-start',
        whiteSpace: 'normal',
        ...(unavailable ? { cursor: 'default', '&:hover': { bgcolor: 'transparent' } } : {}),
      }}
    >
      {item.icon ? (
        <ListItemIcon
          sx={{
            mt: 0.25,
            color: unavailable ? 'text.disabled' : item.destructive ? 'error.main' : undefined,
          }}
        >
          {item.icon}
        </ListItemIcon>
      ) : null}
      <ListItemText
        primary={item.label}
        secondary={item.disabledReason}
        slotProps={{
          primary: {
            sx: {
              color: unavailable ? 'text.secondary' : item.destructive ? 'error.main' : 'text.primary',
            },
          },
          secondary: { id: reasonId, sx: { color: 'text.secondary' } },
        }}
      />
    </MenuItem>
  );
}
