import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { identityQueryOptions } from '../lib/identity';
import { paths } from '../lib/paths';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { PageState } from '../ui/PageState';

/** `/` opens the projects of the first organization. */
export function HomeRedirect() {
  const identity = useQuery(identityQueryOptions());
  return (
    <PageState
      query={identity}
      action="find your organizations"
      isEmpty={(data) => data.organizations.length === 0}
      empty={
        <>
          <PageHeader title="No organization" />
          <EmptyState
            icon={<ApartmentIcon />}
            title="You are not a member of any organization yet"
            description="Ask an admin of your organization to add you, or sign in with an API token of the organization."
          />
        </>
      }
    >
      {(data) => <FirstOrganization organizationId={data.organizations[0]?.id ?? ''} />}
    </PageState>
  );
}

function FirstOrganization({ organizationId }: { organizationId: string }) {
  return <Navigate to={paths.projects(organizationId)} replace />;
}
