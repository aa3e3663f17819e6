import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { setPreferredLanguage } from '../../src/i18n';
// Every English text: the pages bring their areas' texts (src/i18n/areaTexts.ts); views tested alone need them too.
import '../../src/i18n/areaTexts';

// The site's test files share one jsdom and one module graph per worker (vite.config.ts, project
// "site"). A module's top-level hooks then run for the first file only, Testing Library's automatic
// clean-up among them: this file, which runs before every test file, registers it for each file and
// starts each file from an empty page, empty storage and English, whatever the file before it left.
// jsdom has no matchMedia; Mantine asks it for the colour scheme and reduced motion, the layout hook for the window width.
window.matchMedia ??= (query: string) =>
  ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;

beforeAll(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await setPreferredLanguage('en');
});

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
