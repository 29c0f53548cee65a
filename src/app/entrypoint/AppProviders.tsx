import type { ReactNode } from 'react';
import { Router } from 'wouter';

import { I18nProvider } from '@/shared/i18n';
import { AriaRouterProvider } from '@/shared/lib/router';
import { ToastRegion } from '@/shared/ui/toast';

/**
 * Everything every screen needs: the active language's texts, the browser router (bridged to react-aria links) and the
 * one toast region.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider>
      <Router>
        <AriaRouterProvider>
          {children}
          <ToastRegion />
        </AriaRouterProvider>
      </Router>
    </I18nProvider>
  );
}
