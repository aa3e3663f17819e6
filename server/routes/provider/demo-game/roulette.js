// European roulette (single zero): pick one bet on the table, spin; the server draws the pocket.
import { announce, delay, el, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, svg, taka, tone } from './shared.js';

export function mount({ stage, rules, play }) {
  const table = rules.roulette;
  const red = new Set(table.red_numbers);
  const colorOf = (n) => (n === 0 ? 'green' : red.has(n) ? 'red' : 'black');
  play.textContent = 'Spin';
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
    wheel.appendChild(svg('text', { x: 100, y: 17, class: 'pocket-number', transform: 'rotate(' + index * step + ' 100 100)', 'text-anchor': 'middle', text: String(n) }));
  });
  const ball = svg('circle', { cx: 100, cy: 30, r: 5, class: 'ball', hidden: true });
  const wheelArt = svg('svg', { viewBox: '0 0 200 200', class: 'wheel', role: 'img', 'aria-label': 'Roulette wheel' }, [
    svg('circle', { cx: 100, cy: 100, r: 99, class: 'wheel-rim' }),
    wheel,
    svg('circle', { cx: 100, cy: 100, r: 60, class: 'wheel-hub' }),
    svg('circle', { cx: 100, cy: 100, r: 20, class: 'wheel-cap' }),
    svg('polygon', { points: '92,0 108,0 100,14', class: 'pointer' }),
    ball,
  ]);
  const result = el('div', { class: 'roulette-result', 'data-testid': 'roulette-result', text: '–' });
  const history = el('div', { class: 'history', 'aria-label': 'Last numbers' });

  // The table: 0, then three rows of 12 (3, 6 … 36 on top), dozens and the even-money bets.
  const spots = [];
  const spot = (choice, label, classes) => {
    const button = el('button', { type: 'button', class: 'spot ' + (classes || ''), 'data-choice': choice, 'aria-pressed': 'false', text: label });
    button.addEventListener('click', () => choose(choice));
    spots.push(button);
    return button;
  };
  const board = el('div', { class: 'board', role: 'group', 'aria-label': 'Roulette table' });
  board.appendChild(spot('n0', '0', 'green zero'));
  for (let row = 0; row < 3; row += 1) for (let col = 0; col < 12; col += 1) {
    const n = col * 3 + (3 - row);
    board.appendChild(spot('n' + n, String(n), colorOf(n)));
  }
  const outside = el('div', { class: 'outside', role: 'group', 'aria-label': 'Outside bets' }, [
    spot('dozen1', '1st 12', 'dozen'),
    spot('dozen2', '2nd 12', 'dozen'),
    spot('dozen3', '3rd 12', 'dozen'),
    spot('low', '1–18'),
    spot('even', 'Even'),
    spot('red', 'Red', 'red'),
    spot('black', 'Black', 'black'),
    spot('odd', 'Odd'),
    spot('high', '19–36'),
  ]);
  const chosen = el('div', { class: 'chosen' });
  const choose = (choice) => {
    bet = choice;
    for (const button of spots) button.setAttribute('aria-pressed', String(button.dataset.choice === choice));
    const label = spots.find((button) => button.dataset.choice === choice).textContent;
    const pays = choice.startsWith('n') ? 36 : choice.startsWith('dozen') ? 3 : 2;
    chosen.textContent = 'Your bet: ' + label + ' · pays ' + pays + '×';
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
    { heading: 'How it pays', text: 'European roulette with a single zero: 37 pockets, 0 to 36. Choose one bet on the table, then spin. Pays (your stake included):' },
    { rows: [['Straight number (0–36)', '36×'], ['Dozen (1–12, 13–24, 25–36)', '3×'], ['Red / Black', '2×'], ['Odd / Even', '2×'], ['1–18 / 19–36', '2×']] },
    { text: 'Zero loses every outside bet. The server draws the pocket when you bet.' },
    { heading: 'Return to player', text: 'Every bet returns exactly 36 ÷ 37 = ' + percent(table.rtp) + '.' },
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
        result.textContent = String(n);
        result.className = 'roulette-result ' + colorOf(n);
        history.prepend(el('span', { class: 'chip ' + colorOf(n), text: String(n) }));
        while (history.children.length > 12) history.lastChild.remove();
        for (const button of spots) button.classList.toggle('hit', button.dataset.choice === 'n' + n);
      }
      announce(res, res.data.won ? res.data.outcome.number + ' ' + colorOf(res.data.outcome.number) + ' — you won ' + taka(res.data.win) + '!' : undefined, res.status === 200 ? res.data.outcome.number + ' ' + colorOf(res.data.outcome.number) + '. No win this time.' : undefined);
    } catch {
      say('Network error, please try again.', 'error');
    } finally {
      setBusy(false);
    }
  });
}
