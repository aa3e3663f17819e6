// European roulette (single zero): pick one bet on the table, spin; the server draws the pocket.
import { announce, delay, el, num, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, svg, t, taka, tone } from './shared.js';

export function mount({ stage, rules, play }) {
  const table = rules.roulette;
  const red = new Set(table.red_numbers);
  const colorOf = (n) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  play.textContent = t('slot.spin');
  let bet = 'red';
  let turn = 0;

  // The wheel: 37 pockets in wheel order, the winning pocket rotated under the pointer at the top.
  const step = 360 / table.wheel.length;
  const wheel = svg('g', { class: 'wheel-turn' });
  table.wheel.forEach((n, index) => {
    const a0 = ((index - 0.5) * step - 90) * (Math.PI / 180);
    const a1 = ((index + 0.5) * step - 90) * (Math.PI / 180);
    const point = (r, a) => (100 + r * Math.cos(a)).toFixed(2) + ' ' + (100 + r * Math.sin(a)).toFixed(2);
    wheel.appendChild(svg('path', { d: 'M' + point(96, a0) + ' A96 96 0 0 1 ' + point(96, a1) + ' L' + point(62, a1) + ' A62 62 0 0 0 ' + point(62, a0) + 'Z', class: 'pocket ' + colorOf(n) }));
    wheel.appendChild(svg('text', { x: 100, y: 17, class: 'pocket-number', transform: 'rotate(' + index * step + ' 100 100)', 'text-anchor': 'middle', text: num(n) }));
  });
  const ball = svg('circle', { cx: 100, cy: 30, r: 5, class: 'ball', hidden: true });
  const wheelArt = svg('svg', { viewBox: '0 0 200 200', class: 'wheel', role: 'img', 'aria-label': t('roulette.wheel') }, [
    svg('circle', { cx: 100, cy: 100, r: 99, class: 'wheel-rim' }),
    wheel,
    svg('circle', { cx: 100, cy: 100, r: 60, class: 'wheel-hub' }),
    svg('circle', { cx: 100, cy: 100, r: 20, class: 'wheel-cap' }),
    svg('polygon', { points: '92,0 108,0 100,14', class: 'pointer' }),
    ball,
  ]);
  const result = el('div', { class: 'roulette-result', 'data-testid': 'roulette-result', text: '–' });
  const history = el('div', { class: 'history', 'aria-label': t('roulette.last') });

  // The table: 0, then three rows of 12 (3, 6 … 36 on top), dozens and the even-money bets.
  const spots = [];
  const spot = (choice, label, classes) => {
    const button = el('button', { type: 'button', class: 'spot ' + (classes || ''), 'data-choice': choice, 'aria-pressed': 'false', text: label });
    button.addEventListener('click', () => choose(choice));
    spots.push(button);
    return button;
  };
  const board = el('div', { class: 'board', role: 'group', 'aria-label': t('roulette.table') });
  board.appendChild(spot('n0', num(0), 'green zero'));
  for (let row = 0; row < 3; row += 1) for (let col = 0; col < 12; col += 1) {
    const n = col * 3 + (3 - row);
    board.appendChild(spot('n' + n, num(n), colorOf(n)));
  }
  const outside = el('div', { class: 'outside', role: 'group', 'aria-label': t('roulette.outside') }, [
    spot('dozen1', t('roulette.dozen1'), 'dozen'),
    spot('dozen2', t('roulette.dozen2'), 'dozen'),
    spot('dozen3', t('roulette.dozen3'), 'dozen'),
    spot('low', num('1–18')),
    spot('even', t('roulette.even')),
    spot('red', t('roulette.red'), 'red'),
    spot('black', t('roulette.black'), 'black'),
    spot('odd', t('roulette.odd')),
    spot('high', num('19–36')),
  ]);
  const chosen = el('div', { class: 'chosen' });
  const choose = (choice) => {
    bet = choice;
    for (const button of spots) button.setAttribute('aria-pressed', String(button.dataset.choice === choice));
    const label = spots.find((button) => button.dataset.choice === choice).textContent;
    const pays = choice.startsWith('n') ? 36 : choice.startsWith('dozen') ? 3 : 2;
    chosen.textContent = t('roulette.yourBet', { bet: label, pays });
  };
  choose('red');
  onBusy((busy) => spots.forEach((button) => (button.disabled = busy)));

  stage.replaceChildren(
    el('div', { class: 'roulette' }, [
      el('div', { class: 'wheel-side' }, [wheelArt, result, history]),
      el('div', { class: 'table-side' }, [board, outside, chosen]),
    ]),
  );

  setRules([
    { heading: t('howItPays'), text: t('roulette.rules.pays') },
    {
      rows: [
        [t('roulette.rules.straight'), num('36×')],
        [t('roulette.rules.dozen'), num('3×')],
        [t('roulette.rules.colour'), num('2×')],
        [t('roulette.rules.parity'), num('2×')],
        [t('roulette.rules.half'), num('2×')],
      ],
    },
    { text: t('roulette.rules.zero') },
    { heading: t('rtp'), text: t('roulette.rules.rtp', { rtp: percent(table.rtp) }) },
  ]);

  play.addEventListener('click', async () => {
    if (state.busy) return;
    setBusy(true);
    say('');
    try {
      const round = await placeBet('roulette', bet);
      if (!round) return;
      tone([392, 440, 494]);
      const res = await settle(round.id);
      if (res.status === 200) {
        const n = res.data.outcome.number;
        const index = table.wheel.indexOf(n);
        // Pocket i is drawn at i × step clockwise from the top: turn the wheel to -i × step (plus 3 turns).
        turn += 3 * 360 + ((((-index * step - turn) % 360) + 360) % 360);
        wheel.style.transform = 'rotate(' + turn + 'deg)';
        ball.removeAttribute('hidden');
        result.className = 'roulette-result spinning';
        await delay(1600);
        result.textContent = num(n);
        result.className = 'roulette-result ' + colorOf(n);
        history.prepend(el('span', { class: 'chip ' + colorOf(n), text: num(n) }));
        while (history.children.length > 12) history.lastChild.remove();
        for (const button of spots) button.classList.toggle('hit', button.dataset.choice === 'n' + n);
      }
      const pocket = res.status === 200 ? { number: res.data.outcome.number, color: t('color.' + colorOf(res.data.outcome.number)) } : null;
      announce(res, res.data.won ? t('roulette.won', { ...pocket, amount: taka(res.data.win) }) : undefined, pocket ? t('roulette.lost', pocket) : undefined);
    } catch {
      say(t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  });
}
