import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Toaster } from '#client/components/ui/toast.tsx';
import { AuthProvider } from '#client/features/auth/use-auth.tsx';
import { createQueryClient } from '#client/lib/api.ts';

/**
 * Renders UI the way the app does (fresh query client, in-memory router at `path`, AuthProvider, Toaster).
 * Returns the testing-library result plus the query client and the memory location (its `history`).
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
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
