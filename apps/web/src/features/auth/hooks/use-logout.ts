import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '../../../lib/i18n/localized-navigation';
import { useAuthStore } from '../../../lib/auth-store';
import { postLogout } from '../api/logout';

/**
 * Logs out on the server, then clears the session and goes to /login — also when the server
 * call fails (original §4): the user asked to leave and must not stay signed in here.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'logout'],
    mutationFn: postLogout,
    meta: { errorReport: 'none' },
    // In the mutation's own options, not mutate()'s, so it runs after the admin unmounts too.
    onSettled: () => {
      // Sign out before navigating: /login sends a still-authenticated user back to /admin.
      useAuthStore.getState().signOut();
      queryClient.removeQueries({ queryKey: ['admin'] });
      void navigate('/login', { replace: true });
    },
  });
}
