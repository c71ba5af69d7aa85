import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The shape of a table while its rows load. */
export function TableSkeleton({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Paper variant="outlined" role="status" aria-label={label} aria-busy="true" sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Skeleton variant="rounded" height={20} width="30%" />
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={28} />
        ))}
      </Stack>
    </Paper>
  );
}
