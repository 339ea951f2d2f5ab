import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { Toaster } from '#client/components/ui/toast.tsx';
import { AuthProvider } from '#client/features/auth/use-auth.tsx';
import { queryClient } from '#client/lib/api.ts';
import { AppRoutes } from './routes.tsx';

/** Root component: data client, router, session, routes and the toast stack; `ssrPath` when prerendering at build. */
export function App({ ssrPath }: { ssrPath?: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        <AuthProvider>
          <AppRoutes />
          <Toaster />
        </AuthProvider>
      </Router>
    </QueryClientProvider>
  );
}
