import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** What the person can do about it. */
  description?: ReactNode;
  action?: ReactNode;
  /** The title's heading level: 3 inside a section that has its own h2. */
  level?: 2 | 3;
}

/** What an empty list says: what would be here, and how to add the first one. */
export function EmptyState({ icon, title, description, action, level = 2 }: EmptyStateProps) {
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 6 }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        {icon ? <Stack sx={{ color: 'text.secondary', '& svg': { fontSize: 40 } }}>{icon}</Stack> : null}
        <Typography variant="h2" component={`h${level}`}>
          {title}
        </Typography>
        {description ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', maxWidth: 480 }}>
            {description}
          </Typography>
        ) : null}
        {action ? <Stack sx={{ pt: 1 }}>{action}</Stack> : null}
      </Stack>
    </Paper>
  );
}
