import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Fragment, useId } from 'react';
import { shortcutGroups } from './shortcuts';

/** Every keyboard shortcut of the console, by where it works. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        {shortcutGroups().map((group) => (
          <Box component="section" key={group.label} aria-label={group.label} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {group.label}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'max-content 1fr',
                columnGap: 2,
                rowGap: 0.75,
                m: 0,
              }}
            >
              {group.shortcuts.map((shortcut) => (
                <Fragment key={shortcut.does}>
                  <Box component="dt" sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
                    {shortcut.keys.map((key) => (
                      <Box
                        component="kbd"
                        key={key}
                        sx={{
                          px: 0.75,
                          minWidth: 24,
                          textAlign: 'center',
                          border: 1,
                          borderColor: 'divider',
                          borderRadius: 0.75,
                          fontFamily: 'inherit',
                          fontSize: '0.8125rem',
                          bgcolor: 'action.hover',
                        }}
                      >
                        {key}
                      </Box>
                    ))}
                  </Box>
                  <Typography component="dd" variant="body2" sx={{ m: 0, alignSelf: 'center' }}>
                    {shortcut.does}
                  </Typography>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
