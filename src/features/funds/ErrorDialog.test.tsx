import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { ErrorDialog, sanitizeMessageHtml } from './ErrorDialog';

const navigated = vi.hoisted(() => [] as string[]);
vi.mock('../../edge/navigation', () => ({ goTo: (path: string) => navigated.push(path) }));

describe('ErrorDialog (spec 1 §8: an Error modal that renders HTML)', () => {

  it('keeps links and text, drops scripts, handlers and javascript: links', () => {
    const clean = sanitizeMessageHtml('<a href="/profile" onclick="steal()">profile</a><img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>');
    expect(clean).toContain('<a href="/profile">profile</a>');
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
  });

  it('shows a hostile server message as harmless content and runs nothing', async () => {
    const ran = vi.fn<() => void>();
    Object.assign(window, { ran });
    render(
      <MantineProvider>
        <ErrorDialog html={'Submission failed: <img src=x onerror="window.ran()"><script>window.ran()</script>Please <a href="/profile">verify</a>.'} onClose={() => {}} />
      </MantineProvider>,
    );
    const message = await screen.findByTestId('funds-error-message');
    expect(screen.getByRole('dialog', { name: 'Error' })).toBeInTheDocument();
    expect(message.querySelector('script, img')).toBeNull();
    expect(message).toHaveTextContent('Submission failed: Please verify.');
    fireEvent.click(screen.getByRole('link', { name: 'verify' }));
    expect(navigated).toEqual(['/profile']);
    expect(ran).not.toHaveBeenCalled();
  });
});
