import '@mantine/core/styles/SegmentedControl.css';
import { useCallback } from 'react';
import { Group, Paper, SegmentedControl, Stack, TextInput, Title } from '@mantine/core';
import { GAME_SORTS, visibleGames, type GameListing, type GameSort, type GamesContext, type GamesEvent } from '../../../machines/games';
import type { GameLaunch } from '../../edge/gameLaunch';
import { gameListErrorText } from '../../edge/games';
import { t } from '../../i18n';
import { GamesGrid } from './GamesGrid';
import { ProviderFilter } from './ProviderFilter';

type GamesBrowserProps = {
  context: GamesContext;
  loadingProviders: boolean;
  loadingGames: boolean;
  send: (event: GamesEvent) => void;
  gameLaunch: GameLaunch;
  /** Banner text: the query's title, or the category's name. */
  title: string;
};

const sortLabels: Record<GameSort, Parameters<typeof t>[0]> = {
  displayOrder: 'games.sort.displayOrder',
  createTime: 'games.sort.createTime',
  aZ: 'games.sort.aZ',
};

/** Spec 1 §2.8: banner, search box, sort options, provider checkboxes and the game grid. */
export function GamesBrowser({ context, loadingProviders, loadingGames, send, gameLaunch, title }: GamesBrowserProps) {
  const { launch, request, error, launching, dismissError } = gameLaunch;
  const games = visibleGames(context);
  const onPlay = useCallback((game: GameListing) => launch({ gameCode: game.code, gameName: game.name, gameType: game.type, platform: game.platform }), [launch]);
  const providerError = context.providerError ? gameListErrorText(context.providerError.stage, context.providerError.failure) : null;
  return (
    <Stack gap="md" py="md">
      <Paper p="lg" radius="md" bg="dark.6" data-testid="games-banner">
        <Title order={1} size="h2" c="gray.0">
          {title === '' ? t('games.bannerDefault') : title}
        </Title>
      </Paper>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('games.search')}
          placeholder={t('games.search')}
          value={context.search}
          onChange={(event) => send({ type: 'games.searchChanged', search: event.currentTarget.value })}
          style={{ flex: '1 1 220px' }}
        />
        <SegmentedControl
          aria-label={t('games.sortLabel')}
          value={context.sort}
          onChange={(value) => send({ type: 'games.sortChanged', sort: value as GameSort })}
          data={GAME_SORTS.map((sort) => ({ value: sort, label: t(sortLabels[sort]) }))}
        />
      </Group>
      <ProviderFilter
        providers={context.providers}
        selected={context.selected}
        loading={loadingProviders}
        errorText={providerError}
        onToggle={(platform) => send({ type: 'games.providerToggled', platform })}
        onRetry={() => send({ type: 'games.retried' })}
      />
      <div aria-busy={loadingGames} data-loading={loadingGames}>
        <GamesGrid
          games={games}
          launchingCode={launching ? (request?.gameCode ?? null) : null}
          launchError={error !== null && request ? { request, text: error } : null}
          onPlay={onPlay}
          onDismissError={dismissError}
          aboveKey={`${context.providers.length}:${loadingProviders}:${providerError ?? ''}`}
        />
      </div>
    </Stack>
  );
}
