import '@mantine/core/styles/SimpleGrid.css';
import { useLayoutEffect, useRef, useState } from 'react';
import { Box, SimpleGrid, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { GameListing } from '../../../machines/games';
import type { GameLaunchRequest } from '../../edge/gameLaunch';
import { t } from '../../i18n';
import { GameTile } from './GameTile';
import { useLayout } from '../../ui/useLayout';

/** 3 columns on a phone, 6 on a desktop width, 4 in between. */
export function columnsFor(width: number): number {
  if (width >= 900) return 6;
  if (width >= 560) return 4;
  return 3;
}

const GAP = 8;
/** Name and button under the square poster. */
const TILE_TEXT_HEIGHT = 76;

type GamesGridProps = {
  games: readonly GameListing[];
  launchingCode: string | null;
  launchError: { request: GameLaunchRequest; text: string } | null;
  onPlay: (game: GameListing) => void;
  onDismissError: () => void;
  /** Changes whenever what is above the grid changes height. */
  aboveKey: string;
};

/**
 * The game grid, virtualised by rows against the window's scroll: thousands of games keep a
 * bounded number of nodes in the page.
 */
// Rows on the first screen of a phone: their posters load at once (a lazy image above the fold
// waits for layout and is the page's largest paint).
const FIRST_SCREEN_ROWS = 2;

/** A width for each layout until the grid has measured its own: a phone's, a laptop's. */
const UNMEASURED_WIDTH = { mobile: 390, desktop: 1280 } as const;

export function GamesGrid({ games, launchingCode, launchError, onPlay, onDismissError, aboveKey }: GamesGridProps) {
  const { ref: sizeRef, width } = useElementSize();
  const listRef = useRef<HTMLDivElement | null>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const layout = useLayout();
  // Not measured yet: on the server, in the render that hydrates its HTML, and in a first render before the
  // browser has laid the grid out. The same on all three, so the server's HTML is what the browser draws.
  const measured = width > 0;
  const columns = columnsFor(measured ? width : UNMEASURED_WIDTH[layout]);
  const rowCount = Math.ceil(games.length / columns);
  const tileWidth = width > 0 ? (width - GAP * (columns - 1)) / columns : 110;

  // What sits above the grid (providers, errors) can move it: `aboveKey` changes when that does.
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const top = Math.round(list.getBoundingClientRect().top + window.scrollY);
    setScrollMargin((current) => (current === top ? current : top));
  }, [width, games.length, aboveKey]);

  // TanStack Virtual keeps its own state between renders; the component re-renders on scroll itself.
  // oxlint-disable-next-line react/incompatible-library
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => tileWidth + TILE_TEXT_HEIGHT + GAP,
    overscan: 2,
    scrollMargin,
  });

  const errorCode = launchError?.request.gameCode ?? null;
  const rowOf = (index: number) => (
    <SimpleGrid cols={columns} spacing={GAP}>
      {games.slice(index * columns, index * columns + columns).map((game) => (
        <GameTile
          key={game.code}
          game={game}
          launching={launchingCode === game.code}
          launchError={errorCode === game.code && launchError ? launchError.text : null}
          onPlay={onPlay}
          onDismissError={onDismissError}
          firstScreen={index < FIRST_SCREEN_ROWS}
        />
      ))}
    </SimpleGrid>
  );
  const rows = measured ? (
    <div ref={listRef} style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
      {virtualizer.getVirtualItems().map((row) => (
        <div
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          style={{ position: 'absolute', top: 0, left: 0, width: '100%', paddingBottom: GAP, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
        >
          {rowOf(row.index)}
        </div>
      ))}
    </div>
  ) : (
    // The first screen's rows in the page's flow, at their own height: no row sits where a guess put it.
    <div ref={listRef}>
      {Array.from({ length: Math.min(FIRST_SCREEN_ROWS, rowCount) }, (_, index) => (
        <div key={index} data-index={index} style={{ paddingBottom: GAP }}>
          {rowOf(index)}
        </div>
      ))}
    </div>
  );
  return (
    <Box ref={sizeRef} data-testid="games-grid" data-game-count={games.length} data-columns={columns}>
      {games.length === 0 ? (
        <Text c="gray.3" ta="center" py="xl">
          {t('games.noGames')}
        </Text>
      ) : (
        rows
      )}
    </Box>
  );
}
