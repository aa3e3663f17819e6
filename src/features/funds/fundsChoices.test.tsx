import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { ChannelChoice } from '../deposit/ChannelChoice';
import { MethodChoice } from '../deposit/MethodChoice';
import { OutcomePanel } from './OutcomePanel';

const methods = [
  { name: 'bKash', icon: '' },
  { name: 'Nagad', icon: '' },
];
const channels = [
  { id: 1, accountType: 'Agent' as const, min: 500, max: 25_000 },
  { id: 2, accountType: 'Personal' as const, min: 500, max: 25_000 },
];

describe('funds choices and outcomes (issue 22 §4)', () => {

  it('the chosen method and channel cards are checked radios with a gold border and a check mark', () => {
    render(
      <MantineProvider>
        <MethodChoice methods={methods as never} chosen="Nagad" onChoose={() => {}} />
        <ChannelChoice channels={channels as never} chosen={2} methodChosen loading={false} onChoose={() => {}} />
      </MantineProvider>,
    );
    const nagad = screen.getByRole('radio', { name: 'Nagad' });
    expect(nagad).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: 'bKash' })).toHaveAttribute('aria-checked', 'false');
    expect(nagad.style.borderColor).toBe('var(--mantine-color-gold-5)');
    expect(nagad.querySelector('[data-testid="chosen-mark"]')).not.toBeNull();
    expect(screen.getByRole('radio', { name: 'bKash' }).querySelector('[data-testid="chosen-mark"]')).toBeNull();
    const personal = screen.getByTestId('deposit-channel-Personal');
    expect(personal).toHaveAttribute('aria-checked', 'true');
    expect(personal.querySelector('[data-testid="chosen-mark"]')).not.toBeNull();
    expect(screen.getByTestId('deposit-channel-Agent').querySelector('[data-testid="chosen-mark"]')).toBeNull();
  });

  it('a rejection says the amount and the operator’s reason, with links to the inbox and the record', () => {
    render(
      <MantineProvider>
        <OutcomePanel action="withdraw" amount={600} outcome={{ status: 'rejected', reason: 'wrong number' }} />
      </MantineProvider>,
    );
    expect(screen.getByTestId('funds-outcome')).toHaveTextContent('Your withdrawal of ৳600.00 was rejected');
    expect(screen.getByTestId('funds-outcome-reason')).toHaveTextContent('Reason: wrong number');
    expect(screen.getByRole('link', { name: 'Open inbox' })).toHaveAttribute('href', '/inbox');
    expect(screen.getByRole('link', { name: 'Transaction record' })).toHaveAttribute('href', '/transaction-record');
  });
});
