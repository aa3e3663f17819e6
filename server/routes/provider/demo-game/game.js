// TakaPlay demo game client: a slot and a crash game on the provider API (/provider/v1/*).
// The launch token is the `session` query value; the server decides every outcome.
(function () {
  'use strict';

  var token = new URLSearchParams(window.location.search).get('session') || '';
  var symbols = { CHERRY: '🍒', LEMON: '🍋', BAR: '🟫', BELL: '🔔', SEVEN: '7️⃣', STAR: '⭐' };
  var state = { kind: 'slot', stake: 10, busy: false, expired: false, round: null, rules: null, timer: 0, poll: 0 };

  function $(id) {
    return document.getElementById(id);
  }

  function say(text, tone) {
    var el = $('message');
    el.textContent = text;
    el.className = 'message' + (tone ? ' ' + tone : '');
  }

  function taka(value) {
    return '৳' + Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }

  function newId(prefix) {
    var bytes = new Uint8Array(12);
    window.crypto.getRandomValues(bytes);
    var hex = '';
    for (var i = 0; i < bytes.length; i += 1) hex += bytes[i].toString(16).padStart(2, '0');
    return prefix + '-' + hex;
  }

  function call(method, path, body, headers) {
    var init = { method: method, headers: Object.assign({ Authorization: 'Bearer ' + token }, headers || {}) };
    if (body) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    return fetch('/provider/v1/' + path, init).then(function (res) {
      return res.json().then(
        function (data) {
          return { status: res.status, data: data };
        },
        function () {
          return { status: res.status, data: {} };
        },
      );
    });
  }

  function expired() {
    state.expired = true;
    setBusy(true);
    say('This game session has expired. Close the game and open it again.', 'error');
  }

  function showBalance(balance) {
    if (balance !== undefined && balance !== null) $('balance').textContent = taka(balance);
  }

  function refreshBalance() {
    return call('GET', 'balance').then(function (res) {
      if (res.status === 401) return expired();
      showBalance(res.data.balance);
    });
  }

  function setBusy(busy) {
    state.busy = busy || state.expired;
    $('play').disabled = state.busy;
    var stakes = document.querySelectorAll('.stake');
    for (var i = 0; i < stakes.length; i += 1) stakes[i].disabled = state.busy;
  }

  function chooseStake(value) {
    state.stake = value;
    var stakes = document.querySelectorAll('.stake');
    for (var i = 0; i < stakes.length; i += 1) stakes[i].setAttribute('aria-pressed', String(Number(stakes[i].dataset.stake) === value));
  }

  // Places a bet; a network failure retries once with the same Idempotency-Key (never a double bet).
  function placeBet() {
    var roundId = newId(state.kind);
    var key = 'bet-' + roundId;
    var send = function () {
      return call('POST', 'bet', { round_id: roundId, stake: String(state.stake) }, { 'Idempotency-Key': key });
    };
    return send()
      .catch(send)
      .then(function (res) {
        if (res.status === 401) {
          expired();
          return null;
        }
        if (res.status !== 201) {
          say(res.data.message || 'The bet was not accepted.', 'error');
          return null;
        }
        showBalance(res.data.balance);
        return { id: roundId, startedAt: performance.now() };
      });
  }

  function settle(roundId, cashout) {
    var body = { round_id: roundId };
    if (cashout) body.cashout = cashout;
    var send = function () {
      return call('POST', 'settle', body);
    };
    return send().catch(send);
  }

  // ---- slot
  // The emoji, and the symbol's name under it (for screens without an emoji font).
  function showSymbol(reel, symbol) {
    reel.textContent = '';
    var icon = document.createElement('span');
    icon.className = 'icon';
    icon.textContent = symbols[symbol] || '?';
    var name = document.createElement('span');
    name.className = 'name';
    name.textContent = symbol || '';
    reel.appendChild(icon);
    reel.appendChild(name);
  }

  function spin() {
    if (state.busy) return;
    setBusy(true);
    say('');
    var reels = document.querySelectorAll('.reel');
    placeBet()
      .then(function (round) {
        if (!round) return null;
        for (var i = 0; i < reels.length; i += 1) reels[i].classList.add('spinning');
        return settle(round.id).then(function (res) {
          return new Promise(function (resolve) {
            window.setTimeout(function () {
              resolve(res);
            }, 700);
          });
        });
      })
      .then(function (res) {
        for (var i = 0; i < reels.length; i += 1) reels[i].classList.remove('spinning');
        if (!res) return;
        if (res.status !== 200) return say(res.data.message || 'The round could not be settled.', 'error');
        var shown = res.data.outcome.reels || [];
        for (var j = 0; j < reels.length; j += 1) showSymbol(reels[j], shown[j]);
        showBalance(res.data.balance);
        if (res.data.won) say('You won ' + taka(res.data.win) + ' (' + res.data.outcome.multiplier + '×)', 'win');
        else say('No win this time.');
      })
      .catch(function () {
        say('Network error, please try again.', 'error');
      })
      .then(function () {
        setBusy(false);
      });
  }

  // ---- crash
  function multiplierAt(ms) {
    return Math.floor(100 * Math.exp((state.rules.crash.rate_per_second * ms) / 1000)) / 100;
  }

  function stopCrash() {
    window.clearInterval(state.timer);
    window.clearInterval(state.poll);
    state.timer = 0;
    state.poll = 0;
    $('cashout').hidden = true;
    $('play').hidden = false;
  }

  function showCrashResult(res) {
    stopCrash();
    state.round = null;
    if (res.status !== 200) {
      say(res.data.message || 'The round could not be settled.', 'error');
    } else {
      showBalance(res.data.balance);
      var point = res.data.outcome.crash_point;
      if (res.data.won) {
        $('multiplier').textContent = res.data.outcome.cashout + '×';
        say('Cashed out at ' + res.data.outcome.cashout + '× — you won ' + taka(res.data.win) + ' (crash at ' + point + '×)', 'win');
      } else {
        $('multiplier').textContent = point + '×';
        $('multiplier').classList.add('crashed');
        say('Crashed at ' + point + '×.');
      }
    }
    setBusy(false);
  }

  function startCrash() {
    if (state.busy) return;
    setBusy(true);
    say('');
    $('multiplier').classList.remove('crashed');
    $('multiplier').textContent = '1.00×';
    placeBet()
      .then(function (round) {
        if (!round) return setBusy(false);
        state.round = round;
        $('play').hidden = true;
        $('cashout').hidden = false;
        $('cashout').disabled = false;
        state.timer = window.setInterval(function () {
          $('multiplier').textContent = multiplierAt(performance.now() - round.startedAt).toFixed(2) + '×';
        }, 50);
        state.poll = window.setInterval(function () {
          call('GET', 'round?round_id=' + encodeURIComponent(round.id)).then(function (res) {
            if (state.round !== round || res.status !== 200) return;
            if (res.data.status === 'settled') return showCrashResult(res);
            if (res.data.running === false) settle(round.id).then(showCrashResult);
          });
        }, 400);
      })
      .catch(function () {
        say('Network error, please try again.', 'error');
        setBusy(false);
      });
  }

  function cashOut() {
    var round = state.round;
    if (!round) return;
    state.round = null;
    window.clearInterval(state.poll);
    $('cashout').disabled = true;
    var at = multiplierAt(performance.now() - round.startedAt);
    settle(round.id, at.toFixed(2))
      .then(showCrashResult)
      .catch(function () {
        say('Network error, please try again.', 'error');
      });
  }

  function renderPaytable(rules) {
    var rows = [];
    var pays = rules.slot.three_of_a_kind;
    Object.keys(pays)
      .sort(function (a, b) {
        return pays[b] - pays[a];
      })
      .forEach(function (symbol) {
        rows.push([symbols[symbol] + symbols[symbol] + symbols[symbol], pays[symbol] + '×']);
      });
    rows.push(['Any two ' + symbols.CHERRY, rules.slot.two_cherries + '×']);
    var table = $('paytable');
    rows.forEach(function (row) {
      var tr = document.createElement('tr');
      row.forEach(function (cell) {
        var td = document.createElement('td');
        td.textContent = cell;
        tr.appendChild(td);
      });
      table.appendChild(tr);
    });
    $('slot-rtp').textContent = String(rules.slot.rtp);
  }

  function start() {
    if (!token) return expired();
    call('GET', 'session')
      .then(function (res) {
        if (res.status === 401) return expired();
        if (res.status !== 200) return say(res.data.message || 'The game could not start.', 'error');
        var session = res.data;
        state.rules = session.rules;
        state.kind = session.game.kind;
        $('title').textContent = session.game.name;
        $('subtitle').textContent = session.game.platform + ' · ' + session.game.type + ' · stake ' + taka(session.rules.min_stake) + '–' + taka(session.rules.max_stake);
        showBalance(session.balance);
        $('controls').hidden = false;
        if (state.kind === 'crash') {
          $('crash').hidden = false;
          $('play').textContent = 'Bet';
          $('play').addEventListener('click', startCrash);
          $('cashout').addEventListener('click', cashOut);
        } else {
          $('slot').hidden = false;
          renderPaytable(session.rules);
          $('play').addEventListener('click', spin);
        }
        var stakes = document.querySelectorAll('.stake');
        for (var i = 0; i < stakes.length; i += 1) {
          stakes[i].addEventListener('click', function (event) {
            chooseStake(Number(event.currentTarget.dataset.stake));
          });
        }
        chooseStake(10);
        window.setInterval(function () {
          if (!state.busy) refreshBalance();
        }, 10000);
      })
      .catch(function () {
        say('Network error, please try again later.', 'error');
      });
  }

  start();
})();
