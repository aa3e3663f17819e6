import '@mantine/core/styles/Affix.css';
import { ActionIcon, Affix, Anchor, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link } from 'wouter';
import { t } from '../../i18n';
import { ChatIcon, MailIcon, PhoneIcon } from '../header/icons';
import type { GeneralSettings } from '../../../machines/homeContent';

/** The desktop contact side-slider (spec 1 §2.4): toggles open and closed; channels from GET general. */
export function ContactSlider({ general }: { general: GeneralSettings | null }) {
  const [opened, { toggle }] = useDisclosure(false);
  const whatsappNumber = general?.whatsapp.replace(/[^\d]/g, '') ?? '';
  return (
    <Affix position={{ right: 0, top: '40%' }} zIndex={150}>
      <Group gap={0} align="flex-start" wrap="nowrap">
        <ActionIcon
          size="xl"
          radius={0}
          color="gold"
          onClick={toggle}
          aria-expanded={opened}
          aria-controls="contact-slider-panel"
          aria-label={opened ? t('home.contactClose') : t('home.contactOpen')}
          data-testid="contact-slider-toggle"
          data-floating-control
        >
          <ChatIcon />
        </ActionIcon>
        <Transition mounted={opened} transition="slide-left" duration={200}>
          {(styles) => (
            <Paper id="contact-slider-panel" style={styles} p="sm" radius={0} bg="dark.6" w={220} data-testid="contact-slider-panel">
              <Stack gap="xs">
                <Text fw={700}>{t('home.contact')}</Text>
                {whatsappNumber !== '' ? (
                  <Anchor href={`https://wa.me/${whatsappNumber}`} target="_blank" rel="noopener noreferrer" c="gray.1" size="sm">
                    <Group gap={6} component="span" wrap="nowrap">
                      <PhoneIcon size={16} /> {t('home.whatsapp')}
                    </Group>
                  </Anchor>
                ) : null}
                {general && general.supportMail !== '' ? (
                  <Anchor href={`mailto:${general.supportMail}`} c="gray.1" size="sm">
                    <Group gap={6} component="span" wrap="nowrap">
                      <MailIcon size={16} /> {t('home.email')}
                    </Group>
                  </Anchor>
                ) : null}
                <Anchor component={Link} href="/chat" c="gray.1" size="sm">
                  <Group gap={6} component="span" wrap="nowrap">
                    <ChatIcon size={16} /> {t('home.liveChat')}
                  </Group>
                </Anchor>
              </Stack>
            </Paper>
          )}
        </Transition>
      </Group>
    </Affix>
  );
}
