import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { reloadPreferredLanguage, setPreferredLanguage, t, useLanguage } from '../../i18n';
import { LanguagePicker } from './LanguagePicker';

/** A text outside the picker: it must follow the switch too, and keep what was typed in it. */
function LoginLabel() {
  useLanguage();
  return (
    <label>
      {t('login.username')}
      <input data-testid="typed" />
    </label>
  );
}

function renderTwoPickers() {
  render(
    <MantineProvider>
      <LanguagePicker />
      <LanguagePicker />
      <LoginLabel />
    </MantineProvider>,
  );
}

describe('LanguagePicker (spec 1 §2.4)', () => {
  beforeAll(async () => {
    // The Bangla catalogue is a chunk of its own: load it once here, so the switch below waits on no import
    // (its first transform took over a second on a busy machine and the test lost its 1-s wait).
    await setPreferredLanguage('bn');
  });
  beforeEach(async () => {
    localStorage.clear();
    await setPreferredLanguage('en');
  });

  it('switches to Bangla without a reload: stores it, sets lang="bn", closes the pop-up, every text follows', async () => {
    renderTwoPickers();
    expect(document.documentElement.lang).toBe('en');
    fireEvent.change(screen.getByTestId('typed'), { target: { value: 'rahim12' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Choose language: EN' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'বাংলা' }, { timeout: 10_000 }));
    expect(localStorage.getItem('language')).toBe('bn');
    expect(await screen.findAllByRole('button', { name: 'ভাষা বেছে নিন: বাং' })).toHaveLength(2);
    expect(document.documentElement.lang).toBe('bn');
    expect(screen.getByText('ইউজারনেম')).toBeInTheDocument();
    expect(screen.getByTestId('typed')).toHaveValue('rahim12');
    expect(screen.queryByText(/coming soon/)).toBeNull();
  }, 20_000);

  it('reads the stored choice on start', async () => {
    localStorage.setItem('language', 'bn');
    await act(() => reloadPreferredLanguage());
    renderTwoPickers();
    expect(screen.getAllByRole('button', { name: 'ভাষা বেছে নিন: বাং' })).toHaveLength(2);
    expect(document.documentElement.lang).toBe('bn');
  });
});
