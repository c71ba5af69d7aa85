import LinearProgress from '@mui/material/LinearProgress';
import { useTheme } from '@mui/material/styles';

/** A thin bar over the top bar while the next page's code or data loads. */
export function NavigationProgress() {
  const theme = useTheme();
  return (
    <LinearProgress
      aria-label="Loading page"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: theme.zIndex.appBar + 1, height: 2 }}
    />
  );
}
