// Lottery draw: pick 4 numbers from 1–20, buy a ticket; the server draws 5 numbers and pays by matches.
import { announce, delay, el, num, onBusy, percent, placeBet, say, setBusy, setRules, settle, state, t, taka, tone } from './shared.js';

export function mount({ stage, rules, play }) {
  const lottery = rules.lottery;
  play.textContent = t('lottery.buy');
  const picked = new Set([3, 7, 12, 19]);
  const balls = [];
  const grid = el('div', { class: 'ball-grid', role: 'group', 'aria-label': t('lottery.pick', { picks: lottery.picks }) });
  for (let n = 1; n <= lottery.numbers; n += 1) {
    const ball = el('button', { type: 'button', class: 'lotto-ball', 'data-number': n, 'aria-pressed': 'false', text: num(n) });
    ball.addEventListener('click', () => toggle(n));
    balls.push(ball);
    grid.appendChild(ball);
  }
  const quick = el('button', { type: 'button', class: 'quick', text: t('lottery.quick') });
  const count = el('div', { class: 'pick-count' });
  const tray = el('div', { class: 'tray', 'aria-label': t('lottery.drawn') });
  for (let i = 0; i < lottery.drawn; i += 1) tray.appendChild(el('span', { class: 'drawn empty', text: '?' }));
  const paytable = el('div', { class: 'lotto-pays' }, lottery.pays.map((pay, matches) => (pay > 0 ? el('span', { class: 'pay', text: t('lottery.payHits', { matches, pay }) }) : null)));
  const show = () => {
    for (const ball of balls) ball.setAttribute('aria-pressed', String(picked.has(Number(ball.dataset.number))));
    count.textContent = t('lottery.count', { count: picked.size, picks: lottery.picks });
    play.disabled = state.busy || picked.size !== lottery.picks;
  };
  const toggle = (n) => {
    if (picked.has(n)) picked.delete(n);
    else if (picked.size < lottery.picks) picked.add(n);
    show();
  };
  quick.addEventListener('click', () => {
    picked.clear();
    while (picked.size < lottery.picks) picked.add(1 + Math.floor(Math.random() * lottery.numbers));
    show();
  });
  onBusy((busy) => {
    for (const ball of balls) ball.disabled = busy;
    quick.disabled = busy;
    if (!busy) show();
  });
  stage.replaceChildren(
    el('div', { class: 'lottery' }, [
      el('div', { class: 'draw-machine' }, [el('div', { class: 'draw-title', text: t('lottery.draw') }), tray, paytable]),
      el('div', { class: 'ticket' }, [el('div', { class: 'ticket-head' }, [count, quick]), grid]),
    ]),
  );
  show();

  setRules([
    { heading: t('howItPays'), text: t('lottery.rules.pays', { picks: lottery.picks, numbers: lottery.numbers, drawn: lottery.drawn }) },
    { rows: lottery.pays.map((pay, matches) => [t('lottery.rules.row', { matches, picks: lottery.picks }), pay > 0 ? num(pay + '×') : t('lottery.rules.noWin')]) },
    { heading: t('rtp'), text: t('lottery.rules.rtp', { rtp: percent(lottery.rtp) }) },
  ]);

  play.addEventListener('click', async () => {
    if (state.busy || picked.size !== lottery.picks) return;
    setBusy(true);
    say('');
    for (const ball of balls) ball.classList.remove('hit');
    for (const slot of tray.children) {
      slot.className = 'drawn empty';
      slot.textContent = '?';
    }
    try {
      const round = await placeBet('ticket', [...picked].join(','));
      if (!round) return;
      const res = await settle(round.id);
      if (res.status === 200) {
        const { drawn } = res.data.outcome;
        for (const [index, n] of drawn.entries()) {
          await delay(300);
          const match = picked.has(n);
          tray.children[index].className = 'drawn' + (match ? ' match' : '');
          tray.children[index].textContent = num(n);
          if (match) balls[n - 1].classList.add('hit');
          tone([match ? 988 : 523]);
        }
      }
      const matches = res.status === 200 ? res.data.outcome.matches : 0;
      announce(res, t('lottery.won', { matches, amount: taka(res.data.win) }), matches === 1 ? t('lottery.lostOne') : t('lottery.lost', { matches }));
    } catch {
      say(t('error.network'), 'error');
    } finally {
      setBusy(false);
    }
  });
}
