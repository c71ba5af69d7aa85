import type { WebhookDelivery } from '../../../../contract';
import { formatDateTime, plural } from '../../../lib/format';
import { Box, Chip, Paper, Stack, Typography } from '../../../ui/primitives';
import { StatusChip } from '../../../ui/status/StatusChip';
import { attemptOutcome } from './deliveryWords';
import { deliveryLooks, eventWords } from './webhookWords';

/** Deliveries newest first, each with every attempt: when, the answer (or why none came), how long, the body. */
export function DeliveryList({ deliveries }: { deliveries: readonly WebhookDelivery[] }) {
  return (
    <Stack component="ol" spacing={1.5} aria-label="Deliveries" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {deliveries.map((delivery) => (
        <Paper component="li" key={delivery.id} variant="outlined" sx={{ p: 1.5 }}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {eventWords[delivery.matched_event].label}
            </Typography>
            {delivery.is_test ? <Chip size="small" label="Test" variant="outlined" /> : null}
            <StatusChip {...deliveryLooks[delivery.status]} />
            <Typography variant="caption" sx={{ color: 'text.secondary', ml: { sm: 'auto' } }}>
              {formatDateTime(delivery.created_at)} · {plural(delivery.attempt_count, 'attempt')}
              {delivery.next_retry_at ? ` · next retry ${formatDateTime(delivery.next_retry_at)}` : ''}
            </Typography>
          </Stack>
          {delivery.attempts.length > 0 ? (
            <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
              {delivery.attempts.map((attempt) => (
                <Box component="li" key={attempt.attempt}>
                  <Typography
                    variant="body2"
                    sx={{ color: attempt.succeeded ? 'text.primary' : 'error.main' }}
                  >
                    Attempt {attempt.attempt} · {formatDateTime(attempt.attempted_at)} ·{' '}
                    {attemptOutcome(attempt)}
                    {attempt.error && attempt.response_status_code !== null ? ` · ${attempt.error}` : ''}
                  </Typography>
                  {attempt.response_body ? (
                    <Box
                      component="pre"
                      aria-label={`Response body of attempt ${attempt.attempt}`}
                      sx={{
                        m: 0,
                        mt: 0.5,
                        p: 1,
                        maxHeight: 120,
                        overflow: 'auto',
                        borderRadius: 1,
                        bgcolor: 'background.default',
                        fontSize: 12,
                        whiteSpace: 'pre-wrap',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {attempt.response_body}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Stack>
          ) : null}
        </Paper>
      ))}
    </Stack>
  );
}
