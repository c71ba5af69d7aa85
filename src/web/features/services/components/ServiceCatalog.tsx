import { serviceKindNames } from '../../../../contract';
import { paths } from '../../../lib/paths';
import { ChoiceCard } from '../../../ui/ChoiceCard';
import { Box } from '../../../ui/primitives';
import { kindPresentation } from '../model/catalog';

interface ServiceCatalogProps {
  organizationId: string;
  projectId: string;
  environmentId: string;
}

/** The kinds of service, each a card leading to its creation form. */
export function ServiceCatalog({ organizationId, projectId, environmentId }: ServiceCatalogProps) {
  return (
    <Box
      component="ul"
      aria-label="Kinds of service"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {serviceKindNames.map((kind) => (
        <li key={kind}>
          <ChoiceCard
            icon={kindPresentation[kind].icon}
            title={kindPresentation[kind].label}
            description={kindPresentation[kind].description}
            to={paths.newService(organizationId, projectId, environmentId, kind)}
          />
        </li>
      ))}
    </Box>
  );
}
