import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { LanguagePicker } from './LanguagePicker';

function renderTwoPickers() {
  render(
    <MantineProvider>
      <LanguagePicker />
      <LanguagePicker />
    </MantineProvider>,
  );
}

describe('LanguagePicker (spec 1 §2.4)', () => {
  beforeAll(() => {
    // jsdom has no matchMedia; Mantine asks it for the colour scheme and reduced motion.
    window.matchMedia ??= (query: string) =>
      ({ matches: false, media: query, onchange: null, addListener: () => {}, removeListener: () => {}, addEventListener: () => {}, removeEventListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
  });
  beforeEach(() => localStorage.clear());

  it('stores Bangla, sets lang="bn", keeps the pop-up open with the note, and every button follows', async () => {
    renderTwoPickers();
    expect(document.documentElement.lang).toBe('en');
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose language: EN' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'বাংলা' }, { timeout: 10_000 }));
    expect(localStorage.getItem('language')).toBe('bn');
    expect(document.documentElement.lang).toBe('bn');
    expect(await screen.findByText('Bangla texts are coming soon. Until then the site stays in English.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Choose language: বাং' })).toHaveLength(2);
  }, 20_000);

  it('reads the stored choice on start', () => {
    localStorage.setItem('language', 'bn');
    renderTwoPickers();
    expect(screen.getAllByRole('button', { name: 'Choose language: বাং' })).toHaveLength(2);
    expect(document.documentElement.lang).toBe('bn');
  });
});
