import { missingForWithdrawal } from './AccountHeader';

const profile = { name: 'Demo', phone: '01700000000', email: 'demo@players.example', phoneVerified: false, emailVerified: false, dofb: null };

describe('the tip before withdrawal (spec 2 §2, §5: birthday and phone needed)', () => {
  it('names what is missing, and nothing once both are there', () => {
    expect(missingForWithdrawal(profile)).toEqual(['add your birthday', 'verify your phone number']);
    expect(missingForWithdrawal({ ...profile, phoneVerified: true })).toEqual(['add your birthday']);
    expect(missingForWithdrawal({ ...profile, dofb: '1990-04-12' })).toEqual(['verify your phone number']);
    expect(missingForWithdrawal({ ...profile, phoneVerified: true, dofb: '1990-04-12' })).toEqual([]);
  });
});
