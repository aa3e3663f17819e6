// The exchange header's and navigation's texts; each exchange page brings its own besides.
import '../../i18n/texts/exchange';
import './styles';
import { ActionIcon, Alert, Text } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { BET_MATCHED_MESSAGE_MS, EXCHANGE_SPINNER_MS } from '../../../machines/exchangeHeader';
import { useExchangeHeader, type ExchangeHeaderSend, type ExchangeHeaderView } from '../../edge/exchangeHeader';
import { InplayListProvider } from '../../edge/inplayList';
import { formatTaka, localizeDigits } from '../../format/money';
import { t, type MessageKey } from '../../i18n';
import { useLayout } from '../../ui/useLayout';
import { RefreshIcon } from '../header/icons';
import classes from './exchange.module.css';
import { HomeIcon, PinIcon, PlayIcon, SettingsIcon, TrophyIcon, UserIcon } from './icons';
import { EXCHANGE_PAGES } from './links';
import { SportsColumn } from './SportsColumn';

/**
 * One figure of the header. A sum keeps the width of a typical one (`money`) from the start, so the figures after
 * it do not move when the dash becomes the player's money (issue 26 §2: no layout shift).
 */
function Figure({ label, value, testId, loss = false, money = false }: { label: string; value: string; testId: string; loss?: boolean; money?: boolean }) {
  return (
    <div className={money ? `${classes.figure} ${classes.moneyFigure}` : classes.figure}>
      <Text size="xs" c="dark.2">
        {label}
      </Text>
      <Text size="sm" fw={700} c={loss ? 'red.4' : undefined} data-loss={loss ? 'true' : 'false'} data-testid={testId}>
        {value}
      </Text>
    </div>
  );
}

/** Bets, Main balance, Exposure, the refresh control and the settings link (spec 1 §2.10). */
function ExchangeHeader({ view, send }: { view: ExchangeHeaderView; send: ExchangeHeaderSend }) {
  const { summary } = view;
  const [minimumSpin, setMinimumSpin] = useState(false);
  useEffect(() => {
    if (!minimumSpin) return;
    const timer = window.setTimeout(() => setMinimumSpin(false), EXCHANGE_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [minimumSpin]);
  // Spec 1 §9: at least 500 ms, and until the refreshed figures are in.
  const spinning = minimumSpin || view.refreshing;
  const unknown = t('exchangeShell.unknown');
  return (
    <section aria-label={t('exchangeShell.figures')} aria-busy={view.loading || undefined} className={classes.figures} data-testid="exchange-header">
      <Figure label={t('exchangeShell.bets')} value={summary ? localizeDigits(String(summary.bets)) : unknown} testId="exchange-bets" />
      <Figure label={t('exchangeShell.balance')} value={summary ? formatTaka(summary.balance, { fixedDecimals: true }) : unknown} testId="exchange-balance" money />
      {/* Exposure is money held against open bets: a debit, shown negative and red as on the account's Balance Overview. */}
      <Figure
        label={t('exchangeShell.exposure')}
        value={summary ? formatTaka(summary.exposure === 0 ? 0 : -summary.exposure, { fixedDecimals: true }) : unknown}
        loss={summary !== null && summary.exposure > 0}
        testId="exchange-exposure"
        money
      />
      <div style={{ marginLeft: 'auto', display: 'flex', gap: 4 }}>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('exchangeShell.refresh')}
          data-testid="exchange-refresh"
          data-spinning={spinning || undefined}
          onClick={() => {
            send({ type: 'exchangeHeader.refreshRequested' });
            setMinimumSpin(true);
          }}
        >
          <span className={spinning ? classes.spinning : undefined} style={{ display: 'inline-flex' }}>
            <RefreshIcon size={18} />
          </span>
        </ActionIcon>
        <ActionIcon component={Link} href="/exchange-account" variant="subtle" color="gray" aria-label={t('exchangeShell.settings')} data-testid="exchange-settings">
          <SettingsIcon size={18} />
        </ActionIcon>
      </div>
    </section>
  );
}

const NAV_ICONS = { '/exchange': HomeIcon, '/exchange-inplay': PlayIcon, '/exchange-sports': TrophyIcon, '/exchange-multi': PinIcon, '/exchange-account': UserIcon } as const;

/**
 * Home, In-Play, Sports, Multi Markets, Account; the current page is marked. At the bottom on a
 * phone (in place of the site's bar); on a desktop a compact row at the top of the left column (issue 22).
 */
function ExchangeNavigation({ phone }: { phone: boolean }) {
  const [location] = useLocation();
  return (
    <nav aria-label={t('exchangeShell.nav')} className={phone ? `${classes.bottomNav} ${classes.bottomNavPhone}` : classes.pagesRow} data-testid="exchange-nav">
      {EXCHANGE_PAGES.map((page) => {
        const Icon = NAV_ICONS[page.path];
        const current = location === page.path;
        return (
          <Link key={page.path} href={page.path} className={classes.navItem} aria-current={current ? 'page' : undefined}>
            <Icon size={phone ? 20 : 18} />
            <span>{t(page.labelKey as MessageKey)}</span>
          </Link>
        );
      })}
    </nav>
  );
}

/** The bet-matched message box: closable, and closed by itself after a few seconds (a new message remounts it). */
function BetMatchedMessage({ message, onClose }: { message: string; onClose: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onClose, BET_MATCHED_MESSAGE_MS);
    return () => window.clearTimeout(timer);
    // Once per message: the key remounts this box for a new one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Alert
      mt="xs"
      color="green"
      variant="light"
      role="status"
      title={t('exchangeShell.message')}
      withCloseButton
      closeButtonLabel={t('exchangeShell.messageClose')}
      onClose={onClose}
      data-testid="exchange-message"
    >
      {message}
    </Alert>
  );
}

/**
 * The exchange area's frame (spec 1 §2.10): header, bet-matched message box, the page, bottom
 * navigation. `events`: the page lists events (Home, In-Play, Sports) from the shell's one
 * event-list actor, which the desktop's left column shares.
 */
export function ExchangeShell({ children, events = false }: { children: ReactNode; events?: boolean }) {
  const [view, send] = useExchangeHeader();
  const { message, messageCount } = view;
  const phone = useLayout() === 'mobile';
  const page = (
    <>
      <ExchangeHeader view={view} send={send} />
      {message !== null ? <BetMatchedMessage key={messageCount} message={message} onClose={() => send({ type: 'exchangeHeader.messageClosed' })} /> : null}
      <div className={classes.content}>{children}</div>
    </>
  );
  const frame = phone ? (
    <div className={`${classes.shell} ${classes.shellPhone}`} data-testid="exchange-shell">
      {page}
      <ExchangeNavigation phone />
    </div>
  ) : (
    // Issue 22: the desktop's columns: the exchange's pages and sports | the page (the odds view adds its bet slip and open bets column).
    <div className={`${classes.shell} ${classes.desktopShell}`} data-testid="exchange-shell">
      <aside className={classes.leftColumn} aria-label={t('exchangeShell.pages')}>
        <ExchangeNavigation phone={false} />
        {/* A page without event lists of its own gets the column's actor here (only on a desktop). */}
        {events ? (
          <SportsColumn />
        ) : (
          <InplayListProvider>
            <SportsColumn />
          </InplayListProvider>
        )}
      </aside>
      <div className={classes.main}>{page}</div>
    </div>
  );
  // One event-list actor for the whole page when the page lists events: the column reads the same one.
  return events ? <InplayListProvider>{frame}</InplayListProvider> : frame;
}
