import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { theme } from '../theme';
import { isFailedChunkLoad, watchChunkLoads } from '../chunkLoads';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** A page that throws `error` while rendering, as React.lazy throws its failed import. */
function Throwing({ error }: { error: Error }): never {
  throw error;
}

function renderFailing(error: Error) {
  render(
    <MantineProvider theme={theme} forceColorScheme="dark">
      <RouteErrorBoundary>
        <Throwing error={error} />
      </RouteErrorBoundary>
    </MantineProvider>,
  );
}

/** What Vite's chunk loader does when a dynamic import fails: the error rides on a `vite:preloadError` event. */
function reportFailedLoad(target: EventTarget, error: Error) {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
  target.dispatchEvent(event);
}

describe('route error boundary (issue 26 §6)', () => {
  const events = new EventTarget();
  watchChunkLoads(events as unknown as Window);

  beforeEach(() => {
    // React reports the errors its boundary caught; the boundary logs them too.
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('notes the chunk loads Vite reports as failed, and no other error', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/vip-1234.js');
    expect(isFailedChunkLoad(failed)).toBe(false);
    reportFailedLoad(events, failed);
    expect(isFailedChunkLoad(failed)).toBe(true);
    expect(isFailedChunkLoad(new TypeError(failed.message))).toBe(false);
    expect(isFailedChunkLoad(null)).toBe(false);
  });

  it('a page whose chunk is gone while online says a new version is here and offers Reload', () => {
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/vip-5678.js');
    reportFailedLoad(events, failed);
    renderFailing(failed);
    expect(screen.getByRole('alert')).toHaveAttribute('data-new-version', 'true');
    expect(screen.getByRole('heading', { name: 'A new version of TakaPlay is here' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('offline, the same failure asks to check the connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const failed = new TypeError('Failed to fetch dynamically imported module: /assets/vip-9012.js');
    reportFailedLoad(events, failed);
    renderFailing(failed);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
  });

  it('a page that broke while rendering is not a new version', () => {
    renderFailing(new Error('cannot read the answer'));
    expect(screen.getByRole('alert')).toHaveAttribute('data-new-version', 'false');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
