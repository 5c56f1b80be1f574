import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';

/**
 * Provides the one QueryClient. The shell renders it around its signed-in layouts (not the login
 * page, which has no server state and stays small); a remote's standalone bootstrap renders it
 * around the remote.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
