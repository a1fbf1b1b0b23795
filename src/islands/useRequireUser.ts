// Shared by the learner islands: start auth, and send anonymous visitors to /auth. `problem` holds the words to
// show (with 'Try again', which calls retrySignIn) while sign-in has not answered in time.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $authProblem, $isAdmin, $loading, $user, initAuth, isSigningOut } from '../stores/auth';

export function useRequireUser() {
  const user = useStore($user);
  const loading = useStore($loading);
  const isAdmin = useStore($isAdmin);
  const problem = useStore($authProblem);
  useEffect(initAuth, []);
  useEffect(() => {
    // Signing out sends the visitor home (spec); only someone who arrives signed out goes to /auth.
    if (!loading && !user && !isSigningOut()) window.location.replace('/auth');
  }, [loading, user]);
  return { user, loading, isAdmin, problem };
}
