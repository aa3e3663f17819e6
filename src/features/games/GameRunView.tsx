import { useRef, type ReactNode } from 'react';
import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'wouter';
import { t } from '../../i18n';

type GameRunViewProps = {
  /** The launched game's url, or null when the history entry has none. */
  url: string | null;
  /** The game's name for the bar (from the launch), or null: the bar then says "Game". */
  gameName?: string | null;
  onClose: () => void;
  /** Issue 24 §2: the session's elapsed time, always shown in the bar. */
  sessionClock?: ReactNode;
};

/** Inline SVG (a rare Unicode symbol such as ⛶ drew as an empty box on phones without it). */
function FullscreenIcon() {
  return (
    <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5" />
    </svg>
  );
}

/**
 * Spec 1 §2.9: the game in a frame below a small bar with a close button. The frame is fixed over
 * the whole viewport (100dvh), so browsers without the Fullscreen API (iOS) still fill the screen.
 */
export function GameRunView({ url, gameName = null, onClose, sessionClock = null }: GameRunViewProps) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  if (url === null) {
    return (
      <Paper p="xl" withBorder maw={560} mx="auto" mt="xl" data-testid="gamerun-empty">
        <Stack align="center" gap="md" ta="center">
          <Title order={1} size="h2">
            {t('games.run.frameTitle')}
          </Title>
          <Text c="gray.2">{t('games.run.noGame')}</Text>
          <Anchor component={Link} href="/games">
            {t('games.run.toGames')}
          </Anchor>
        </Stack>
      </Paper>
    );
  }
  const canGoFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  return (
    <Box
      data-testid="gamerun"
      bg="dark.9"
      style={{ position: 'fixed', inset: 0, height: '100dvh', zIndex: 1000, display: 'flex', flexDirection: 'column' }}
    >
      <Group justify="space-between" px="xs" py={4} bg="dark.7" wrap="nowrap">
        <Button size="compact-sm" variant="light" color="gold" onClick={onClose}>
          {t('games.run.close')}
        </Button>
        <Title order={1} size="sm" c="gray.2" lineClamp={1} style={{ minWidth: 0, flex: 1, textAlign: 'center' }} data-testid="gamerun-title">
          {gameName ?? t('games.run.frameTitle')}
        </Title>
        {sessionClock}
        {canGoFullscreen ? (
          <ActionIcon variant="subtle" color="gray" aria-label={t('games.run.fullscreen')} onClick={() => void frameRef.current?.requestFullscreen().catch(() => undefined)}>
            <FullscreenIcon />
          </ActionIcon>
        ) : null}
      </Group>
      {/* No sandbox: a provider's game needs its own origin's scripts, storage and calls (a sandbox with scripts and same-origin protects nothing). */}
      {/* oxlint-disable-next-line react/iframe-missing-sandbox */}
      <iframe
        ref={frameRef}
        src={url}
        title={t('games.run.frameTitle')}
        allow="fullscreen; autoplay"
        allowFullScreen
        style={{ flex: 1, width: '100%', border: 0, display: 'block' }}
      />
    </Box>
  );
}
