import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { RatioBoard } from './RatioBoard';

/** The rates as GET /api/limits serves them (server/rewards/limits.ts), in percent. */
const rates = [
  [0.1, 0.05, 0.01],
  [0.15, 0.06, 0.02],
  [0.2, 0.07, 0.03],
] as const;

const shownRates = () => [1, 2, 3].map((tier) => screen.getByTestId(`referral-rate-${tier}`).textContent);

describe('Cash Reward Ratio board', () => {

  it('shows the server’s rates per tab, cycled by the arrows', () => {
    render(
      <MantineProvider>
        <RatioBoard rates={rates} />
      </MantineProvider>,
    );
    expect(shownRates()).toEqual(['0.1%', '0.05%', '0.01%']);
    fireEvent.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(shownRates()).toEqual(['0.15%', '0.06%', '0.02%']);
    fireEvent.click(screen.getByRole('button', { name: 'Next tab' }));
    expect(shownRates()).toEqual(['0.2%', '0.07%', '0.03%']);
  });

  it('shows "…" until the rates are loaded', () => {
    render(
      <MantineProvider>
        <RatioBoard rates={null} />
      </MantineProvider>,
    );
    expect(shownRates()).toEqual(['…', '…', '…']);
  });
});
