import { createActor, fromPromise } from 'xstate';
import { RECEIPT_MAX_BYTES, receiptProblemOf } from './lib/receipt';
import { makePaymentMachine } from './makePayment';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const HTML = new TextEncoder().encode('<html><body>');

describe('receipt checks before upload (issue 22 §4)', () => {
  it('the size first, then the signature', () => {
    expect(receiptProblemOf(RECEIPT_MAX_BYTES, PNG)).toBeNull();
    expect(receiptProblemOf(RECEIPT_MAX_BYTES + 1, PNG)).toEqual({ code: 'receiptTooLarge' });
    expect(receiptProblemOf(100, HTML)).toEqual({ code: 'receiptNotImage' });
  });

  it('the make-payment machine refuses such a receipt, says why, and keeps a good one', () => {
    const machine = makePaymentMachine.provide({ actors: { loadPhones: fromPromise(() => new Promise<string[]>(() => {})) } });
    const actor = createActor(machine, {
      input: { payment: { methodName: 'bKash', methodIcon: '', amount: 1500, accountNumber: '01712345678', paymentId: 1, promotionId: null, accountType: 'Agent', deadline: '' }, remoteId: 'r', remainingMs: 600_000, idempotencySeed: 'seed1234' },
    }).start();
    const choose = (size: number, head: Uint8Array) => actor.send({ type: 'makePayment.receiptChosen', receipt: { name: 'slip.png', size, data: new Blob([head.slice()]), head } });
    choose(100, HTML);
    expect(actor.getSnapshot().context).toMatchObject({ receipt: null, receiptProblem: { code: 'receiptNotImage' } });
    choose(RECEIPT_MAX_BYTES + 1, PNG);
    expect(actor.getSnapshot().context).toMatchObject({ receipt: null, receiptProblem: { code: 'receiptTooLarge' } });
    choose(100, PNG);
    expect(actor.getSnapshot().context).toMatchObject({ receipt: { name: 'slip.png', size: 100 }, receiptProblem: null });
    actor.stop();
  });
});
