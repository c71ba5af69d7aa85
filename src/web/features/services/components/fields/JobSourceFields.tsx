import { useWatch } from 'react-hook-form';
import type { JobRequest } from '../../../../../contract';
import { SegmentedControl } from '../../../../ui/SegmentedControl';
import { newGitRepository } from '../../model/createDefaults';
import { DockerBuildFields } from './DockerBuildFields';
import { GitRepositoryFields } from './GitRepositoryFields';
import { ImageFields } from './ImageFields';
import { useBranchSwitch } from './useBranchSwitch';

type Origin = 'image' | 'docker';

const freshSource = (origin: Origin): JobRequest['source'] =>
  origin === 'image'
    ? { image: { registry_id: '', image_name: '', tag: 'latest' }, docker: null }
    : { image: null, docker: { git_repository: newGitRepository(), dockerfile_path: 'Dockerfile' } };

/** Where a job's image comes from: a registry, or a Dockerfile in a git repository. */
export function JobSourceFields() {
  const source = useWatch({ name: 'source' }) as JobRequest['source'] | undefined;
  const origin: Origin = source?.docker ? 'docker' : 'image';
  const switchOrigin = useBranchSwitch<Origin>('source', freshSource);
  return (
    <>
      <SegmentedControl
        label="Source"
        value={origin}
        options={[
          { value: 'image', label: 'Image from a registry' },
          { value: 'docker', label: 'Dockerfile in a git repository' },
        ]}
        onChange={(next) => switchOrigin(origin, next)}
      />
      {origin === 'image' ? (
        <ImageFields prefix="source.image." />
      ) : (
        <>
          <GitRepositoryFields name="source.docker.git_repository" />
          <DockerBuildFields prefix="source.docker." />
        </>
      )}
    </>
  );
}
