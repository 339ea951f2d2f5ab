import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#client/components/ui/toast.tsx';
import { AuthProvider } from '#client/features/auth/use-auth.tsx';
import { createQueryClient } from '#client/lib/api.ts';
import { SIGNED_IN_HINT_COOKIE } from '#shared/constants.ts';

/**
 * Renders UI the way the app does (fresh query client, in-memory router at `path`, AuthProvider, Toaster), in a
 * browser carrying the signed-in hint cookie (unless `signedInHint: false`) so the session is asked of the (stubbed)
 * GET /api/user.
 * Returns the testing-library result plus the query client and the memory location (its `history`).
 */
export function renderWithProviders(
  ui: ReactNode,
  { path = '/', signedInHint = true }: { path?: string; signedInHint?: boolean } = {},
) {
  // With the hint the app asks GET /api/user (each test stubs it); without it the browser is known signed out.
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is the cookie the server sets.
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=1; path=/${signedInHint ? '' : '; max-age=0'}`;
  const queryClient = createQueryClient();
  const location = memoryLocation({ path, record: true });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AuthProvider>
          {ui}
          <Toaster />
        </AuthProvider>
      </Router>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, location };
}
