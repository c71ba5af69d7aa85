import { Box, Paper, Stack, Typography } from '../../../ui/primitives';
import { formatMonthly } from '../model/status';
import { useClusterCost } from './useClusterCost';

const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What the cluster in the form costs a month at most, updated as its fields change. */
export function CostEstimate() {
  const cost = useClusterCost();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="Estimated cost" role="region">
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        Estimated cost
      </Typography>
      <Typography
        variant="h5"
        component="p"
        aria-live="polite"
        data-testid="cost-total"
        sx={{ fontWeight: 600 }}
      >
        {cost ? formatMonthly(cost.total) : '—'}
      </Typography>
      {cost ? (
        <Stack component="dl" spacing={0.5} sx={{ m: 0, mt: 1.5 }}>
          {[
            ['Nodes (at most)', cost.nodes],
            ['Disks', cost.disks],
            ['Control plane', cost.controlPlane],
            ['Features', cost.features],
          ].map(([label, value]) => (
            <Box key={label as string} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                {dollars(value as number)}
              </Typography>
            </Box>
          ))}
        </Stack>
      ) : null}
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5 }}>
        On-demand prices in US dollars, every node the cluster may scale to running all month.
      </Typography>
    </Paper>
  );
}
