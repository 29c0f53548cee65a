import type { ReactNode } from 'react';
import { Router } from 'wouter';

import { AriaRouterProvider } from '@/shared/lib/router';

/** Everything every screen needs: the browser router (bridged to react-aria links). */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Router>
      <AriaRouterProvider>{children}</AriaRouterProvider>
    </Router>
  );
}
