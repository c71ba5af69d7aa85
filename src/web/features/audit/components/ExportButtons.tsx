import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { useState } from 'react';
import { downloadText } from '../../../ui/logs/download';
import { Alert, Button, Stack, Typography } from '../../../ui/primitives';
import { describeError } from '../../../ui/errors';
import { EXPORT_CAP, exportAuditEvents } from '../api/exportEvents';
import type { AuditEventsQueryInput } from '../model/filters';
import { eventsAsCsv, eventsAsJson, exportFileName } from '../model/exportFormat';

type Format = 'csv' | 'json';
type ExportState =
  | { step: 'idle' }
  | { step: 'reading'; format: Format; count: number }
  | { step: 'done'; count: number; capped: boolean }
  | { step: 'failed'; message: string };

/** Exports every event of the filter, page by page, as CSV or JSON, saying how far it got. */
export function ExportButtons({
  organizationId,
  filterQuery,
}: {
  organizationId: string;
  filterQuery: AuditEventsQueryInput;
}) {
  const [state, setState] = useState<ExportState>({ step: 'idle' });
  const run = async (format: Format) => {
    setState({ step: 'reading', format, count: 0 });
    try {
      const { events, capped } = await exportAuditEvents(organizationId, filterQuery, {
        onProgress: (count) => setState({ step: 'reading', format, count }),
      });
      const exportedAt = new Date().toISOString();
      downloadText(
        exportFileName(exportedAt, format),
        format === 'csv'
          ? eventsAsCsv(events)
          : eventsAsJson(events, { filters: filterQuery, capped, exportedAt }),
      );
      setState({ step: 'done', count: events.length, capped });
    } catch (error) {
      const { title, detail } = describeError(error, 'export the events');
      setState({ step: 'failed', message: detail ? `${title} ${detail}` : title });
    }
  };
  const reading = state.step === 'reading';
  return (
    <Stack spacing={1} sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' } }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {(['csv', 'json'] as const).map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            startIcon={<DownloadIcon />}
            loading={reading && state.format === format}
            disabled={reading}
            onClick={() => void run(format)}
          >
            Export {format.toUpperCase()}
          </Button>
        ))}
      </Stack>
      <div role="status">
        {reading ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Reading events… {state.count.toLocaleString('en')} so far
          </Typography>
        ) : state.step === 'done' ? (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {state.capped
              ? `Exported the latest ${state.count.toLocaleString('en')} events: an export holds at most ${EXPORT_CAP.toLocaleString('en')}. Narrow the time range for the rest.`
              : `Exported ${state.count.toLocaleString('en')} events.`}
          </Typography>
        ) : state.step === 'failed' ? (
          <Alert severity="error" variant="outlined">
            {state.message}
          </Alert>
        ) : (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            Exports every event the filters match, up to {EXPORT_CAP.toLocaleString('en')}.
          </Typography>
        )}
      </div>
    </Stack>
  );
}
