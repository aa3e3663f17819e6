import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Router as WouterRouter } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

vi.mock('./routeTable', () => {
  const openingPage = () => Promise.resolve({ default: () => <h1>Opening page</h1> });
  const otherPage = () => Promise.resolve({ default: () => <h1>Other page</h1> });
  const routes = [
    { path: '/opening', titleKey: 'page.login', access: 'open', load: openingPage },
    { path: '/other', titleKey: 'page.login', access: 'open', load: otherPage },
    { path: '/item/:id', titleKey: 'page.login', access: 'open', load: otherPage },
  ];
  return { accessFor: () => 'open', routes, servedRoutes: () => routes };
});

const { Router, loadPageOf, sealOpeningPage } = await import('./Router');

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <MantineProvider>
      <WouterRouter hook={hook}>
        <Router />
      </WouterRouter>
    </MantineProvider>,
  );
}

describe('the opening page', () => {

  it('is loaded before the first render, so that render already shows it (no page loader first)', async () => {
    expect(await loadPageOf('/opening')).toBe(true);
    expect(await loadPageOf('/item/7')).toBe(false);
    expect(await loadPageOf('/nowhere')).toBe(false);
    sealOpeningPage();
    renderAt('/opening');
    // Synchronously there: a lazy page would show only after a later render.
    expect(screen.getByRole('heading', { name: 'Opening page' })).toBeInTheDocument();
    // After the first render has started, a page that arrives is left lazy.
    expect(await loadPageOf('/other')).toBe(false);
  });
});
