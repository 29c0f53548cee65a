import type { ReactNode } from 'react';
import { Router } from 'wouter';

import { AriaRouterProvider } from '@/shared/lib/router';
import { ToastRegion } from '@/shared/ui/toast';

/** Everything every screen needs: the browser router (bridged to react-aria links) and the one toast region. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <Router>
      <AriaRouterProvider>
        {children}
        <ToastRegion />
      </AriaRouterProvider>
    </Router>
  );
}
