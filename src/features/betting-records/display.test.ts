import { profitLossText, statusColour } from './display';

describe('profit/loss (spec 2 §2: a loss in brackets)', () => {
  it('brackets a loss and shows a profit or zero as the amount', () => {
    expect(profitLossText(-120)).toBe('(৳120.00)');
    expect(profitLossText(-100000.5)).toBe('(৳1,00,000.50)');
    expect(profitLossText(1900)).toBe('৳1,900.00');
    expect(profitLossText(0)).toBe('৳0.00');
  });
});

describe('the Exchange tab', () => {
  it('colours the status tag', () => {
    expect([statusColour('WON'), statusColour('LOST'), statusColour('open')]).toEqual(['teal', 'red', 'yellow']);
  });
});
