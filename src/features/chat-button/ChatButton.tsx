import { ActionIcon } from '@mantine/core';
import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'wouter';
import { PageLoading } from '../../edge/pageLoading';
import { useIsLoggedIn } from '../../edge/session';
import { t } from '../../i18n';
import { DESKTOP_FLOATING_GUTTER_PX, hidesFloatingControls } from '../../ui/pageKinds';
import { useLayout } from '../../ui/useLayout';
import { clampIntoView, isDrag, supportTarget } from './supportTarget';

/** Height of the mobile bottom toolbar, which the buttons must never cover. */
const MOBILE_TOOLBAR_PX = 60;
const BUTTON_PX = 52;
/**
 * Issue 22: where the floating buttons rest, clear of every control. On a phone both sit in the slot
 * the bottom bar keeps free at its right end (chat at the edge, scroll-to-top beside it); on a desktop
 * in the page's right gutter (chat at the bottom, scroll-to-top above it).
 */
export const floatingPlacement = (mobile: boolean) =>
  mobile
    ? { chat: { right: 4, bottom: (MOBILE_TOOLBAR_PX - BUTTON_PX) / 2 }, scrollTop: { right: 4 + BUTTON_PX + 8, bottom: 8 } }
    : { chat: { right: (DESKTOP_FLOATING_GUTTER_PX - BUTTON_PX) / 2, bottom: 16 }, scrollTop: { right: (DESKTOP_FLOATING_GUTTER_PX - 44) / 2, bottom: 16 + BUTTON_PX + 12 } };

type Press = { pointerX: number; pointerY: number; left: number; top: number; dragging: boolean };

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
      <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" />
    </svg>
  );
}

/**
 * Spec 1 §2.15: a floating chat button the player can drag out of the way (a move over 10 px is a
 * drag, not a click). It opens our support chat, else WhatsApp, else the live chat.
 */
export function ChatButton() {
  const loggedIn = useIsLoggedIn();
  const general = PageLoading.useSelector((snapshot) => snapshot.context.general);
  const mobile = useLayout() === 'mobile';
  const [location, navigate] = useLocation();
  const [position, setPosition] = useState<{ x: number; y: number } | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);
  // Loaded after the page (lazy): the route sweep's overlap check waits for this mark before it measures.
  useEffect(() => {
    document.documentElement.dataset.floatingControls = 'loaded';
  }, []);

  const reservedBottom = mobile ? MOBILE_TOOLBAR_PX : 0;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    const rect = event.currentTarget.getBoundingClientRect();
    press.current = { pointerX: event.clientX, pointerY: event.clientY, left: rect.left, top: rect.top, dragging: false };
    dragged.current = false;
    event.currentTarget.setPointerCapture(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = press.current;
    if (!current) return;
    const dx = event.clientX - current.pointerX;
    const dy = event.clientY - current.pointerY;
    if (!current.dragging && !isDrag(dx, dy)) return;
    current.dragging = true;
    setPosition(
      clampIntoView(
        { x: current.left + dx, y: current.top + dy },
        { width: BUTTON_PX, height: BUTTON_PX },
        { width: window.innerWidth, height: window.innerHeight, reservedBottom },
      ),
    );
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    dragged.current = press.current?.dragging ?? false;
    press.current = null;
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const openSupport = () => {
    // The click that ends a drag is not a request for support.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    const target = supportTarget({ loggedIn, whatsapp: general?.whatsapp ?? '', liveChat: general?.liveChat ?? '' });
    if (target.kind === 'inPage') navigate(target.href);
    else window.open(target.href, '_blank', 'noopener,noreferrer');
  };

  // Issue 22: betting, funds and form pages are all controls: no bubble over them.
  if (hidesFloatingControls(location)) return null;

  const placement = position ? { left: position.x, top: position.y } : floatingPlacement(mobile).chat;

  return (
    <ActionIcon
      size={BUTTON_PX}
      radius="xl"
      color="taka"
      variant="filled"
      aria-label={t('chatButton.label')}
      data-testid="chat-button"
      data-floating-control
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onClick={openSupport}
      style={{ position: 'fixed', zIndex: 190, touchAction: 'none', boxShadow: 'var(--mantine-shadow-md)', ...placement }}
    >
      <ChatIcon />
    </ActionIcon>
  );
}
