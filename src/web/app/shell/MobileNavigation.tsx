import Drawer from '@mui/material/Drawer';
import { SIDEBAR_WIDTH } from './layout';
import { SideNav } from './SideNav';

/** The sidebar as a drawer over the page, on narrow screens. */
export default function MobileNavigation({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Navigation' } }}
      sx={{ '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } }}
    >
      <SideNav onNavigate={onClose} />
    </Drawer>
  );
}
