import type { ReactNode } from 'react';
import type { ServiceKind } from '../../../../../contract';
import { CopyButton } from '../../../../ui/CopyButton';
import { PRODUCT_NAME } from '../../../../ui/PageHeader';
import { Box, Chip, Stack, Typography } from '../../../../ui/primitives';
import { kindPresentation } from '../../model/catalog';

interface ServiceHeaderProps {
  kind: ServiceKind;
  service: { id: string; name: string; description: string };
  /** Status and deployment actions sit here, at the right of the name. */
  actions?: ReactNode;
}

/** The service's kind as an icon, its name (the page's h1), description and copyable id. */
export function ServiceHeader({ kind, service, actions }: ServiceHeaderProps) {
  const { icon, label } = kindPresentation[kind];
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'flex-start' }, mb: 2 }}
    >
      <title>{`${service.name} · ${PRODUCT_NAME}`}</title>
      <Stack direction="row" spacing={1.75} sx={{ minWidth: 0, alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            display: 'grid',
            placeItems: 'center',
            width: 44,
            height: 44,
            flexShrink: 0,
            borderRadius: 1.5,
            color: 'primary.main',
            bgcolor: 'action.hover',
          }}
        >
          {icon}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {service.name}
            </Typography>
            <Chip label={label} variant="outlined" />
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.25, maxWidth: 720 }}>
            {service.description || 'No description.'}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 0.5, minWidth: 0 }}>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              ID
            </Typography>
            <Box
              component="code"
              sx={{
                fontFamily: 'monospace',
                fontSize: 12,
                color: 'text.secondary',
                overflowWrap: 'anywhere',
              }}
            >
              {service.id}
            </Box>
            <CopyButton value={service.id} label={`Copy ${label.toLowerCase()} ID`} />
          </Stack>
        </Box>
      </Stack>
      {actions ? (
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0, alignItems: 'center' }}>
          {actions}
        </Stack>
      ) : null}
    </Stack>
  );
}
