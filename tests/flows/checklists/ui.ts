import { en, type MessageKey } from '../../../src/i18n/en';

/** A text of the English catalogue as the player reads it, placeholders filled: the checklists quote the screen. */
export function ui(key: MessageKey, params: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

/** A label or message as a tester looks for it on screen: in single quotes. */
export function quoted(key: MessageKey, params?: Record<string, string | number>): string {
  return `'${ui(key, params)}'`;
}
