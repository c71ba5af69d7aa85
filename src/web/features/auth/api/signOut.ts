import { useQueryClient } from '@tanstack/react-query';
import { sessionStore } from '../../../lib/session/sessionStore';

/** Ends the session and forgets everything cached under it. */
export function useSignOut(): () => void {
  const queryClient = useQueryClient();
  return () => {
    sessionStore.signOut('signed-out');
    queryClient.clear();
  };
}
