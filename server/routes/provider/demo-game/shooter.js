// Fish shooter with fixed odds: pick a fish and fire; each shot costs the stake and the server decides
// the catch with the fish's fixed chance. No skill: where you tap only chooses the fish.
import { announce, delay, el, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, svg, taka, tone } from './shared.js';

const looks = {
  clownfish: { body: '#ff7b00', fin: '#ffffff', size: 54, label: 'Clownfish' },
  pufferfish: { body: '#ffd166', fin: '#f4a261', size: 64, label: 'Pufferfish' },
  turtle: { body: '#2a9d8f', fin: '#8ab17d', size: 78, label: 'Turtle' },
  shark: { body: '#8d99ae', fin: '#5c677d', size: 110, label: 'Shark' },
  dragon: { body: '#e63946', fin: '#ffb703', size: 130, label: 'Golden dragon' },
};

/** A fish in SVG, facing right. */
function fishArt(kind) {
  const look = looks[kind];
  const parts = [];
  if (kind === 'turtle') {
    parts.push(svg('ellipse', { cx: 50, cy: 30, rx: 30, ry: 20, fill: look.body, stroke: '#1d6f66', 'stroke-width': 3 }));
    parts.push(svg('circle', { cx: 86, cy: 30, r: 9, fill: look.fin }));
    for (const [x, y] of [[30, 10], [70, 10], [30, 50], [70, 50]]) parts.push(svg('ellipse', { cx: x, cy: y, rx: 9, ry: 5, fill: look.fin }));
    parts.push(svg('path', { d: 'M40 22 l10 -6 l10 6 v14 l-10 6 l-10 -6z', fill: 'none', stroke: '#1d6f66', 'stroke-width': 2 }));
  } else {
    const tail = kind === 'shark' ? 'M18 30 L0 8 L6 30 L0 52z' : 'M20 30 L2 14 L2 46z';
    parts.push(svg('path', { d: tail, fill: look.fin }));
    parts.push(svg('ellipse', { cx: 55, cy: 30, rx: kind === 'pufferfish' ? 32 : 38, ry: kind === 'pufferfish' ? 26 : kind === 'shark' ? 16 : 20, fill: look.body }));
    if (kind === 'shark') parts.push(svg('path', { d: 'M45 16 L58 0 L64 16z', fill: look.fin }));
    if (kind === 'clownfish') for (const x of [42, 62]) parts.push(svg('rect', { x, y: 12, width: 7, height: 36, rx: 3, fill: look.fin }));
    if (kind === 'pufferfish') for (let i = 0; i < 8; i += 1) parts.push(svg('circle', { cx: 35 + (i % 4) * 12, cy: 18 + Math.floor(i / 4) * 22, r: 2.5, fill: '#9c6644' }));
    if (kind === 'dragon') parts.push(svg('path', { d: 'M30 14 L40 2 L48 14 L56 2 L64 14 L72 2 L78 16', fill: 'none', stroke: look.fin, 'stroke-width': 4 }));
    parts.push(svg('circle', { cx: 80, cy: 25, r: 5, fill: '#fff' }));
    parts.push(svg('circle', { cx: 81, cy: 25, r: 2.5, fill: '#111' }));
  }
  return svg('svg', { viewBox: '0 0 100 60', width: look.size, height: (look.size * 60) / 100, class: 'fish-art', 'aria-hidden': 'true' }, parts);
}

export function mount({ stage, rules, play }) {
  const fish = rules.shooter.fish;
  play.textContent = 'Fire';
  let target = 'clownfish';
  const sea = el('div', { class: 'sea', role: 'group', 'aria-label': 'Sea: tap a fish to aim' });
  const swimmers = [];
  fish.forEach((entry, index) => {
    for (let copy = 0; copy < (entry.fish === 'dragon' ? 1 : 2); copy += 1) {
      const swimmer = el('button', {
        type: 'button',
        class: 'swimmer ' + entry.fish + (copy % 2 ? ' reverse' : ''),
        'data-fish': entry.fish,
        'aria-label': 'Aim at the ' + looks[entry.fish].label.toLowerCase(),
        style: 'top:' + (8 + ((index * 2 + copy) * 83) % 76) + '%;animation-duration:' + (9 + index * 3 + copy * 2) + 's;animation-delay:-' + (index * 2.3 + copy * 4.1) + 's',
      }, [fishArt(entry.fish)]);
      swimmer.addEventListener('click', () => aim(entry.fish));
      swimmers.push(swimmer);
      sea.appendChild(swimmer);
    }
  });
  const cannon = el('div', { class: 'cannon', 'aria-hidden': 'true' });
  const splash = el('div', { class: 'splash', 'aria-hidden': 'true' });
  sea.append(cannon, splash);
  const picks = fish.map((entry) => {
    const button = el('button', { type: 'button', class: 'fish-pick', 'data-fish': entry.fish, 'aria-pressed': 'false' }, [
      fishArt(entry.fish),
      el('span', { class: 'fish-name', text: looks[entry.fish].label }),
      el('span', { class: 'fish-pays', text: entry.pays + '× · ' + entry.chance + ' %' }),
    ]);
    button.addEventListener('click', () => aim(entry.fish));
    return button;
  });
  const aim = (kind) => {
    target = kind;
    for (const button of picks) button.setAttribute('aria-pressed', String(button.dataset.fish === kind));
    for (const swimmer of swimmers) swimmer.classList.toggle('aimed', swimmer.dataset.fish === kind);
  };
  aim('clownfish');
  onBusy((busy) => picks.forEach((button) => (button.disabled = busy)));
  stage.replaceChildren(el('div', { class: 'shooter' }, [sea, el('div', { class: 'fish-picks', role: 'group', 'aria-label': 'Target' }, picks)]));

  setRules([
    { heading: 'How it pays', text: 'Choose a fish (tap it in the sea or below) and fire. Each shot costs your stake. The server decides the catch when you fire, with the fish’s fixed chance; aim and timing do not change it.' },
    { rows: fish.map((entry) => [looks[entry.fish].label, entry.chance + ' % chance', 'pays ' + entry.pays + '×']) },
    { heading: 'Return to player', text: 'Every fish returns exactly chance × pay = ' + percent(fish[0].rtp) + '.' },
  ]);

  play.addEventListener('click', async () => {
    if (state.busy) return;
    setBusy(true);
    say('');
    try {
      const round = await placeBet('shot', target);
      if (!round) return;
      tone([880, 440]);
      const aimed = swimmers.find((swimmer) => swimmer.dataset.fish === target);
      const seaBox = sea.getBoundingClientRect();
      const box = aimed.getBoundingClientRect();
      splash.style.left = box.left - seaBox.left + box.width / 2 + 'px';
      splash.style.top = box.top - seaBox.top + box.height / 2 + 'px';
      splash.className = 'splash firing';
      const [res] = await Promise.all([settle(round.id), delay(450)]);
      const hit = res.status === 200 && res.data.outcome.hit;
      splash.className = 'splash ' + (hit ? 'caught' : 'missed');
      splash.textContent = hit ? '+' + taka(res.data.win) : 'Miss';
      if (hit) aimed.classList.add('caught');
      await delay(500);
      aimed.classList.remove('caught');
      announce(res, 'Caught the ' + looks[target].label.toLowerCase() + '! You won ' + taka(res.data.win) + '.', 'The ' + looks[target].label.toLowerCase() + ' got away.');
    } catch {
      say('Network error, please try again.', 'error');
    } finally {
      setBusy(false);
    }
  });
}
