import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

/**
 * An icon that says something on hover and on keyboard focus: `hint` is its tooltip and its accessible name, so
 * what it stands for is read out without hovering.
 */
export function HintIcon({ icon, hint }: { icon: ReactNode; hint: string }) {
  return (
    <Tooltip title={hint}>
      <Box
        component="span"
        role="img"
        aria-label={hint}
        tabIndex={0}
        sx={{ display: 'inline-flex', verticalAlign: 'middle', ml: 0.75, color: 'warning.main' }}
      >
        {icon}
      </Box>
    </Tooltip>
  );
}
