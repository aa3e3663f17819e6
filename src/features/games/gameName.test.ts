import { shortGameName } from './gameName';

describe('shortGameName (names in lists cut at 15 characters)', () => {
  it.each([
    ['Golden Empire', 'Golden Empire'],
    ['Exactly15Chars!', 'Exactly15Chars!'],
    ['Sixteen chars ok', 'Sixteen chars o...'],
    ['', ''],
  ])('%j → %j', (name, expected) => {
    expect(shortGameName(name)).toBe(expected);
  });
});
