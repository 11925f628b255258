import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// DOM matchers (toBeVisible, toHaveTextContent ...): assertions that can fail on their own
import '@testing-library/jest-dom/vitest';
import '../lib/i18n';
import { markFirstScreenShown } from '../lib/first-screen';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// components are tested as they are once the app's first screen is up (menus, tooltips loaded)
markFirstScreenShown();
await import('../components/deferred-tooltip').then((m) => m.whenTooltipLoaded());
