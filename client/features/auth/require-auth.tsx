import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { showError } from '#client/lib/show-error.ts';
import { redirectToLogin } from './redirect-to-login.ts';

/** Rendered for a signed-out visitor on a signed-in-only path: Unauthorized toast, then sign-in. */
export function RedirectToLogin() {
  useEffect(() => {
    redirectToLogin();
  }, []);
  return null;
}

/** Rendered for a non-admin on /admin: "Access Denied" toast, then back to the dashboard. */
export function AccessDenied() {
  const [, navigate] = useLocation();
  useEffect(() => {
    showError('Access Denied', 'Admin access required to view this page.');
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
