import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../lib/paths';
import { useSession } from '../lib/session/useSession';

/** Pages behind it need a session; without one, sign in and come back here (unless the person signed out). */
export function RequireSession() {
  const { credential, ended } = useSession();
  const location = useLocation();
  if (!credential) {
    const here = `${location.pathname}${location.search}${location.hash}`;
    const next = ended === 'signed-out' || here === paths.home() ? undefined : here;
    return <Navigate to={paths.signIn(next)} replace />;
  }
  return <Outlet />;
}
