import { serviceKindNames } from '../../../../../contract';
import { Alert, AlertTitle } from '../../../../ui/primitives';

/** A service address whose kind segment names no kind of service. */
export function UnknownKind() {
  return (
    <Alert severity="warning" variant="outlined">
      <AlertTitle>This page does not exist.</AlertTitle>
      Service addresses name one of the kinds {serviceKindNames.join(', ')}.
    </Alert>
  );
}
