import { gamesQueryOf } from './games';

describe('gamesQueryOf (/games?type=&system=&title=)', () => {
  it('reads type, a comma list of systems and the title', () => {
    expect(gamesQueryOf('type=SLOT&system=jili, PG,&title=JILI%20Slots')).toEqual({ type: 'SLOT', systems: ['JILI', 'PG'], title: 'JILI Slots' });
  });
  it('leaves the defaults to the machine when the query is empty', () => {
    expect(gamesQueryOf('')).toEqual({ type: '', systems: [], title: '' });
  });
});
