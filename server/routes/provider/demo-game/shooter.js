// Fish shooter with fixed odds: pick a fish and fire; each shot costs the stake and the server decides
// the catch with the fish's fixed chance. No skill: where you tap only chooses the fish.
import { announce, delay, el, num, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, svg, t, taka, tone } from './shared.js';

const looks = {
  clownfish: { body: '#ff7b00', fin: '#ffffff', size: 54 },
  pufferfish: { body: '#ffd166', fin: '#f4a261', size: 64 },
  turtle: { body: '#2a9d8f', fin: '#8ab17d', size: 78 },
  shark: { body: '#8d99ae', fin: '#5c677d', size: 110 },
  dragon: { body: '#e63946', fin: '#ffb703', size: 130 },
};

/** A fish's name in the player's language (lower case inside an English sentence). */
const fishName = (kind) => t('fish.' + kind);
const fishInText = (kind) => fishName(kind).toLowerCase();

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
  play.textContent = t('shooter.fire');
  let target = 'clownfish';
  const sea = el('div', { class: 'sea', role: 'group', 'aria-label': t('shooter.sea') });
  const swimmers = [];
  fish.forEach((entry, index) => {
    for (let copy = 0; copy < (entry.fish === 'dragon' ? 1 : 2); copy += 1) {
      const swimmer = el('button', {
        type: 'button',
        class: 'swimmer ' + entry.fish + (copy % 2 ? ' reverse' : ''),
        'data-fish': entry.fish,
        'aria-label': t('shooter.aim', { fish: fishInText(entry.fish) }),
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
      el('span', { class: 'fish-name', text: fishName(entry.fish) }),
      el('span', { class: 'fish-pays', text: num(entry.pays + '× · ' + entry.chance + ' %') }),
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
  stage.replaceChildren(el('div', { class: 'shooter' }, [sea, el('div', { class: 'fish-picks', role: 'group', 'aria-label': t('shooter.target') }, picks)]));

  setRules([
    { heading: t('howItPays'), text: t('shooter.rules.pays') },
    { rows: fish.map((entry) => [fishName(entry.fish), t('shooter.rules.chance', { chance: entry.chance }), t('shooter.rules.pays1', { pays: entry.pays })]) },
    { heading: t('rtp'), text: t('shooter.rules.rtp', { rtp: percent(fish[0].rtp) }) },
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
      splash.textContent = hit ? '+' + taka(res.data.win) : t('shooter.miss');
      if (hit) aimed.classList.add('caught');
      await delay(500);
      aimed.classList.remove('caught');
      announce(res, t('shooter.caught', { fish: fishInText(target), amount: taka(res.data.win) }), t('shooter.escaped', { fish: fishInText(target) }));
    } catch {
      say(t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  });
}
