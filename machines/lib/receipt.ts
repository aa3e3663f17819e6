/**
 * The receipt checks the browser makes before upload (issue 22 §4), the same as the server's
 * (server/routes/funds/receipts.ts; machines/receipt.test.ts checks that they agree): at most 5 MB,
 * and a JPEG, PNG or WebP by its first bytes, never by its name or declared type.
 */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** How many bytes of the file the signature check needs (WebP: "RIFF" <size> "WEBP"). */
export const RECEIPT_SIGNATURE_BYTES = 12;

export type ReceiptImageType = 'image/jpeg' | 'image/png' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from the file's own first bytes, or undefined when it is none of the three. */
export function sniffReceiptType(head: Uint8Array): ReceiptImageType | undefined {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0x52, 0x49, 0x46, 0x46]) && startsWith(head, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** Why a chosen receipt is refused before upload, as a code the view turns into the server's words. */
export type ReceiptProblem = { code: 'receiptTooLarge' } | { code: 'receiptNotImage' };

/** The size first, then the signature (the server's order); null when the receipt may be sent. */
export function receiptProblemOf(size: number, head: Uint8Array): ReceiptProblem | null {
  if (size > RECEIPT_MAX_BYTES) return { code: 'receiptTooLarge' };
  if (!sniffReceiptType(head)) return { code: 'receiptNotImage' };
  return null;
}
