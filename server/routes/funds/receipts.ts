import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { IN_MEMORY } from '../../db/client.ts';

/** Spec (chosen): receipts up to 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

export const receiptMessages = {
  missing: 'Please attach your payment receipt (a JPEG, PNG or WebP image).',
  tooLarge: 'The receipt must be 5 MB or smaller.',
  type: 'The receipt must be a JPEG, PNG or WebP image.',
  polyglot: 'The receipt contains markup or script and was refused. Please upload a plain screenshot or photo.',
} as const;

export type ReceiptType = 'image/jpeg' | 'image/png' | 'image/webp';
export type CheckedReceipt = { ok: true; type: ReceiptType; bytes: Uint8Array } | { ok: false; message: string };

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
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, message: receiptMessages.missing };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, message: receiptMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { ok: false, message: receiptMessages.type };
  if (containsMarkup(bytes)) return { ok: false, message: receiptMessages.polyglot };
  return { ok: true, type, bytes };
}

/** Where receipt files live: never a served folder. Names are made here (128 random bits, hex). */
export type ReceiptStore = {
  save(bytes: Uint8Array): Promise<string>;
  read(name: string): Promise<Uint8Array | undefined>;
  remove(name: string): Promise<void>;
};

const NAME_PATTERN = /^[0-9a-f]{32}$/;
const newName = () => randomBytes(16).toString('hex');

/** Files under `dir` (created 0700), each 0600, written exclusively. */
export function fileReceiptStore(dir: string): ReceiptStore {
  let ready: Promise<unknown> | undefined;
  return {
    async save(bytes) {
      ready ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await ready;
      const name = newName();
      await writeFile(join(dir, name), bytes, { mode: 0o600, flag: 'wx' });
      return name;
    },
    async read(name) {
      if (!NAME_PATTERN.test(name)) return undefined;
      try {
        return new Uint8Array(await readFile(join(dir, name)));
      } catch {
        return undefined;
      }
    },
    async remove(name) {
      if (NAME_PATTERN.test(name)) await rm(join(dir, name), { force: true });
    },
  };
}

/** For an in-memory database (tests): receipts live as long as the app. */
export function memoryReceiptStore(): ReceiptStore {
  const files = new Map<string, Uint8Array>();
  return {
    save: async (bytes) => {
      const name = newName();
      files.set(name, bytes);
      return name;
    },
    read: async (name) => files.get(name),
    remove: async (name) => {
      files.delete(name);
    },
  };
}

/** `<DATA_DIR>/receipts` (also with PostgreSQL), or memory when DATA_DIR is `memory://`. */
export function receiptStoreFor(config: Pick<Config, 'dataDir'>): ReceiptStore {
  return config.dataDir === IN_MEMORY ? memoryReceiptStore() : fileReceiptStore(join(config.dataDir, 'receipts'));
}
