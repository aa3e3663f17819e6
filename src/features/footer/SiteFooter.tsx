import '@mantine/core/styles/Spoiler.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Divider.css';
import { Anchor, Box, Divider, Group, Image, Spoiler, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { HomeContent } from '../../edge/homeContent';
import { t, type MessageKey } from '../../i18n';

/** Spec 1 §9: the footer text is folded to 200 px (the desktop SEO text to 970 px). */
export const FOOTER_FOLDED_PX = 200;
export const DESKTOP_SEO_FOLDED_PX = 970;

const marketingParagraphs: MessageKey[] = ['footer.marketing1', 'footer.marketing2', 'footer.marketing3', 'footer.marketing4'];

function FooterSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} size="h6" c="gray.2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * The footer (spec 1 §1): marketing text with Show More / Show Less, sponsors, brand ambassadors,
 * payment logos, responsible gaming, the licence, social links, the app download and the 18+ notice.
 */
export default function SiteFooter({ variant }: { variant: 'mobile' | 'desktop' }) {
  const paymentMethods = HomeContent.useSelector((snapshot) => snapshot.context.paymentMethods);
  const socialLinks = HomeContent.useSelector((snapshot) => snapshot.context.socialLinks);
  return (
    <Box component="footer" aria-label={t('footer.label')} mt="xl" pt="md" pb="md" data-testid="site-footer">
      <Divider mb="md" />
      <Stack gap="lg">
        <Spoiler
          maxHeight={variant === 'desktop' ? DESKTOP_SEO_FOLDED_PX : FOOTER_FOLDED_PX}
          showLabel={t('footer.showMore')}
          hideLabel={t('footer.showLess')}
          data-testid="footer-marketing"
        >
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('footer.aboutTitle')}
            </Title>
            {marketingParagraphs.map((key) => (
              <Text key={key} size="sm" c="gray.3">
                {t(key)}
              </Text>
            ))}
          </Stack>
        </Spoiler>
        <Group align="flex-start" gap="xl" wrap="wrap">
          <FooterSection title={t('footer.sponsors')}>
            <Text size="sm" c="gray.3">
              {t('footer.sponsorList')}
            </Text>
          </FooterSection>
          <FooterSection title={t('footer.ambassadors')}>
            <Text size="sm" c="gray.3">
              {t('footer.ambassadorList')}
            </Text>
          </FooterSection>
        </Group>
        {paymentMethods.length > 0 ? (
          <FooterSection title={t('footer.paymentMethods')}>
            <Group gap="sm" data-testid="footer-payment-methods">
              {paymentMethods.map((method) => (
                <Image key={method.id} src={method.icon} alt={method.name} h={32} w={51} fit="contain" loading="lazy" />
              ))}
            </Group>
          </FooterSection>
        ) : null}
        <Group align="flex-start" gap="xl" wrap="wrap">
          <FooterSection title={t('footer.responsibleGaming')}>
            <Group gap="sm">
              <Image src="/images/footer/adults-only.svg" alt={t('footer.adultsBadge')} h={40} w={40} loading="lazy" />
              <Image src="/images/footer/play-safe.svg" alt={t('footer.gamCare')} h={40} w={80} loading="lazy" />
            </Group>
            <Anchor component={Link} href="/safer-gambling" size="sm" data-testid="footer-safer-gambling">
              {t('footer.saferGambling')}
            </Anchor>
          </FooterSection>
          <FooterSection title={t('footer.licence')}>
            <Image src="/images/footer/licence.svg" alt={t('footer.licenceAlt')} h={40} w={100} loading="lazy" />
          </FooterSection>
          {socialLinks.length > 0 ? (
            <FooterSection title={t('footer.social')}>
              <Group gap="sm" data-testid="footer-social-links">
                {socialLinks.map((link) => (
                  <Anchor key={link.name} href={link.link} target="_blank" rel="noopener noreferrer" size="sm" c="gray.1" tt="capitalize">
                    {link.name}
                  </Anchor>
                ))}
              </Group>
            </FooterSection>
          ) : null}
        </Group>
        <Anchor component={Link} href="/page/site/component/appDownload.jsp" c="taka.4" size="sm">
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
            <img src="/images/footer/android.svg" alt="" width={20} height={20} />
            {t('footer.appDownload')}
          </span>
        </Anchor>
        <Text size="sm" c="gray.2" fw={600} data-testid="footer-adults-only">
          {t('site.adultsOnly')}
        </Text>
        <Text size="xs" c="gray.4">
          {t('footer.copyright')}
        </Text>
      </Stack>
    </Box>
  );
}
