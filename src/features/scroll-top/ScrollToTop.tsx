import '@mantine/core/styles/Affix.css';
import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { t } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { useLocation } from 'wouter';
import { hidesFloatingControls } from '../../ui/pageKinds';
import { floatingPlacement } from '../chat-button/ChatButton';

/** Spec 1 §2.15: shows after 300 px of scroll. */
export const SCROLL_TOP_AFTER_PX = 300;

function ArrowUpIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 19V5M5 12l7-7 7 7" />
    </svg>
  );
}

/** A button back to the top of the page: in the phone bar's free slot, or the desktop's right gutter (issue 22). */
export function ScrollToTop() {
  const [scroll, scrollTo] = useWindowScroll();
  const mobile = useLayout() === 'mobile';
  const [location] = useLocation();
  if (hidesFloatingControls(location)) return null;
  return (
    <Affix position={floatingPlacement(mobile).scrollTop} zIndex={190}>
      <Transition transition="slide-up" mounted={scroll.y > SCROLL_TOP_AFTER_PX}>
        {(transitionStyles) => (
          <ActionIcon
            size={44}
            radius="xl"
            variant="default"
            style={transitionStyles}
            aria-label={t('scrollTop.label')}
            data-testid="scroll-top"
            data-floating-control
            onClick={() => scrollTo({ y: 0 })}
          >
            <ArrowUpIcon />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
