import { bn } from '../src/i18n/bn';
import { en } from '../src/i18n/en';
import { BN_MESSAGES } from '../server/i18n/bn';
import { RECEIPT_MAX_BYTES as SERVER_MAX, receiptMessages, sniffImage } from '../server/routes/funds/receipts';
import { RECEIPT_MAX_BYTES, receiptProblemOf, sniffReceiptType } from './lib/receipt';
import { makePaymentMachine } from './makePayment';
import { createActor, fromPromise } from 'xstate';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const HTML = new TextEncoder().encode('<html><body>');

describe('receipt checks before upload agree with the server (issue 22 §4)', () => {
  it('same limit, same signatures, same words in both languages', () => {
    expect(RECEIPT_MAX_BYTES).toBe(SERVER_MAX);
    for (const bytes of [PNG, JPEG, WEBP, HTML, new Uint8Array()]) expect(sniffReceiptType(bytes)).toBe(sniffImage(bytes));
    expect(en['makePayment.receipt.tooLarge']).toBe(receiptMessages.tooLarge);
    expect(en['makePayment.receipt.notImage']).toBe(receiptMessages.type);
    expect(bn['makePayment.receipt.tooLarge']).toBe(BN_MESSAGES[receiptMessages.tooLarge]);
    expect(bn['makePayment.receipt.notImage']).toBe(BN_MESSAGES[receiptMessages.type]);
  });

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
