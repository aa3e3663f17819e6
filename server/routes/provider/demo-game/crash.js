// Crash: bet, watch the multiplier rise along e^(rate·t), cash out before the server's hidden crash point.
import { announce, call, el, num, percent, placeBet, say, setBusy, setRules, settle, state, t, taka, tone } from './shared.js';

export function mount({ stage, rules, play, cashout }) {
  const crash = rules.crash;
  play.textContent = t('crash.bet');
  const canvas = el('canvas', { class: 'crash-canvas', width: 640, height: 320, 'aria-hidden': 'true' });
  const multiplier = el('div', { class: 'multiplier', 'data-testid': 'crash-multiplier', text: num('1.00×') });
  const note = el('div', { class: 'subtitle', text: t('crash.note') });
  const history = el('div', { class: 'history', 'aria-label': t('crash.last') });
  stage.replaceChildren(el('div', { class: 'crash' }, [el('div', { class: 'crash-screen' }, [canvas, multiplier]), note, history]));

  setRules([
    { heading: t('howItPays'), text: t('crash.rules.pays') },
    {
      rows: [
        [t('crash.rules.max'), num(crash.max_multiplier + '×')],
        [t('crash.rules.min'), num(crash.min_cashout + '×')],
        [t('crash.rules.growth'), t('crash.rules.growthValue', { rate: crash.rate_per_second })],
      ],
    },
    { text: t('crash.rules.points') },
    { heading: t('rtp'), text: t('crash.rules.rtp', { rtp: percent(crash.rtp) }) },
  ]);

  let round = null;
  let timer = 0;
  let poll = 0;
  const multiplierAt = (ms) => Math.floor(100 * Math.exp((crash.rate_per_second * ms) / 1000)) / 100;
  const ctx = canvas.getContext('2d');

  function drawCurve(ms, crashed) {
    const w = canvas.width;
    const h = canvas.height;
    ctx.clearRect(0, 0, w, h);
    ctx.strokeStyle = 'rgba(255,255,255,0.08)';
    ctx.lineWidth = 1;
    for (let i = 1; i < 5; i += 1) {
      ctx.beginPath();
      ctx.moveTo(0, (h * i) / 5);
      ctx.lineTo(w, (h * i) / 5);
      ctx.stroke();
    }
    const span = Math.max(8000, ms * 1.15);
    const top = Math.max(2, multiplierAt(ms) * 1.2);
    const x = (time) => 20 + ((w - 40) * time) / span;
    const y = (m) => h - 20 - ((h - 40) * (m - 1)) / (top - 1);
    ctx.beginPath();
    ctx.moveTo(x(0), y(1));
    for (let time = 0; time <= ms; time += Math.max(16, ms / 120)) ctx.lineTo(x(time), y(multiplierAt(time)));
    ctx.lineTo(x(ms), y(multiplierAt(ms)));
    ctx.lineWidth = 5;
    ctx.strokeStyle = crashed ? '#ef476f' : '#06d6a0';
    ctx.stroke();
    ctx.lineTo(x(ms), h - 20);
    ctx.lineTo(x(0), h - 20);
    ctx.fillStyle = crashed ? 'rgba(239,71,111,0.15)' : 'rgba(6,214,160,0.15)';
    ctx.fill();
    // The rocket: a small triangle at the head of the curve.
    const hx = x(ms);
    const hy = y(multiplierAt(ms));
    ctx.save();
    ctx.translate(hx, hy);
    ctx.rotate(-0.6);
    ctx.fillStyle = crashed ? '#ef476f' : '#ffd166';
    ctx.beginPath();
    ctx.moveTo(14, 0);
    ctx.lineTo(-10, -8);
    ctx.lineTo(-6, 0);
    ctx.lineTo(-10, 8);
    ctx.closePath();
    ctx.fill();
    ctx.restore();
  }
  drawCurve(0, false);

  function stop() {
    window.clearInterval(timer);
    window.clearInterval(poll);
    timer = 0;
    poll = 0;
    cashout.hidden = true;
    play.hidden = false;
  }

  function finish(res, startedAt) {
    stop();
    round = null;
    if (res.status === 200) {
      const point = res.data.outcome.crash_point;
      const elapsed = performance.now() - startedAt;
      history.prepend(el('span', { class: 'chip ' + (Number(point) >= 2 ? 'high' : 'low'), text: num(point + '×') }));
      while (history.children.length > 12) history.lastChild.remove();
      if (res.data.won) {
        multiplier.textContent = num(res.data.outcome.cashout + '×');
      } else {
        multiplier.textContent = num(point + '×');
        multiplier.classList.add('crashed');
        drawCurve(Math.min(elapsed, (Math.log(Number(point)) / crash.rate_per_second) * 1000), true);
      }
      announce(res, t('crash.won', { cashout: res.data.outcome.cashout, amount: taka(res.data.win), point }), t('crash.lost', { point }));
    } else {
      announce(res);
    }
    setBusy(false);
  }

  play.addEventListener('click', async () => {
    if (state.busy) return;
    setBusy(true);
    say('');
    multiplier.classList.remove('crashed');
    multiplier.textContent = num('1.00×');
    try {
      const placed = await placeBet('crash');
      if (!placed) return setBusy(false);
      round = placed;
      tone([440]);
      play.hidden = true;
      cashout.hidden = false;
      // The server takes no cash-out below its minimum (1.01×): the button waits until the multiplier reaches it.
      cashout.disabled = true;
      timer = window.setInterval(() => {
        const ms = performance.now() - placed.startedAt;
        cashout.disabled = round !== placed || multiplierAt(ms) < crash.min_cashout;
        multiplier.textContent = num(multiplierAt(ms).toFixed(2) + '×');
        cashout.textContent = t('cashoutAmount', { amount: taka(Math.floor(state.stake * multiplierAt(ms) * 100) / 100) });
        drawCurve(ms, false);
      }, 50);
      poll = window.setInterval(async () => {
        const res = await call('GET', 'round?round_id=' + encodeURIComponent(placed.id)).catch(() => null);
        if (!res || round !== placed || res.status !== 200) return;
        if (res.data.status === 'settled') return finish(res, placed.startedAt);
        if (res.data.running === false) finish(await settle(placed.id), placed.startedAt);
      }, 400);
    } catch {
      say(t('error.network'), 'error');
      setBusy(false);
    }
  });

  cashout.addEventListener('click', async () => {
    const placed = round;
    if (!placed) return;
    round = null;
    window.clearInterval(poll);
    cashout.disabled = true;
    const at = multiplierAt(performance.now() - placed.startedAt);
    try {
      finish(await settle(placed.id, at.toFixed(2)), placed.startedAt);
    } catch {
      say(t('error.network'), 'error');
    }
  });
}
