// Baccarat (punto banco): bet Player, Banker or Tie; the server deals from a continuous shuffler.
import { announce, delay, el, num, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, svg, t, taka, tone } from './shared.js';

const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const suitPaths = {
  spade: 'M12 2C9 7 3 9 3 14a4 4 0 0 0 7 2.5L9 22h6l-1-5.5A4 4 0 0 0 21 14c0-5-6-7-9-12z',
  heart: 'M12 21C6 16 2 12.5 2 8.5A4.5 4.5 0 0 1 12 6a4.5 4.5 0 0 1 10 2.5C22 12.5 18 16 12 21z',
  diamond: 'M12 2l8 10-8 10-8-10z',
  club: 'M12 2a4.5 4.5 0 0 0-3.6 7.2A4.5 4.5 0 1 0 10.5 17L9 22h6l-1.5-5a4.5 4.5 0 1 0 2.1-7.8A4.5 4.5 0 0 0 12 2z',
};
const suits = ['spade', 'heart', 'diamond', 'club'];

function suitIcon(suit, size) {
  return svg('svg', { viewBox: '0 0 24 24', width: size, height: size, 'aria-hidden': 'true' }, [svg('path', { d: suitPaths[suit], fill: 'currentColor' })]);
}

/** A playing card drawn in HTML/SVG: 0–51, rank = card % 13, suit = card / 13. */
function card(value) {
  const rank = ranks[value % 13];
  const suit = suits[Math.floor(value / 13)];
  const red = suit === 'heart' || suit === 'diamond';
  return el('div', { class: 'card deal' + (red ? ' red' : ''), role: 'img', 'aria-label': t('baccarat.card', { rank, suit: t('suit.' + suit) }) }, [
    el('span', { class: 'corner', text: rank }),
    el('span', { class: 'pip' }, [suitIcon(suit, 30)]),
    el('span', { class: 'corner bottom', text: rank }),
  ]);
}

export function mount({ stage, rules, play }) {
  const info = rules.baccarat;
  play.textContent = t('baccarat.deal');
  let bet = 'player';
  const hand = (name) => {
    const cards = el('div', { class: 'cards' });
    const total = el('div', { class: 'hand-total', text: '' });
    const box = el('div', { class: 'hand ' + name }, [el('div', { class: 'hand-name', text: t('baccarat.' + name).toUpperCase() }), cards, total]);
    return { box, cards, total };
  };
  const player = hand('player');
  const banker = hand('banker');
  const spots = ['player', 'tie', 'banker'].map((choice) => {
    const pays = num(choice === 'player' ? '1 : 1' : choice === 'banker' ? '0.95 : 1' : '8 : 1');
    const button = el('button', { type: 'button', class: 'bet-spot ' + choice, 'data-choice': choice, 'aria-pressed': 'false' }, [
      el('span', { class: 'spot-name', text: t('baccarat.' + choice) }),
      el('span', { class: 'spot-pays', text: pays }),
    ]);
    button.addEventListener('click', () => choose(choice));
    return button;
  });
  const choose = (choice) => {
    bet = choice;
    for (const button of spots) button.setAttribute('aria-pressed', String(button.dataset.choice === choice));
  };
  choose('player');
  onBusy((busy) => spots.forEach((button) => (button.disabled = busy)));
  const road = el('div', { class: 'history road', 'aria-label': t('baccarat.last') });
  stage.replaceChildren(
    el('div', { class: 'felt' }, [el('div', { class: 'hands' }, [player.box, banker.box]), el('div', { class: 'bet-spots', role: 'group', 'aria-label': t('baccarat.yourBet') }, spots), road]),
  );

  setRules([
    { heading: t('howItPays'), text: t('baccarat.rules.pays') },
    {
      rows: [
        [t('baccarat.player'), t('baccarat.rules.player')],
        [t('baccarat.banker'), t('baccarat.rules.banker')],
        [t('baccarat.tie'), t('baccarat.rules.tie')],
        [t('baccarat.rules.push'), t('baccarat.rules.pushPays')],
      ],
    },
    { text: t('baccarat.rules.shoe') },
    {
      heading: t('rtp'),
      rows: [
        [t('baccarat.player'), percent(info.rtp.player)],
        [t('baccarat.banker'), percent(info.rtp.banker)],
        [t('baccarat.tie'), percent(info.rtp.tie)],
      ],
    },
  ]);

  const value = (c) => (c % 13 < 9 ? (c % 13) + 1 : 0);
  const total = (cards) => cards.reduce((sum, c) => sum + value(c), 0) % 10;

  play.addEventListener('click', async () => {
    if (state.busy) return;
    setBusy(true);
    say('');
    for (const side of [player, banker]) {
      side.cards.replaceChildren();
      side.total.textContent = '';
      side.box.classList.remove('winner');
    }
    try {
      const round = await placeBet('baccarat', bet);
      if (!round) return;
      const res = await settle(round.id);
      if (res.status === 200) {
        const outcome = res.data.outcome;
        // Deal order: P, B, P, B, then third cards.
        const order = [
          [player, outcome.player[0]],
          [banker, outcome.banker[0]],
          [player, outcome.player[1]],
          [banker, outcome.banker[1]],
        ];
        if (outcome.player[2] !== undefined) order.push([player, outcome.player[2]]);
        if (outcome.banker[2] !== undefined) order.push([banker, outcome.banker[2]]);
        const dealt = { player: [], banker: [] };
        for (const [side, c] of order) {
          await delay(260);
          side.cards.appendChild(card(c));
          const name = side === player ? 'player' : 'banker';
          dealt[name].push(c);
          side.total.textContent = num(total(dealt[name]));
          tone([520]);
        }
        if (outcome.winner !== 'tie') (outcome.winner === 'player' ? player : banker).box.classList.add('winner');
        road.prepend(el('span', { class: 'chip ' + outcome.winner, text: t('baccarat.road.' + outcome.winner) }));
        while (road.children.length > 16) road.lastChild.remove();
      }
      const winner = res.status === 200 ? res.data.outcome.winner : '';
      const headline =
        winner === 'tie'
          ? t('baccarat.tieHeadline', { player: res.data.outcome.playerTotal, banker: res.data.outcome.bankerTotal })
          : winner
            ? t('baccarat.winsHeadline', { side: t('baccarat.' + winner), total: Math.max(res.data.outcome.playerTotal, res.data.outcome.bankerTotal) })
            : '';
      announce(res, res.data.won ? t('baccarat.won', { headline, amount: taka(res.data.win) }) : undefined, headline ? t('baccarat.lost', { headline }) : undefined);
    } catch {
      say(t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  });
}
