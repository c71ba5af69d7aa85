import AppsIcon from '@mui/icons-material/AppsOutlined';
import { useQuery } from '@tanstack/react-query';
import { environmentServicesQueryOptions } from '../../../data/services/queries';
import { EmptyState } from '../../../ui/EmptyState';
import { PageState } from '../../../ui/PageState';
import { Box } from '../../../ui/primitives';
import { SectionHeader } from '../../../ui/SectionHeader';
import { TableSkeleton } from '../../../ui/table/TableSkeleton';
import { NewServiceAction } from './NewServiceAction';
import { ServicesTable } from './ServicesTable';

interface EnvironmentServicesProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
}

/** Every service of the environment, whatever its type. */
export function EnvironmentServices(props: EnvironmentServicesProps) {
  const services = useQuery(environmentServicesQueryOptions(props.environmentId));
  return (
    <Box component="section" aria-labelledby="environment-services">
      <SectionHeader id="environment-services" title="Services" />
      <PageState
        query={services}
        action="view the services of this environment"
        pending={<TableSkeleton label="Loading services" />}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <EmptyState
            level={3}
            icon={<AppsIcon />}
            title="No services yet"
            description="Add the first service: an application built from git, a container image, a database, a job, a Helm chart or Terraform. Choose New service to pick one."
            action={<NewServiceAction {...props} />}
          />
        }
      >
        {(data) => <ServicesTable {...props} services={data.results} />}
      </PageState>
    </Box>
  );
}
