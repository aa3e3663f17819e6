// Slot: 3 reels × 3 rows, 5 paylines. The server stops the reels; winning lines are drawn over the grid.
import { announce, delay, el, num, percent, placeBet, say, setBusy, setRules, settle, state, svg, t, taka, tone } from './shared.js';

const symbols = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'SEVEN', 'STAR'];
const lineColors = ['#ffd166', '#06d6a0', '#4cc9f0', '#ef476f', '#c77dff'];

/** Each symbol drawn in SVG (no emoji: phones without an emoji font showed boxes). */
function symbolArt(name) {
  const art = svg('svg', { viewBox: '0 0 100 100', class: 'symbol', role: 'img', 'aria-label': t('symbol.' + name).toLowerCase() });
  const add = (tag, attrs) => art.appendChild(svg(tag, attrs));
  switch (name) {
    case 'CHERRY':
      add('path', { d: 'M50 14 C48 34 38 44 32 58 M50 14 C56 34 64 46 70 60', stroke: '#2d9b45', 'stroke-width': 5, fill: 'none' });
      add('path', { d: 'M50 14 q14 -6 22 4 q-12 4 -22 -4z', fill: '#3fbf5c' });
      add('circle', { cx: 32, cy: 68, r: 17, fill: '#e63946' });
      add('circle', { cx: 70, cy: 70, r: 17, fill: '#d62839' });
      add('circle', { cx: 26, cy: 62, r: 5, fill: '#ff9aa2' });
      add('circle', { cx: 64, cy: 64, r: 5, fill: '#ff9aa2' });
      break;
    case 'LEMON':
      add('ellipse', { cx: 50, cy: 52, rx: 36, ry: 26, fill: '#ffd60a', transform: 'rotate(-20 50 52)' });
      add('ellipse', { cx: 40, cy: 44, rx: 12, ry: 6, fill: '#fff3a3', transform: 'rotate(-20 40 44)' });
      break;
    case 'BELL':
      add('path', { d: 'M50 14 C30 14 26 34 26 52 L18 72 H82 L74 52 C74 34 70 14 50 14z', fill: '#f4b400', stroke: '#b07d00', 'stroke-width': 3 });
      add('circle', { cx: 50, cy: 78, r: 8, fill: '#b07d00' });
      add('path', { d: 'M36 30 q4 -8 12 -9', stroke: '#fff2b0', 'stroke-width': 4, fill: 'none', 'stroke-linecap': 'round' });
      break;
    case 'BAR':
      add('rect', { x: 10, y: 32, width: 80, height: 36, rx: 8, fill: '#1d1d1d', stroke: '#e9c46a', 'stroke-width': 4 });
      add('text', { x: 50, y: 59, 'text-anchor': 'middle', 'font-size': 26, 'font-weight': 800, fill: '#e9c46a', text: 'BAR' });
      break;
    case 'SEVEN':
      add('text', { x: 50, y: 80, 'text-anchor': 'middle', 'font-size': 78, 'font-weight': 900, fill: '#ef233c', stroke: '#fff', 'stroke-width': 3, text: '7' });
      break;
    default:
      add('polygon', { points: '50,8 62,38 94,40 69,60 78,92 50,74 22,92 31,60 6,40 38,38', fill: '#ffbe0b', stroke: '#fb8500', 'stroke-width': 3 });
  }
  return art;
}

export function mount({ stage, rules, play }) {
  const slot = rules.slot;
  play.textContent = t('slot.spin');
  const cells = [];
  const grid = el('div', { class: 'slot-grid', role: 'grid', 'aria-label': t('slot.reels') });
  for (let row = 0; row < 3; row += 1) {
    cells.push([]);
    for (let reel = 0; reel < 3; reel += 1) {
      const cell = el('div', { class: 'slot-cell', role: 'gridcell' }, [symbolArt(slot.reel_strip[(reel * 5 + row) % 20])]);
      cells[row].push(cell);
      grid.appendChild(cell);
    }
  }
  const overlay = svg('svg', { class: 'slot-lines', viewBox: '0 0 300 300', preserveAspectRatio: 'none', 'aria-hidden': 'true' });
  const lineBadges = el('div', { class: 'slot-badges' });
  slot.paylines.forEach((_, line) => lineBadges.appendChild(el('span', { class: 'line-badge', style: '--line:' + lineColors[line], text: num(line + 1) })));
  const cabinet = el('div', { class: 'slot-cabinet' }, [el('div', { class: 'slot-marquee', text: t('slot.marquee', { rtp: percent(slot.rtp) }) }), el('div', { class: 'slot-window' }, [grid, overlay]), lineBadges]);
  stage.replaceChildren(cabinet);

  const pays = Object.entries(slot.line_pays).sort((a, b) => b[1] - a[1]);
  setRules([
    { heading: t('howItPays'), text: t('slot.rules.pays') },
    { rows: pays.map(([name, pay]) => [t('slot.rules.three', { symbol: t('symbol.' + name) }), t('slot.rules.pay', { pay })]) },
    { text: t('slot.rules.strip', { counts: countText(slot.reel_strip) }) },
    { heading: t('rtp'), text: t('slot.rules.rtp', { rtp: percent(slot.rtp) }) },
  ]);

  const draw = (rows) => rows.forEach((row, r) => row.forEach((name, c) => cells[r][c].replaceChildren(symbolArt(name))));
  const clearWins = () => {
    overlay.replaceChildren();
    for (const row of cells) for (const cell of row) cell.classList.remove('win');
  };

  play.addEventListener('click', async () => {
    if (state.busy) return;
    setBusy(true);
    say('');
    clearWins();
    try {
      const round = await placeBet('slot');
      if (!round) return;
      grid.classList.add('spinning');
      const ticker = window.setInterval(() => {
        for (const row of cells) for (const cell of row) cell.replaceChildren(symbolArt(symbols[Math.floor(Math.random() * symbols.length)]));
      }, 80);
      tone([330, 392]);
      const [res] = await Promise.all([settle(round.id), delay(900)]);
      window.clearInterval(ticker);
      grid.classList.remove('spinning');
      if (res.status === 200) {
        draw(res.data.outcome.grid);
        for (const win of res.data.outcome.lines) {
          const rows = slot.paylines[win.line];
          rows.forEach((row, reel) => cells[row][reel].classList.add('win'));
          const points = rows.map((row, reel) => reel * 100 + 50 + ',' + (row * 100 + 50)).join(' ');
          overlay.appendChild(svg('polyline', { points, fill: 'none', stroke: lineColors[win.line], 'stroke-width': 8, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }));
        }
      }
      // Other specs read this line: "You won ৳X (N×)" or "No win this time."
      announce(res, res.data.won ? t('slot.won', { amount: taka(res.data.win), multiplier: res.data.outcome.multiplier }) : undefined);
    } catch {
      say(t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  });
}

function countText(strip) {
  const counts = {};
  for (const name of strip) counts[name] = (counts[name] || 0) + 1;
  return Object.entries(counts)
    .map(([name, count]) => t('symbol.' + name).toLowerCase() + ' ' + num(count))
    .join(', ');
}
