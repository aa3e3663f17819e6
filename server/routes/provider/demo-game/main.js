// TakaPlay demo game: reads the launch token (`?session=`), asks the provider for the session and
// mounts the game of its kind (one module per kind: slot, roulette, baccarat, crash, shooter, lottery).
import { $, call, chooseStake, expired, say, setBusy, setIcon, showBalance, state, token } from './shared.js';

const kinds = ['slot', 'roulette', 'baccarat', 'crash', 'shooter', 'lottery'];
const kindNames = { slot: 'Slot', roulette: 'European roulette', baccarat: 'Baccarat', crash: 'Crash', shooter: 'Fish shooter', lottery: 'Lottery draw' };

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
    button.textContent = '৳' + button.textContent;
    button.addEventListener('click', () => chooseStake(Number(button.dataset.stake)));
  }
  chooseStake(10);
}

async function start() {
  const hinted = new URLSearchParams(window.location.search).get('kind');
  if (kinds.includes(hinted)) document.body.dataset.kind = hinted;
  if (!token) return expired();
  let res;
  try {
    res = await call('GET', 'session');
  } catch {
    return say('Network error, please try again later.', 'error');
  }
  if (res.status === 401) return expired();
  if (res.status !== 200) return say(res.data.message || 'The game could not start.', 'error');
  const session = res.data;
  const kind = kinds.includes(session.game.kind) ? session.game.kind : 'slot';
  document.body.dataset.kind = kind;
  document.title = session.game.name;
  $('title').textContent = session.game.name;
  $('subtitle').textContent = session.game.platform + ' · ' + kindNames[kind];
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
