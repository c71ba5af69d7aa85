import { useFormState } from 'react-hook-form';
import { flattenFieldErrors } from '../../../../ui/form/fieldErrors';
import { TextLink } from '../../../../ui/links';
import { Alert, Box } from '../../../../ui/primitives';
import { groupHolding } from '../../model/serverErrors';
import type { FormSection } from '../sections/formSection';

/**
 * Saving sends every section, so a problem in another one (a health check on a port just removed) stops it: this
 * says which and where, since those fields are not on screen.
 */
export function ErrorsElsewhere({
  current,
  sections,
  sectionPath,
}: {
  current: FormSection;
  sections: readonly FormSection[];
  sectionPath: (sectionId: string) => string;
}) {
  const { errors } = useFormState();
  const elsewhere = flattenFieldErrors(errors)
    .map((error) => ({ ...error, section: sections[groupHolding(sections, error.path)] }))
    .filter((error) => error.section?.id !== current.id);
  if (elsewhere.length === 0) return null;
  return (
    <Alert severity="error">
      Saving needs a change in another section too:
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {elsewhere.map(({ path, message, section }) => (
          <li key={path}>
            {section ? (
              <TextLink to={sectionPath(section.id)}>{section.label}</TextLink>
            ) : (
              <code>{path}</code>
            )}
            : {message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
