import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// DOM matchers (toBeVisible, toHaveTextContent ...): assertions that can fail on their own
import '@testing-library/jest-dom/vitest';
import '../lib/i18n';
import { pageTextsPtBR } from '../lib/i18n/page-locales';
import { addPageTexts } from '../lib/i18n/page-texts';
import { markFirstScreenShown } from '../lib/first-screen';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

// a page's texts come with its code in the app; a component tested alone gets them here
for (const [key, texts] of Object.entries(pageTextsPtBR)) addPageTexts(key, texts);

// components are tested as they are once the app's first screen is up (menus, tooltips loaded)
markFirstScreenShown();
await import('../components/deferred-tooltip').then((m) => m.whenTooltipLoaded());
