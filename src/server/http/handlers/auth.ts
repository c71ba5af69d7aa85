import type { authEndpoints } from '../../../contract';
import { callerOf, type HandlersFor } from './bind';
import type { AuthService } from '../../modules/auth';

export function authHandlers(auth: AuthService): HandlersFor<typeof authEndpoints> {
  return {
    signIn: ({ body, request }) => auth.signIn(body, request.ip),
    refresh: (context) => auth.refresh(callerOf(context)),
    whoAmI: (context) => auth.whoAmI(callerOf(context)),
  };
}
