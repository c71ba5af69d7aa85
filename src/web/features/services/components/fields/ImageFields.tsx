import { useQuery } from '@tanstack/react-query';
import { containerRegistriesQueryOptions } from '../../../../data/registries/queries';
import { paths } from '../../../../lib/paths';
import { useRouteParam } from '../../../../lib/routeParams';
import { SelectField } from '../../../../ui/form/SelectField';
import { TextField } from '../../../../ui/form/TextField';
import { TextLink } from '../../../../ui/links';
import { Box, Typography } from '../../../../ui/primitives';

/** Registry, image and tag, for containers (at the top) and jobs (under `source.image`). */
export function ImageFields({ prefix }: { prefix: '' | 'source.image.' }) {
  const organizationId = useRouteParam('organizationId');
  const registries = useQuery(containerRegistriesQueryOptions(organizationId));
  const options = (registries.data?.results ?? []).map((registry) => ({
    value: registry.id,
    label: registry.name,
    description: registry.url,
  }));
  const help = registries.isPending
    ? 'Loading the registries…'
    : registries.isError
      ? 'Could not load the container registries of the organization.'
      : 'Where the image is pulled from.';
  return (
    <>
      <Box>
        <SelectField
          name={`${prefix}registry_id`}
          label="Container registry"
          required
          options={options}
          helperText={help}
        />
        {registries.data?.results.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            No container registries yet:{' '}
            <TextLink to={paths.containerRegistries(organizationId)}>add one</TextLink> first.
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          name={`${prefix}image_name`}
          label="Image name"
          required
          monospace
          placeholder="acme/web"
          helperText="Without the registry address or the tag."
        />
        <TextField name={`${prefix}tag`} label="Tag" required monospace />
      </Box>
    </>
  );
}
