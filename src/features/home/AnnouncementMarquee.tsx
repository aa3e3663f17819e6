import '@mantine/core/styles/Marquee.css';
import { Group, Marquee, Paper, Text } from '@mantine/core';
import { usePrefersReducedMotion } from '../../ui/reducedMotion';
import { t } from '../../i18n';

/** Roughly how wide a character of the marquee text is, to turn a speed in px/s into a duration. */
const AVERAGE_CHARACTER_PX = 7.5;

/** Spec 1 §9: marquee speed 30 on phones, 50 on the desktop (pixels per second). */
export function marqueeDurationMs(text: string, speedPxPerSecond: number): number {
  return Math.round(((text.length * AVERAGE_CHARACTER_PX) / speedPxPerSecond) * 1000);
}

/**
 * The announcement line (spec 1 §9). A player whose device asks for reduced motion gets the text standing
 * still, wrapped, instead of scrolling: moving text is hard to read for some, and a page that animates
 * without end keeps a phone's processor busy (docs/decisions.md).
 */
export function AnnouncementMarquee({ text, speed }: { text: string; speed: 30 | 50 }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Paper px="sm" py={6} radius="md" bg="dark.6" data-testid="announcement-marquee" data-speed={speed}>
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" fw={700} c="taka.4" style={{ flexShrink: 0 }}>
          {t('home.announcementLabel')}
        </Text>
        {reducedMotion ? (
          <Text size="sm" c="gray.1" style={{ flex: 1, minWidth: 0 }} data-still>
            {text}
          </Text>
        ) : (
          <Marquee duration={marqueeDurationMs(text, speed)} repeat={2} pauseOnHover fadeEdges={false} gap="xl" style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" c="gray.1" style={{ whiteSpace: 'nowrap' }}>
              {text}
            </Text>
          </Marquee>
        )}
      </Group>
    </Paper>
  );
}
