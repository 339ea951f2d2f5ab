import { type UseMutationResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { logIn, logOut, sessionKeys, sessionUserQueryOptions } from '#client/api/session.ts';
import type { toast } from '#client/hooks/use-toast.ts';
import { errorMessage, isUnauthorizedError, subscribeToApiErrors } from '#client/lib/api.ts';
import { browser } from '#client/lib/browser.ts';
import { showError } from '#client/lib/show-error.ts';
import { isSignedInOnlyPath } from '#shared/routes.ts';
import type { LoginInput, PublicUser } from '#shared/schemas/auth.ts';
import { redirectToLogin } from './redirect-to-login.ts';
import { showSignedOutNotice } from './signed-out-notice.ts';

type AuthContextValue = {
  user: PublicUser | null;
  isLoading: boolean;
  error: Error | null;
  loginMutation: UseMutationResult<PublicUser, Error, LoginInput>;
  logoutMutation: UseMutationResult<void, Error, void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Loads the session once and provides login/logout; also sends any lost-session error to sign-in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const userQuery = useQuery(sessionUserQueryOptions());
  // The last "Login failed" toast: a later successful sign-in closes it, so it never follows the user in.
  const loginFailedToast = useRef<ReturnType<typeof toast> | null>(null);

  const loginMutation = useMutation<PublicUser, Error, LoginInput>({
    mutationFn: logIn,
    // A 401 here is a wrong password, not a lost session: the session-lost handler skips it.
    meta: { isSignIn: true },
    onSuccess: (user) => {
      loginFailedToast.current?.dismiss();
      loginFailedToast.current = null;
      queryClient.setQueryData(sessionKeys.user(), user);
    },
    onError: (error) => {
      loginFailedToast.current = showError('Login failed', errorMessage(error));
    },
  });

  const logoutMutation = useMutation<void, Error, void>({
    mutationFn: logOut,
    onSuccess: () => {
      // Leave any signed-in-only path first so the cleared session never reads as "logged out here".
      navigate('/', { replace: true });
      queryClient.clear();
      queryClient.setQueryData(sessionKeys.user(), null);
      // A full load at "/" drops every bit of the previous user's in-memory state.
      browser.assign('/');
    },
    onError: (error) => {
      showError('Logout failed', errorMessage(error));
    },
  });

  useEffect(
    () =>
      subscribeToApiErrors((error) => {
        if (isUnauthorizedError(error)) redirectToLogin();
      }),
    [],
  );

  // Signed out by the server (another device signed in): the visitor page says why, once. A signed-in-only path is
  // about to send the browser to sign in, so the page after that one says it.
  const [location] = useLocation();
  const isSignedOut = !userQuery.isLoading && !userQuery.data;
  useEffect(() => {
    if (isSignedOut && !isSignedInOnlyPath(location)) showSignedOutNotice();
  }, [isSignedOut, location]);

  const value: AuthContextValue = {
    user: userQuery.data ?? null,
    isLoading: userQuery.isLoading,
    error: userQuery.error,
    loginMutation,
    logoutMutation,
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The session: user (null when signed out), isLoading, loginMutation, logoutMutation. */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
