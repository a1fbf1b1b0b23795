// The one way an island learns who is signed in: starts the sign-in state and, unless told not to, sends a visitor
// who is not signed in to /auth. `problem` holds the words to show (with 'Try again', which calls retrySignIn) while
// the sign-in state has not answered in time. Admin rights are the server's to decide (its 403), not the page's.
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $authProblem, $loading, $user, initAuth, isSigningOut } from '../stores/auth';
import { signInPathFor } from '../lib/account/returnTo';

/** `redirect: false`: the page says itself what a signed-out visitor can do (an e-mail link, a payment result). */
export function useRequireUser({ redirect = true }: { redirect?: boolean } = {}) {
  const user = useStore($user);
  const loading = useStore($loading);
  const problem = useStore($authProblem);
  useEffect(initAuth, []);
  useEffect(() => {
    // Signing out sends the visitor home (spec); only someone who arrives signed out goes to /auth, which brings her
    // back to this page once she has signed in.
    if (redirect && !loading && !user && !isSigningOut())
      window.location.replace(signInPathFor(`${window.location.pathname}${window.location.search}`));
  }, [redirect, loading, user]);
  return { user, loading, problem };
}
