import SearchOffIcon from '@mui/icons-material/SearchOff';
import { paths } from '../lib/paths';
import { EmptyState } from '../ui/EmptyState';
import { PageHeader } from '../ui/PageHeader';
import { ButtonLink } from '../ui/links';

export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        icon={<SearchOffIcon />}
        title="Nothing lives at this address"
        description="The link may be old, or the page was moved or deleted."
        action={
          <ButtonLink to={paths.home()} variant="contained">
            Go to your projects
          </ButtonLink>
        }
      />
    </>
  );
}
