import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The shipped Latin typeface, imported here: a stylesheet behind the theme's barrel file would be tree-shaken away.
import '@/shared/ui/theme/fonts.css';
import { activateLocale, initialLocale } from '@/shared/i18n';
import { lightTheme, loadHangulFont } from '@/shared/ui/theme';

import { AppRoutes } from '../routes/AppRoutes';
import { AppProviders } from './AppProviders';

document.documentElement.classList.add(lightTheme);

// The first screen is already in the user's language: its catalogue (a small chunk of its own) loads first.
await activateLocale(initialLocale());

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app into.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <AppRoutes />
    </AppProviders>
  </StrictMode>,
);
void loadHangulFont();
