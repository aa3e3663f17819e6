import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import { Button, Menu } from '@mantine/core';
import { t } from '../../i18n';
import { shareTargets } from './rates';

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
          ? shareTargets(link, t('referral.share.message')).map((target) => (
              <Menu.Item key={target.key} component="a" href={target.href} target="_blank" rel="noopener noreferrer">
                {t(target.key)}
              </Menu.Item>
            ))
          : null}
      </Menu.Dropdown>
    </Menu>
  );
}
