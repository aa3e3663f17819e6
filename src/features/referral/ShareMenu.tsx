import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { t, type MessageKey } from '../../i18n';
import { shareTargetsOf, type ShareTarget } from '../../../machines/referral';

const SHARE_KEYS: Record<ShareTarget, MessageKey> = {
  facebook: 'referral.share.facebook',
  line: 'referral.share.line',
  mail: 'referral.share.mail',
  skype: 'referral.share.skype',
  telegram: 'referral.share.telegram',
  whatsapp: 'referral.share.whatsapp',
};

/** The desktop Share menu: Copy Link, then Facebook, Line, Mail, Skype, Telegram and Whatsapp with the link. */
export function ShareMenu({ link, onCopy }: { link: string | null; onCopy: () => void }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="light" disabled={link === null} data-testid="referral-share-menu">
          {t('referral.share')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('referral.shareMenu')}>
        <Menu.Item onClick={onCopy}>{t('referral.copyLink')}</Menu.Item>
        {link
          ? shareTargetsOf(link, t('referral.share.message')).map((target) => (
              <Menu.Item key={target.target} component="a" href={target.href} target="_blank" rel="noopener noreferrer">
                {t(SHARE_KEYS[target.target])}
              </Menu.Item>
            ))
          : null}
      </Menu.Dropdown>
    </Menu>
  );
}
