import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { toast } from '#client/hooks/use-toast.ts';
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
    toast({
      title: 'Access Denied',
      description: 'Admin access required to view this page.',
      variant: 'destructive',
    });
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
