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
} as const;

export function readStoredSession(storage: Storage = localStorage): StoredSession | null {
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
