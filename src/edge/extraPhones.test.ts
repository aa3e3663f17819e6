import { createActor } from 'xstate';

vi.mock('./api', () => ({ apiClient: 'client' }));
vi.mock('../api/profile', () => ({
  fetchExtraPhones: async () => [
    { number: '01822222222', verified: true },
    { number: '01933333333', verified: false },
  ],
}));

const { extraPhonesMachineLive } = await import('./extraPhones');
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the extra phones at the edge', () => {
  it('lists get/other/phone; with 2 phones there is no Add, an unverified one can be verified', async () => {
    const actor = createActor(extraPhonesMachineLive).start();
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('showingPhones');
    expect(snapshot.context.phones).toHaveLength(2);
    expect(snapshot.can({ type: 'extraPhones.addRequested' })).toBe(false);
    expect(snapshot.can({ type: 'extraPhones.verifyRequested', phone: '01933333333' })).toBe(true);
    expect(snapshot.can({ type: 'extraPhones.verifyRequested', phone: '01822222222' })).toBe(false);
  });
});
