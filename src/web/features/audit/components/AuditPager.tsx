import NewerIcon from '@mui/icons-material/ChevronLeft';
import OlderIcon from '@mui/icons-material/ChevronRight';
import { Button, Stack } from '../../../ui/primitives';

/** Newer and Older: the API's step-back and continue links, each disabled where no page lies that way. */
export function AuditPager({
  onNewer,
  onOlder,
  busy,
}: {
  onNewer: (() => void) | undefined;
  onOlder: (() => void) | undefined;
  busy: boolean;
}) {
  return (
    <Stack
      component="nav"
      aria-label="Audit log pages"
      aria-busy={busy}
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end' }}
    >
      <Button size="small" startIcon={<NewerIcon />} disabled={!onNewer || busy} onClick={onNewer}>
        Newer
      </Button>
      <Button size="small" endIcon={<OlderIcon />} disabled={!onOlder || busy} onClick={onOlder}>
        Older
      </Button>
    </Stack>
  );
}
