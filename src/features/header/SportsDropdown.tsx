import '@mantine/core/styles/Popover.css';
import { Anchor, Button, HoverCard, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'wouter';
import { useGameLaunch } from '../../edge/gameLaunch';
import { t, type MessageKey } from '../../i18n';
import { sportsPlatforms } from '../../../machines/sideMenu';

/** The desktop Sports link with its dropdown (spec 1 §2.2): an Exchange tile labelled Play Now, then the sportsbooks. */
export default function SportsDropdown() {
  const { launch } = useGameLaunch();
  return (
    <HoverCard width={420} shadow="md" openDelay={80} closeDelay={150} position="bottom-start">
      <HoverCard.Target>
        <Anchor component={Link} href="/player/playGame?t=sport&v=CRICKET" size="sm" c="gray.1" fw={500}>
          {t('nav.sports')}
        </Anchor>
      </HoverCard.Target>
      <HoverCard.Dropdown aria-label={t('header.sportsMenu')}>
        <Stack gap="sm">
          <Paper p="sm" withBorder bg="dark.6">
            <Stack gap={6}>
              <Text fw={700}>{t('nav.exchange')}</Text>
              <Text size="sm" c="gray.3">
                {t('header.exchangeTileText')}
              </Text>
              <Button component={Link} href="/exchange" color="gold" size="xs" w="fit-content">
                {t('header.playNow')}
              </Button>
            </Stack>
          </Paper>
          <SimpleGrid cols={2} spacing={6}>
            {sportsPlatforms.map((platform) => (
              <UnstyledButton key={platform} onClick={() => launch({ gameType: 'SPORTS', platform })} p={6}>
                <Text size="sm" c="gray.2">
                  {t(`menu.sport.${platform}` as MessageKey)}
                </Text>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
