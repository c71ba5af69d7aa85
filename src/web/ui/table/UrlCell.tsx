import Typography from '@mui/material/Typography';

/** A URL in a table cell: monospace, cut short on one line, whole in its tooltip. */
export function UrlCell({ url }: { url: string }) {
  return (
    <Typography
      variant="body2"
      noWrap
      title={url}
      sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
    >
      {url}
    </Typography>
  );
}
