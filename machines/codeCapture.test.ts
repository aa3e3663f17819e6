import { createActor } from 'xstate';
import { codeCaptureMachine, type CodeCaptureInput } from './codeCapture';
import { NotProvidedError } from './lib/unprovided';

function capture(input: CodeCaptureInput) {
  const effects: string[] = [];
  const machine = codeCaptureMachine.provide({
    actions: {
      storeCode: ({ context }) => void effects.push(`store ${context.kind}=${context.code}`),
      goToSignup: () => void effects.push('goToSignup'),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { snapshot: actor.getSnapshot(), effects };
}

describe('code capture machine (spec 1 §2.1, §8)', () => {
  it.each(['referral_code', 'affiliate_code'] as const)('%s with a value: stores it, then goes to sign-up', (kind) => {
    const { snapshot, effects } = capture({ kind, code: ' ABC123 ' });
    expect(snapshot.value).toBe('codeStored');
    expect(snapshot.status).toBe('done');
    expect(effects).toEqual([`store ${kind}=ABC123`, 'goToSignup']);
  });

  it.each([null, '', '   '])('no value (%j): shows the missing-code alert and stores nothing', (code) => {
    const { snapshot, effects } = capture({ kind: 'affiliate_code', code });
    expect(snapshot.value).toBe('showingMissingCode');
    expect(snapshot.context.kind).toBe('affiliate_code');
    expect(effects).toEqual([]);
  });

  it('fails loudly when the edge did not provide storage', () => {
    const actor = createActor(codeCaptureMachine, { input: { kind: 'referral_code', code: 'X' } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    expect(errors[0]).toBeInstanceOf(NotProvidedError);
  });
});
