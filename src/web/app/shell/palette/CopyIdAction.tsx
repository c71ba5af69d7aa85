import { useParams } from 'react-router';
import { isWellFormedId } from '../../../lib/notFound/routeIds';
import { useRegisterPageActions } from '../../../lib/pageActions';
import { useNotify } from '../../../ui/notice';

/** The records an address names, innermost first, with the word for each. */
const recordParams = [
  ['deploymentId', 'deployment'],
  ['serviceId', 'service'],
  ['environmentId', 'environment'],
  ['projectId', 'project'],
  ['organizationId', 'organization'],
] as const;

/** Offers the palette "Copy <record> id" for the innermost record the page's address names. */
export function CopyIdAction() {
  const params = useParams();
  const notify = useNotify();
  const named = recordParams.find(([param]) => {
    const value = params[param];
    return value !== undefined && isWellFormedId(value);
  });
  const [param, noun] = named ?? [];
  const value = param ? params[param] : undefined;
  useRegisterPageActions(
    value && noun
      ? [
          {
            id: 'page.copyId',
            general: true,
            label: `Copy ${noun} id`,
            keywords: `${value} identifier uuid clipboard`,
            // The clipboard is missing outside secure pages: that failure is told as any other.
            run: () =>
              void Promise.resolve()
                .then(() => navigator.clipboard.writeText(value))
                .then(
                  () => notify({ severity: 'success', message: `Copied the ${noun} id ${value}.` }),
                  () =>
                    notify({ severity: 'error', message: `Could not copy the ${noun} id: it is ${value}.` }),
                ),
          },
        ]
      : [],
  );
  return null;
}
