import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
// DOM matchers (toBeVisible, toHaveTextContent ...): assertions that can fail on their own
import '@testing-library/jest-dom/vitest';
import '../lib/i18n';

afterEach(() => {
  cleanup();
  localStorage.clear();
});
