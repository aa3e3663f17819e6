import { render, screen } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import { sessionMachine, type StoredSession } from '../../../machines/session';
import { Session } from '../../edge/session';
import { RequireLogin } from './RequireLogin';

const quietSession = sessionMachine.provide({
  actors: { fetchBalance: fromPromise(() => new Promise<number>(() => {})) },
  actions: {
    storeSession: () => {},
    storeBalance: () => {},
    storePopupFlags: () => {},
    endServerSession: () => {},
    forgetSession: () => {},
    clearAllStorage: () => {},
    goHome: () => {},
  },
});

const stored: StoredSession = { token: 't', remoteId: 'r', username: 'demoplayer1', exchangeToken: null, balance: 0, popup: false, regPopup: false };

function renderAt(path: string, storedSession: StoredSession | null) {
  const location = memoryLocation({ path, record: true });
  render(
    <Session.Provider logic={quietSession} options={{ input: { stored: storedSession } }}>
      <Router hook={location.hook}>
        <Switch>
          <Route path="/login">login page</Route>
          <Route path="/deposit">
            <RequireLogin>deposit page</RequireLogin>
          </Route>
        </Switch>
      </Router>
    </Session.Provider>,
  );
  return location;
}

describe('RequireLogin', () => {
  it('sends a visitor to /login, replacing the history entry', () => {
    const location = renderAt('/deposit', null);
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(location.history).toEqual(['/login']);
  });

  it('lets a logged-in player through', () => {
    renderAt('/deposit', stored);
    expect(screen.getByText('deposit page')).toBeInTheDocument();
  });
});
