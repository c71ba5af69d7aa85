import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, type ReactNode } from 'react';

/**
 * Settings most people never change, behind a button that shows them (an "Advanced" section): what it holds is
 * rendered only while open.
 */
export function Disclosure({
  summary,
  open,
  onToggle,
  children,
}: {
  summary: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
}) {
  const regionId = useId();
  return (
    <Box>
      <Button
        size="small"
        color="inherit"
        aria-expanded={open}
        aria-controls={open ? regionId : undefined}
        onClick={() => onToggle(!open)}
        endIcon={
          <ExpandMoreIcon
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
        }
        sx={{ color: 'text.secondary', px: 0.5, ml: -0.5 }}
      >
        {summary}
      </Button>
      {open ? (
        <Box id={regionId} sx={{ pt: 1.5 }}>
          {children}
        </Box>
      ) : null}
    </Box>
  );
}
