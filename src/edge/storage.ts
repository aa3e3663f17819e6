import type { DepositDraft } from '../../machines/deposit';
import type { SessionCredentials, StoredSession } from '../../machines/session';

/** Browser storage keys, as spec 1 §3 names them. */
export const storageKeys = {
  token: 'token',
  remoteId: 'remote_id',
  username: 'username',
  exchangeToken: 'exchangeToken',
  balance: 'balance',
  popup: 'popup',
  regPopup: 'regPopup',
  /** Issue 22 (session storage): the TRX ID typed on /make-payment, for the payment it belongs to. */
  trxDraft: 'makePaymentTrx',
  /** Issue 22 (session storage): the deposit form as the player left it for /make-payment. */
  depositDraft: 'depositDraft',
} as const;

const isNumberOrNull = (value: unknown): value is number | null => value === null || typeof value === 'number';
const isStringOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** Version 1 of the saved deposit form, checked field by field (no schema library: this file is in the entry chunk). */
function depositDraftFrom(saved: unknown): DepositDraft | null {
  if (typeof saved !== 'object' || saved === null || !('version' in saved) || saved.version !== 1 || !('draft' in saved)) return null;
  const draft: unknown = saved.draft;
  if (typeof draft !== 'object' || draft === null) return null;
  const { promotionId, methodName, channelId, amount, expiresAt } = draft as Record<string, unknown>;
  if (!isNumberOrNull(promotionId) || !isStringOrNull(methodName) || !isNumberOrNull(channelId) || typeof amount !== 'string' || typeof expiresAt !== 'string') return null;
  return { promotionId, methodName, channelId, amount, expiresAt };
}

/** The deposit form saved on the way to /make-payment, or null (none, damaged, or another version). */
export function readDepositDraft(storage: Storage = sessionStorage): DepositDraft | null {
  try {
    return depositDraftFrom(JSON.parse(storage.getItem(storageKeys.depositDraft) ?? 'null'));
  } catch {
    // Bad JSON is no draft.
    return null;
  }
}

export function writeDepositDraft(draft: DepositDraft, storage: Storage = sessionStorage): void {
  storage.setItem(storageKeys.depositDraft, JSON.stringify({ version: 1, draft }));
}

/** Once the deposit is submitted, the next visit to /deposit starts empty. */
export function forgetDepositDraft(storage: Storage = sessionStorage): void {
  storage.removeItem(storageKeys.depositDraft);
}

/** The TRX ID typed for the payment `paymentKey`, or '' (another payment's draft is not this one's). */
export function readTrxDraft(paymentKey: string, storage: Storage = sessionStorage): string {
  try {
    const saved: unknown = JSON.parse(storage.getItem(storageKeys.trxDraft) ?? 'null');
    if (typeof saved === 'object' && saved !== null && 'payment' in saved && 'trx' in saved && saved.payment === paymentKey && typeof saved.trx === 'string') return saved.trx;
  } catch {
    // A damaged draft is no draft.
  }
  return '';
}

export function writeTrxDraft(paymentKey: string, trx: string, storage: Storage = sessionStorage): void {
  storage.setItem(storageKeys.trxDraft, JSON.stringify({ payment: paymentKey, trx }));
}

/** The stored session; none where there is no storage (the server rendering a first screen, issue 26 §1). */
export function readStoredSession(storage: Storage | undefined = globalThis.localStorage): StoredSession | null {
  if (!storage) return null;
  const token = storage.getItem(storageKeys.token);
  if (!token) return null;
  const balance = storage.getItem(storageKeys.balance);
  const parsedBalance = balance === null ? null : Number(balance);
  return {
    token,
    remoteId: storage.getItem(storageKeys.remoteId) ?? '',
    username: storage.getItem(storageKeys.username) ?? '',
    exchangeToken: storage.getItem(storageKeys.exchangeToken),
    balance: parsedBalance !== null && Number.isFinite(parsedBalance) ? parsedBalance : null,
    // The pop-ups show unless their flag is '0' (spec 1 §4 Pop-ups).
    popup: storage.getItem(storageKeys.popup) !== '0',
    regPopup: storage.getItem(storageKeys.regPopup) !== '0',
  };
}

export function writeCredentials(credentials: SessionCredentials, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.token, credentials.token);
  storage.setItem(storageKeys.remoteId, credentials.remoteId);
  storage.setItem(storageKeys.username, credentials.username);
  if (credentials.exchangeToken) storage.setItem(storageKeys.exchangeToken, credentials.exchangeToken);
  else storage.removeItem(storageKeys.exchangeToken);
}

export function writePopupFlags(flags: { popup: boolean; regPopup: boolean }, storage: Storage = localStorage): void {
  storage.setItem(storageKeys.popup, flags.popup ? '1' : '0');
  storage.setItem(storageKeys.regPopup, flags.regPopup ? '1' : '0');
}

export function writeBalance(balance: number | null, storage: Storage = localStorage): void {
  if (balance === null) storage.removeItem(storageKeys.balance);
  else storage.setItem(storageKeys.balance, String(balance));
}

/** Logout removes exactly these (spec 1 §4 Session); other keys such as referral codes stay. */
export function forgetCredentials(storage: Storage = localStorage): void {
  for (const key of [storageKeys.token, storageKeys.balance, storageKeys.remoteId, storageKeys.username, storageKeys.exchangeToken]) {
    storage.removeItem(key);
  }
}
