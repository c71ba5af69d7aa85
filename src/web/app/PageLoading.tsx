import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** While the first page's code loads. */
export function PageLoading() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
