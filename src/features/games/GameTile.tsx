import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/CloseButton.css';
import { memo } from 'react';
import { Alert, Button, Card, Image, Text } from '@mantine/core';
import type { GameListing } from '../../../machines/games';
import { t, useLanguage } from '../../i18n';
import { DEFAULT_POSTER, shortGameName } from './gameName';

type GameTileProps = {
  game: GameListing;
  /** This tile's game is being opened. */
  launching: boolean;
  /** The launch error for this tile's game, if any (spec 1 §8, Game launch). */
  launchError: string | null;
  onPlay: (game: GameListing) => void;
  onDismissError: () => void;
  /** On the first screen: the poster loads at once instead of lazily. */
  firstScreen?: boolean;
};

/** Spec 1 §2.8: poster (default poster on error), name, Play Game. */
export const GameTile = memo(function GameTile({ game, launching, launchError, onPlay, onDismissError, firstScreen = false }: GameTileProps) {
  useLanguage(); // memo keeps the tile; a language switch must still re-render its texts
  return (
    <Card component="article" aria-label={game.name} data-game-code={game.code} padding={6} radius="md" withBorder>
      <Image src={game.poster} fallbackSrc={DEFAULT_POSTER} alt={t('games.posterAlt', { name: game.name })} loading={firstScreen ? 'eager' : 'lazy'} radius="sm" style={{ aspectRatio: '1 / 1' }} />
      <Text size="sm" fw={600} c="gray.1" mt={6} mb={6} truncate="end" title={game.name}>
        {shortGameName(game.name)}
      </Text>
      <Button size="xs" color="gold" fullWidth loading={launching} onClick={() => onPlay(game)}>
        {t('games.play')}
      </Button>
      {launchError === null ? null : (
        <Alert color="red" variant="light" p={6} mt={6} withCloseButton closeButtonLabel={t('games.launch.dismiss')} onClose={onDismissError} role="alert" data-testid="game-launch-error">
          <Text size="xs" c="red.2">
            {launchError}
          </Text>
        </Alert>
      )}
    </Card>
  );
});
