import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// Node's fetch needs absolute URLs; the mock handlers match any origin.
window.__APP_CONFIG__ = { apiBaseUrl: 'http://localhost:3000', portalUrl: 'http://portal.localhost' };
