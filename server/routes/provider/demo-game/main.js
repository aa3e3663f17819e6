// TakaPlay demo game: reads the launch token (`?session=`), asks the provider for the session and
// mounts the game of its kind (one module per kind: slot, roulette, baccarat, crash, shooter, lottery).
import { $, call, chooseStake, expired, failureText, lang, num, say, setBusy, setIcon, showBalance, state, t, token } from './shared.js';

const kinds = ['slot', 'roulette', 'baccarat', 'crash', 'shooter', 'lottery'];

/** The page's own words (`data-i18n` text, `data-i18n-label` aria-label) and `<html lang>` in the player's language. */
function translatePage() {
  document.documentElement.lang = lang;
  for (const node of document.querySelectorAll('[data-i18n]')) node.textContent = t(node.dataset.i18n);
  for (const node of document.querySelectorAll('[data-i18n-label]')) node.setAttribute('aria-label', t(node.dataset.i18nLabel));
}

function setUpTools() {
  const rules = $('rules');
  setIcon($('rules-open'), 'rules');
  setIcon($('rules-close'), 'close');
  $('rules-open').addEventListener('click', () => rules.showModal());
  $('rules-close').addEventListener('click', () => rules.close());
  rules.addEventListener('click', (event) => {
    if (event.target === rules) rules.close();
  });
  $('rules-open').hidden = false;

  const sound = $('sound');
  const showSound = () => {
    setIcon(sound, state.sound ? 'soundOn' : 'soundOff');
    sound.setAttribute('aria-pressed', String(state.sound));
  };
  sound.addEventListener('click', () => {
    state.sound = !state.sound;
    showSound();
  });
  showSound();
  sound.hidden = false;

  if (document.fullscreenEnabled) {
    const full = $('fullscreen');
    const showFull = () => setIcon(full, document.fullscreenElement ? 'exitFullscreen' : 'fullscreen');
    full.addEventListener('click', () => {
      const request = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
      request.catch(() => undefined);
    });
    document.addEventListener('fullscreenchange', showFull);
    showFull();
    full.hidden = false;
  }
}

function setUpStakes() {
  for (const button of document.querySelectorAll('.stake')) {
    button.textContent = '৳' + num(button.textContent);
    button.addEventListener('click', () => chooseStake(Number(button.dataset.stake)));
  }
  chooseStake(10);
}

async function start() {
  translatePage();
  const hinted = new URLSearchParams(window.location.search).get('kind');
  if (kinds.includes(hinted)) document.body.dataset.kind = hinted;
  if (!token) return expired();
  let res;
  try {
    res = await call('GET', 'session');
  } catch {
    return say(t('error.networkLater'), 'error');
  }
  if (res.status === 401) return expired();
  if (res.status !== 200) return say(failureText(res, 'error.start'), 'error');
  const session = res.data;
  const kind = kinds.includes(session.game.kind) ? session.game.kind : 'slot';
  document.body.dataset.kind = kind;
  document.title = session.game.name;
  $('title').textContent = session.game.name;
  $('subtitle').textContent = session.game.platform + ' · ' + t('kind.' + kind);
  showBalance(session.balance);
  setUpTools();
  setUpStakes();
  const game = await import('./' + kind + '.js');
  game.mount({ stage: $('stage'), rules: session.rules, play: $('play'), cashout: $('cashout') });
  $('controls').hidden = false;
  setBusy(false);
  window.setInterval(async () => {
    if (state.busy || document.hidden) return;
    const wallet = await call('GET', 'balance').catch(() => null);
    if (wallet && wallet.status === 401) expired();
    else if (wallet) showBalance(wallet.data.balance);
  }, 10000);
}

start();
