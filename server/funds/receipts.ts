import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { IN_MEMORY, type AppDb } from '../db/client.ts';
import { receiptFiles } from '../db/schema.ts';
import { say } from '../i18n/messages.ts';
import type { DbOrTx } from '../money/ledger.ts';

/** Spec (chosen): receipts up to 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** Why a receipt is refused: the catalogue's codes (i18n/messages/funds.ts). */
export const receiptCodes = { missing: 'receipt_missing', tooLarge: 'receipt_too_large', type: 'receipt_type', polyglot: 'receipt_markup' } as const;
export type ReceiptCode = (typeof receiptCodes)[keyof typeof receiptCodes];

/** The English words of each refusal (the site's own check agrees with them: tests/flows/receiptAgreement.test.ts). */
export const receiptMessages = {
  missing: say(receiptCodes.missing),
  tooLarge: say(receiptCodes.tooLarge),
  type: say(receiptCodes.type),
  polyglot: say(receiptCodes.polyglot),
} as const;

export type ReceiptType = 'image/jpeg' | 'image/png' | 'image/webp';
export type CheckedReceipt = { ok: true; type: ReceiptType; bytes: Uint8Array } | { ok: false; code: ReceiptCode };

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type from the file's own bytes (never its name or the declared type). */
export function sniffImage(bytes: Uint8Array): ReceiptType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return undefined;
}

/** Markup a browser (or a careless viewer) could run if the file were ever sniffed as HTML/SVG. */
const MARKUP = ['<html', '<script', '<svg', '<!doctype', '<body', '<iframe', '<?php', '<?xml', 'javascript:'];

/** True when the bytes contain HTML/SVG/script markup anywhere (a polyglot), case-insensitively. */
export function containsMarkup(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').toLowerCase();
  return MARKUP.some((needle) => text.includes(needle));
}

/** Checks a receipt: present, at most 5 MB, JPEG/PNG/WebP by signature, no embedded markup. */
export async function checkReceipt(file: unknown): Promise<CheckedReceipt> {
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, code: receiptCodes.missing };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, code: receiptCodes.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { ok: false, code: receiptCodes.type };
  if (containsMarkup(bytes)) return { ok: false, code: receiptCodes.polyglot };
  return { ok: true, type, bytes };
}

/**
 * Where receipts live: the database (receipt_files), never a served folder. Names are made here
 * (128 random bits, hex). `save` writes inside the deposit's transaction, so a deposit that rolls
 * back leaves no receipt behind.
 */
export type ReceiptStore = {
  save(tx: DbOrTx, bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<Uint8Array | undefined>;
  remove(name: string): Promise<void>;
};

const NAME_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Receipts in the database. `legacyDir` is where receipts were kept as files before they moved
 * into the database (<DATA_DIR>/receipts): still read from there, so older deposits keep theirs.
 */
export function databaseReceiptStore(db: AppDb, clock: Clock, legacyDir?: string): ReceiptStore {
  return {
    async save(tx, content) {
      const name = randomBytes(16).toString('hex');
      await tx.insert(receiptFiles).values({ name, bytes: content, createdAt: clock.now() });
      return name;
    },
    async read(name) {
      if (!NAME_PATTERN.test(name)) return undefined;
      const [row] = await db.select({ bytes: receiptFiles.bytes }).from(receiptFiles).where(eq(receiptFiles.name, name));
      if (row) return new Uint8Array(row.bytes);
      if (!legacyDir) return undefined;
      try {
        return new Uint8Array(await readFile(join(legacyDir, name)));
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      await db.delete(receiptFiles).where(eq(receiptFiles.name, name));
    },
  };
}

export function receiptStoreFor(deps: { config: Pick<Config, 'dataDir'>; database: { db: AppDb }; clock: Clock }): ReceiptStore {
  const legacyDir = deps.config.dataDir === IN_MEMORY ? undefined : join(deps.config.dataDir, 'receipts');
  return databaseReceiptStore(deps.database.db, deps.clock, legacyDir);
}
