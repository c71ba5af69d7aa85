import { useQuery } from '@tanstack/react-query';
import type { Link } from '../../../../../contract';
import { CopyButton } from '../../../../ui/CopyButton';
import { TextLink } from '../../../../ui/links';
import { VisuallyHidden } from '../../../../ui/VisuallyHidden';
import { PageState, LoadingLines } from '../../../../ui/PageState';
import { Box, Chip, Paper, Stack, Typography } from '../../../../ui/primitives';
import { serviceLinksQueryOptions, type LinkedKind } from '../../api/getServiceLinks';

interface LinksCardProps {
  kind: LinkedKind;
  serviceId: string;
  /** The settings section where ports are made public. */
  portsPath: string;
}

/** The addresses that reach the service from the internet, each to open or copy. */
export function LinksCard({ kind, serviceId, portsPath }: LinksCardProps) {
  const links = useQuery(serviceLinksQueryOptions(kind, serviceId));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="service-links"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography variant="h2" id="service-links" sx={{ mb: 1.5 }}>
        Links
      </Typography>
      <PageState
        query={links}
        action="list the addresses of this service"
        pending={<LoadingLines lines={2} />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            No public address yet. <TextLink to={portsPath}>Make a port public</TextLink> to get one on the
            platform domain.
          </Typography>
        }
      >
        {(data) => (
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {data.results.map((link) => (
              <LinkRow key={`${link.url}:${link.internal_port}`} link={link} />
            ))}
          </Stack>
        )}
      </PageState>
    </Paper>
  );
}

function LinkRow({ link }: { link: Link }) {
  return (
    <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box
          component="a"
          href={link.url}
          target="_blank"
          rel="noreferrer"
          sx={{ fontFamily: 'monospace', fontSize: 13, color: 'primary.main', overflowWrap: 'anywhere' }}
        >
          {link.url}
          <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5, flexWrap: 'wrap' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            To port {link.internal_port}
          </Typography>
          {link.is_default ? <Chip label="Default" variant="outlined" /> : null}
          {link.is_platform_domain ? null : <Chip label="Custom domain" variant="outlined" />}
        </Stack>
      </Box>
      <CopyButton value={link.url} label={`Copy ${link.url}`} />
    </Stack>
  );
}
