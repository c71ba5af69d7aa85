import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { environmentServicesQueryOptions } from '../../../data/services/queries';
import { paths } from '../../../lib/paths';
import { Box, Button, Paper, Stack, Typography } from '../../../ui/primitives';
import { useCreateService } from '../api/createService';
import { kindPresentation } from '../model/catalog';
import { freeName, readyExamples, type ReadyExample } from '../model/readyExamples';

interface ReadyExamplesProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
  /** Why the session may not create services, if it may not. */
  disabledReason?: string;
}

/** Ready examples above the catalog: one click creates the service and opens it, ready to deploy. */
export function ReadyExamples({
  organizationId,
  projectId,
  environmentId,
  disabledReason,
}: ReadyExamplesProps) {
  const headingId = useId();
  const navigate = useNavigate();
  const siblings = useQuery(environmentServicesQueryOptions(environmentId));
  const open = (kind: ReadyExample['kind']) => (service: { id: string }) =>
    navigate(paths.service(organizationId, projectId, environmentId, kind, service.id), { replace: true });
  const createApplication = useCreateService('application', environmentId, {
    onSuccess: open('application'),
  });
  const createDatabase = useCreateService('database', environmentId, { onSuccess: open('database') });
  // The example's name is chosen apart from the services already there, so their names come first.
  const busy = siblings.isPending || createApplication.isPending || createDatabase.isPending;
  const taken = siblings.data?.results.map((service) => service.name) ?? [];

  const create = (example: ReadyExample) => {
    const name = freeName(example.request.name, taken);
    if (example.kind === 'application') createApplication.mutate({ ...example.request, name });
    else createDatabase.mutate({ ...example.request, name });
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Start from a ready example
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Everything is filled in: create one, deploy it, and change its settings later.
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {readyExamples.map((example) => (
          <Paper key={example.id} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <Box aria-hidden sx={{ color: 'primary.main', pt: 0.25 }}>
                {kindPresentation[example.kind].icon}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  {example.title}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                  {example.description}
                </Typography>
                <Button
                  variant="outlined"
                  disabled={busy || disabledReason !== undefined}
                  title={disabledReason}
                  onClick={() => create(example)}
                >
                  {example.action}
                </Button>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
