// Shared by the TakaPlay demo games: the provider API (/provider/v1/*), the wallet bar, stakes, the
// Rules panel, inline SVG icons and small DOM helpers. The server decides every outcome; a game sends
// only its stake and the player's choice.

import { formatTaka, languageOf, localizeDigits, messages, translate } from './i18n.js';

const query = new URLSearchParams(window.location.search);
export const token = query.get('session') || '';

/** The player's language from the launch url (`lang=en|bn`, else English): every word and digit follows it. */
export const lang = languageOf(window.location.search);

/** A text of the game's dictionary (i18n.js) in the player's language. */
export function t(key, params) {
  return translate(lang, key, params);
}

/** A number as the page writes it: Bangla digits on the Bangla page. */
export function num(value) {
  return localizeDigits(String(value), lang);
}

/**
 * The text for a refused call: the game's own words for an answer's known `code`, the server's message
 * on the English page, else the game's general text for what failed (`fallbackKey`).
 */
export function failureText(res, fallbackKey) {
  const code = res.data && res.data.code;
  if (code && messages.en['error.' + code]) return t('error.' + code);
  if (lang === 'en' && res.data && res.data.message) return res.data.message;
  return t(fallbackKey);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function $(id) {
  return document.getElementById(id);
}

/** An HTML element: el('div', { class: 'x', text: 'hi' }, [children]). */
export function el(tag, attrs, children) {
  const node = document.createElement(tag);
  setAttrs(node, attrs);
  for (const child of children || []) if (child) node.appendChild(child);
  return node;
}

/** An SVG element, same signature. */
export function svg(tag, attrs, children) {
  const node = document.createElementNS(SVG_NS, tag);
  setAttrs(node, attrs);
  for (const child of children || []) if (child) node.appendChild(child);
  return node;
}

function setAttrs(node, attrs) {
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'text') node.textContent = String(value);
    else if (key === 'on') for (const [type, handler] of Object.entries(value)) node.addEventListener(type, handler);
    else node.setAttribute(key, String(value));
  }
}

/** Inline SVG icons (never rare Unicode symbols that a phone's fonts may lack). */
const iconPaths = {
  fullscreen: 'M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5',
  exitFullscreen: 'M9 4v5H4M20 9h-5V4M15 20v-5h5M4 15h5v5',
  soundOn: 'M4 9h4l5-4v14l-5-4H4zM16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11',
  soundOff: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
  close: 'M6 6l12 12M18 6L6 18',
  rules: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 11v6M12 7.5v.5',
};

export function icon(name) {
  return svg('svg', { viewBox: '0 0 24 24', width: 22, height: 22, 'aria-hidden': 'true', class: 'icon' }, [
    svg('path', { d: iconPaths[name], fill: 'none', stroke: 'currentColor', 'stroke-width': 2, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }),
  ]);
}

export function setIcon(button, name) {
  button.replaceChildren(icon(name));
}

export function taka(value) {
  return formatTaka(value, lang);
}

export function say(text, mood) {
  const node = $('message');
  node.textContent = text;
  node.className = 'message' + (mood ? ' ' + mood : '');
}

export const delay = (ms) => new Promise((resolve) => window.setTimeout(resolve, ms));

export function newId(prefix) {
  const bytes = new Uint8Array(12);
  window.crypto.getRandomValues(bytes);
  return prefix + '-' + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function call(method, path, body, headers) {
  const init = { method, headers: Object.assign({ Authorization: 'Bearer ' + token }, headers || {}) };
  if (body) {
    init.headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const res = await fetch('/provider/v1/' + path, init);
  let data = {};
  try {
    data = await res.json();
  } catch {
    data = {};
  }
  return { status: res.status, data };
}

// ---- wallet, stake and busy state

export const state = { stake: 10, busy: false, expired: false, sound: true };

export function showBalance(balance) {
  if (balance !== undefined && balance !== null) $('balance').textContent = taka(balance);
}

export function expired() {
  state.expired = true;
  setBusy(true);
  say(t('expired'), 'error');
}

const busyListeners = [];
/** Called with the busy flag whenever it changes (games disable their own choices). */
export function onBusy(listener) {
  busyListeners.push(listener);
}

export function setBusy(busy) {
  state.busy = busy || state.expired;
  $('play').disabled = state.busy;
  for (const button of document.querySelectorAll('.stake')) button.disabled = state.busy;
  for (const listener of busyListeners) listener(state.busy);
}

export function chooseStake(value) {
  state.stake = value;
  for (const button of document.querySelectorAll('.stake')) button.setAttribute('aria-pressed', String(Number(button.dataset.stake) === value));
}

/** Places a bet; a network failure retries once with the same Idempotency-Key (never a double bet). */
export async function placeBet(prefix, choice) {
  const roundId = newId(prefix);
  const body = { round_id: roundId, stake: String(state.stake) };
  if (choice !== undefined) body.choice = choice;
  const send = () => call('POST', 'bet', body, { 'Idempotency-Key': 'bet-' + roundId });
  const res = await send().catch(send);
  if (res.status === 401) {
    expired();
    return null;
  }
  if (res.status !== 201) {
    say(failureText(res, 'error.bet'), 'error');
    return null;
  }
  showBalance(res.data.balance);
  return { id: roundId, startedAt: performance.now() };
}

/** Settles a round (retried once: a settle is idempotent on the server). */
export async function settle(roundId, cashout) {
  const body = { round_id: roundId };
  if (cashout) body.cashout = cashout;
  const send = () => call('POST', 'settle', body);
  return send().catch(send);
}

/** Shows a settled round's result line and balance. */
export function announce(res, winText, loseText) {
  if (res.status !== 200) {
    say(failureText(res, 'error.settle'), 'error');
    return false;
  }
  showBalance(res.data.balance);
  if (res.data.won) {
    say(winText || t('won', { amount: taka(res.data.win) }), 'win');
    tone([660, 880, 1320]);
  } else {
    say(loseText || t('noWin'));
    tone([220]);
  }
  return true;
}

// ---- sound: short tones from WebAudio (no files), off when the player mutes

let audio = null;
export function tone(frequencies) {
  if (!state.sound || !window.AudioContext) return;
  try {
    audio = audio || new window.AudioContext();
    frequencies.forEach((frequency, index) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      const start = audio.currentTime + index * 0.09;
      oscillator.frequency.value = frequency;
      oscillator.type = 'triangle';
      gain.gain.setValueAtTime(0.08, start);
      gain.gain.exponentialRampToValueAtTime(0.001, start + 0.18);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start);
      oscillator.stop(start + 0.2);
    });
  } catch {
    // No audio: the game plays silently.
  }
}

// ---- Rules panel

/** Fills the Rules dialog: a lead paragraph, tables of [label, value] rows and notes. */
export function setRules(sections) {
  const body = $('rules-body');
  body.replaceChildren();
  for (const section of sections) {
    if (section.heading) body.appendChild(el('h3', { text: section.heading }));
    if (section.text) body.appendChild(el('p', { text: section.text }));
    if (section.rows) {
      body.appendChild(
        el('table', {}, [
          el(
            'tbody',
            {},
            section.rows.map((row) => el('tr', {}, row.map((cell) => el('td', { text: cell })))),
          ),
        ]),
      );
    }
  }
}

export const percent = (value) => num(Number(value).toFixed(2) + ' %');
