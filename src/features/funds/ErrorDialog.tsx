import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Typography.css';
import { Modal, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import type { MouseEvent } from 'react';
import { goTo } from '../../edge/navigation';
import { t } from '../../i18n';

/** Links and simple formatting only: a server message can link the profile but never run anything. */
const allowed = { ALLOWED_TAGS: ['a', 'b', 'strong', 'i', 'em', 'br', 'p', 'span'], ALLOWED_ATTR: ['href'] };

export function sanitizeMessageHtml(html: string): string {
  return DOMPurify.sanitize(html, allowed);
}

/** A link to our own site opens in the page (no reload); anything else is left to the browser. */
function followOwnLinks(event: MouseEvent<HTMLDivElement>) {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  const href = anchor?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return;
  event.preventDefault();
  goTo(href);
}

/**
 * The funds screens' Error dialog (spec 1 §8: "Errors appear in an Error modal that renders HTML").
 * The HTML is sanitised first, so a server text carrying a script shows as text and runs nothing.
 */
export function ErrorDialog({ html, onClose }: { html: string | null; onClose: () => void }) {
  return (
    <Modal opened={html !== null} onClose={onClose} title={t('funds.errorTitle')} centered closeButtonProps={{ 'aria-label': t('funds.closeError') }}>
      <Typography>
        <div data-testid="funds-error-message" onClick={followOwnLinks} dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(html ?? '') }} />
      </Typography>
    </Modal>
  );
}
