import { RECEIPT_MAX_BYTES as SERVER_MAX, receiptCodes, receiptMessages, sniffImage } from '../../server/funds/receipts';
import { banglaFor } from '../../server/i18n/messages';
import { bn } from '../../src/i18n/bn';
import { en } from '../../src/i18n/en';
import { RECEIPT_MAX_BYTES, sniffReceiptType } from '../../machines/lib/receipt';

// Here, outside machines/, src/ and server/ (none may import the others): the browser's receipt check
// (machines/lib/receipt.ts, its words in src/i18n) must agree with the server's (issue 22 §4).
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const WEBP = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const HTML = new TextEncoder().encode('<html><body>');

describe('receipt checks: browser and server agree (issue 22 §4)', () => {
  it('same limit, same signatures, same words in both languages', () => {
    expect(RECEIPT_MAX_BYTES).toBe(SERVER_MAX);
    for (const bytes of [PNG, JPEG, WEBP, HTML, new Uint8Array()]) expect(sniffReceiptType(bytes)).toBe(sniffImage(bytes));
    expect(en['makePayment.receipt.tooLarge']).toBe(receiptMessages.tooLarge);
    expect(en['makePayment.receipt.notImage']).toBe(receiptMessages.type);
    expect(bn['makePayment.receipt.tooLarge']).toBe(banglaFor(receiptCodes.tooLarge, {}));
    expect(bn['makePayment.receipt.notImage']).toBe(banglaFor(receiptCodes.type, {}));
  });

});
