import { Anchor, Group } from '@mantine/core';
import type { GeneralSettings, SocialLink } from '../../../machines/homeContent';
import { HomeContent } from '../../edge/homeContent';
import { t, type MessageKey } from '../../i18n';

const CONTACTS: { name: string; label: MessageKey }[] = [
  { name: 'whatsapp', label: 'member.contact.whatsapp' },
  { name: 'facebook', label: 'member.contact.facebook' },
  { name: 'telegram', label: 'member.contact.telegram' },
];

/** The links shown: WhatsApp, Facebook and Telegram from sociallink, and the support mail from general (those that are set). */
export function contactLinksOf(socialLinks: readonly SocialLink[], general: GeneralSettings | null): { label: MessageKey; href: string }[] {
  const social = CONTACTS.flatMap((contact) => {
    const link = socialLinks.find((item) => item.name.toLowerCase() === contact.name)?.link ?? '';
    return link === '' ? [] : [{ label: contact.label, href: link }];
  });
  const mail = general?.supportMail ?? '';
  return mail === '' ? social : [...social, { label: 'member.contact.email', href: `mailto:${mail}` }];
}

/** Contact links of the member menu (spec 2 §2): read from the site's content actor, so no call is made twice. */
export function ContactLinks() {
  const socialLinks = HomeContent.useSelector((snapshot) => snapshot.context.socialLinks);
  const general = HomeContent.useSelector((snapshot) => snapshot.context.general);
  return (
    <Group gap="md" data-testid="member-contacts">
      {contactLinksOf(socialLinks, general).map((contact) => (
        <Anchor key={contact.label} href={contact.href} target={contact.href.startsWith('mailto:') ? undefined : '_blank'} rel="noopener noreferrer" c="gray.1" size="sm">
          {t(contact.label)}
        </Anchor>
      ))}
    </Group>
  );
}
