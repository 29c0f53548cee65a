import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { lightTheme } from '@/shared/ui/theme';

import { AppRoutes } from '../routes/AppRoutes';
import { AppProviders } from './AppProviders';

document.documentElement.classList.add(lightTheme);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
