import { Box } from '../../../../ui/primitives';
import { TextField } from '../../../../ui/form/TextField';

/** The Dockerfile that builds the image, for applications (at the top) and jobs (under `source.docker`). */
export function DockerBuildFields({ prefix }: { prefix: '' | 'source.docker.' }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        name={`${prefix}dockerfile_path`}
        label="Dockerfile path"
        required
        monospace
        helperText="Relative to the root path."
      />
      <TextField
        name={`${prefix}docker_target_build_stage`}
        label="Target build stage"
        monospace
        emptyAs={null}
        helperText="Optional: the stage of a multi-stage build to run."
      />
    </Box>
  );
}
