/** Where the chat button takes the player (spec 1 §2.15), best first. */
export type SupportTarget = { kind: 'inPage'; href: string } | { kind: 'external'; href: string };

/** Our support chat for a player; else WhatsApp from the general settings; else the live chat; else the chat page (which asks to log in). */
export function supportTarget(options: { loggedIn: boolean; whatsapp: string; liveChat: string }): SupportTarget {
  if (options.loggedIn) return { kind: 'inPage', href: '/chat' };
  const digits = options.whatsapp.replace(/\D/g, '');
  if (digits !== '') return { kind: 'external', href: `https://wa.me/${digits}` };
  if (/^https?:\/\//i.test(options.liveChat.trim())) return { kind: 'external', href: options.liveChat.trim() };
  return { kind: 'inPage', href: '/chat' };
}

/** A press that moves less than this is a click, more is a drag (spec 1 §9). */
export const DRAG_THRESHOLD_PX = 10;

export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
}

/** Keeps a box of `size` at `position` (top-left) inside the area, away from its reserved bottom strip. */
export function clampIntoView(
  position: { x: number; y: number },
  size: { width: number; height: number },
  area: { width: number; height: number; reservedBottom: number },
): { x: number; y: number } {
  const maxX = Math.max(0, area.width - size.width);
  const maxY = Math.max(0, area.height - area.reservedBottom - size.height);
  return { x: Math.min(Math.max(0, position.x), maxX), y: Math.min(Math.max(0, position.y), maxY) };
}
