// Haifu's table page: one table's game, scored from a phone. Everything shown from the game is
// set as text (textContent), never as markup. Hands are sent in order from a queue kept in the
// browser (localStorage): a hand typed while the network is away waits there, and each carries a
// key, so that a hand sent twice (an answer lost on the way) is stored once.
"use strict";

const TEXTS = {
  en: {
    newHand: "New hand", preview: "Preview", send: "Send", hands: "Hands",
    ron: "Ron", tsumo: "Tsumo", draw: "Draw", abortive: "Abortive draw", chombo: "Chombo",
    winner: "Winner", winners: "Winners", discarder: "Dealt in", han: "Han", fu: "Fu",
    yakuman: "Yakuman", tenpai: "Tenpai", offender: "Offender", riichi: "Riichi",
    honba: "honba", deposits: "deposits", next: "Next hand", finished: "The game is over",
    waiting: "Not sent yet: %1 hand(s) (no network); they go in order when it is back.",
    sent: "Hand stored.", conflict: "Another phone entered a hand first: here is the game as it is now. Your hand is kept below; check it and send again.",
    badLink: "This link is not valid: ask the organiser for the table's code again.",
    watching: "Watching (this link cannot enter hands).", offline: "No network: showing the last known game.",
    choose: "Choose the result first."
  },
  ja: {
    newHand: "新しい局", preview: "確認", send: "送信", hands: "記録した局",
    ron: "ロン", tsumo: "ツモ", draw: "流局", abortive: "途中流局", chombo: "チョンボ",
    winner: "和了者", winners: "和了者", discarder: "放銃者", han: "翻", fu: "符",
    yakuman: "役満", tenpai: "聴牌", offender: "違反者", riichi: "立直",
    honba: "本場", deposits: "供託", next: "次の局", finished: "対局は終了しました",
    waiting: "未送信：%1 局（ネットワークなし）。つながると順に送ります。",
    sent: "記録しました。", conflict: "別の端末が先に局を記録しました。現在の対局を表示しています。入力した局は下に残っています。確認して送り直してください。",
    badLink: "このリンクは無効です。主催者に卓のコードをもう一度もらってください。",
    watching: "観戦中（このリンクでは記録できません）。", offline: "ネットワークなし：最後に読み込んだ対局を表示しています。",
    choose: "先に結果を選んでください。"
  }
};
const lang = (new URLSearchParams(location.search).get("lang") || navigator.language || "en").startsWith("ja") ? "ja" : "en";
const T = TEXTS[lang];
document.documentElement.lang = lang;
const parts = location.pathname.split("/");
const token = parts[2] || "";
const api = "/api/" + encodeURIComponent(token);
const queueKey = "haifu-queue-" + token;
let game = null;
let kind = "";
let form = { winners: [], discarder: -1, han: {}, fu: {}, yakuman: {}, tenpai: [], offender: -1, riichi: [] };

function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = String(text);
  if (cls) e.className = cls;
  return e;
}
function say(text, warn) {
  const s = document.getElementById("status");
  s.textContent = text || "";
  s.className = warn ? "warn" : "";
}
function queue() { try { return JSON.parse(localStorage.getItem(queueKey) || "[]"); } catch (e) { return []; } }
function setQueue(q) { localStorage.setItem(queueKey, JSON.stringify(q)); }
function newKey() {
  const a = new Uint8Array(16);
  crypto.getRandomValues(a);
  return Array.from(a, b => b.toString(16).padStart(2, "0")).join("");
}

function seatName(i) { return game && game.seats[i] ? game.seats[i].name : String(i + 1); }

function entry() {
  const riichi = form.riichi.slice();
  if (kind === "ron" || kind === "tsumo") {
    const winners = form.winners.map(s => {
      const w = { seat: s };
      if (form.yakuman[s]) w.yakuman = 1; else { w.han = Number(form.han[s] || 1); w.fu = Number(form.fu[s] || 30); }
      return w;
    });
    const e = { result: kind, winners: winners, riichi: riichi };
    if (kind === "ron") e.discarder = form.discarder;
    return e;
  }
  if (kind === "draw") return { result: "draw", tenpai: form.tenpai.slice(), riichi: riichi };
  if (kind === "abortive") return { result: "abortive", riichi: riichi };
  if (kind === "chombo") return { result: "chombo", offender: form.offender };
  return null;
}

// Puts a hand the server refused back into the form, to be checked and sent again.
function restore(e) {
  form = { winners: [], discarder: -1, han: {}, fu: {}, yakuman: {}, tenpai: [], offender: -1, riichi: (e.riichi || []).slice() };
  kind = e.result === "draw" || e.result === "abortive" || e.result === "chombo" || e.result === "tsumo" ? e.result : "ron";
  for (const w of e.winners || []) {
    form.winners.push(w.seat);
    if (w.yakuman) form.yakuman[w.seat] = true;
    form.han[w.seat] = w.han || 1;
    form.fu[w.seat] = w.fu || 30;
  }
  if (e.discarder !== undefined) form.discarder = e.discarder;
  form.tenpai = (e.tenpai || []).slice();
  if (e.offender !== undefined) form.offender = e.offender;
  drawForm();
}

function toggle(list, seat, single) {
  const at = list.indexOf(seat);
  if (single) return at >= 0 ? [] : [seat];
  if (at >= 0) list.splice(at, 1); else list.push(seat);
  return list;
}

function seatButtons(title, chosen, onClick) {
  const box = el("div");
  box.appendChild(el("label", title));
  const row = el("div", undefined, "row");
  for (let s = 0; s < (game ? game.seats.length : 4); ++s) {
    const b = el("button", seatName(s));
    b.type = "button";
    if (chosen.indexOf(s) >= 0) b.classList.add("on");
    b.onclick = () => { onClick(s); drawForm(); };
    row.appendChild(b);
  }
  box.appendChild(row);
  return box;
}

function drawForm() {
  const kinds = document.getElementById("kinds");
  kinds.replaceChildren();
  for (const k of ["ron", "tsumo", "draw", "abortive", "chombo"]) {
    const b = el("button", T[k]);
    b.type = "button";
    if (k === kind) b.classList.add("on");
    b.onclick = () => { kind = k; form.winners = []; drawForm(); };
    kinds.appendChild(b);
  }
  const fields = document.getElementById("fields");
  fields.replaceChildren();
  if (kind === "ron" || kind === "tsumo") {
    fields.appendChild(seatButtons(kind === "ron" ? T.winners : T.winner, form.winners,
        s => { form.winners = toggle(form.winners, s, kind === "tsumo"); }));
    if (kind === "ron")
      fields.appendChild(seatButtons(T.discarder, [form.discarder], s => { form.discarder = s; }));
    for (const s of form.winners) {
      const row = el("div", undefined, "row");
      row.appendChild(el("label", seatName(s)));
      const han = el("select");
      for (let h = 1; h <= 13; ++h) han.appendChild(new Option(h + " " + T.han, h));
      han.value = form.han[s] || 1;
      han.onchange = () => { form.han[s] = han.value; };
      const fu = el("select");
      for (const f of [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]) fu.appendChild(new Option(f + " " + T.fu, f));
      fu.value = form.fu[s] || 30;
      fu.onchange = () => { form.fu[s] = fu.value; };
      const y = el("button", T.yakuman);
      y.type = "button";
      if (form.yakuman[s]) y.classList.add("on");
      y.onclick = () => { form.yakuman[s] = !form.yakuman[s]; drawForm(); };
      row.append(han, fu, y);
      fields.appendChild(row);
    }
  } else if (kind === "draw") {
    fields.appendChild(seatButtons(T.tenpai, form.tenpai, s => { form.tenpai = toggle(form.tenpai, s); }));
  } else if (kind === "chombo") {
    fields.appendChild(seatButtons(T.offender, [form.offender], s => { form.offender = s; }));
  }
  const riichi = document.getElementById("riichi");
  riichi.replaceChildren(seatButtons(T.riichi, form.riichi, s => { form.riichi = toggle(form.riichi, s); }));
}

function drawGame() {
  if (!game) return;
  document.getElementById("title").textContent = (game.table ? game.table + " · " : "") + (game.title || "Haifu");
  document.getElementById("round").textContent = game.finished ? T.finished
      : T.next + " " + game.next + " · " + game.honba + " " + T.honba + " · " + game.deposits + " " + T.deposits;
  const seats = document.getElementById("seats");
  seats.replaceChildren();
  game.seats.forEach((s, i) => {
    const card = el("div", undefined, "seat" + (i === game.dealer ? " dealer" : ""));
    card.appendChild(el("div", s.name, "name"));
    card.appendChild(el("div", s.points, "points"));
    seats.appendChild(card);
  });
  const hands = document.getElementById("hands");
  hands.replaceChildren();
  for (const h of game.hands) {
    const li = el("li", h.label + "  " + h.delta.map(d => (d > 0 ? "+" : "") + d).join(" / "));
    hands.appendChild(li);
  }
  document.getElementById("entry").hidden = game.role !== "score" || game.finished;
  if (game.role !== "score") say(T.watching);
  drawForm(); // the seats' names on the buttons
}

async function load() {
  try {
    const r = await fetch(api + "/state", { cache: "no-store" });
    if (r.status === 404) { say(T.badLink, true); return; }
    game = await r.json();
    drawGame();
  } catch (e) {
    say(T.offline, true);
  }
}

// Sends the queue's hands in order; stops at the first that cannot go.
let sending = false;
async function flush() {
  if (sending) return;
  sending = true;
  try {
    let q = queue();
    while (q.length > 0) {
      const item = q[0];
      let r;
      try {
        r = await fetch(api + "/hands", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(item) });
      } catch (e) {
        say(T.waiting.replace("%1", q.length), true);
        return;
      }
      const answer = await r.json().catch(() => ({}));
      q = queue().slice(1);
      setQueue(q);
      if (r.status === 200 || r.status === 201) {
        if (answer.game) { game = Object.assign(answer.game, { role: game ? game.role : "score" }); drawGame(); }
        say(T.sent);
        continue;
      }
      // Refused: the game as it is, and what was typed back in the form.
      if (answer.game) { game = Object.assign(answer.game, { role: game ? game.role : "score" }); drawGame(); }
      restore(item.entry);
      say(r.status === 409 ? T.conflict : (answer.error || String(r.status)), true);
      return;
    }
  } finally {
    sending = false;
  }
}

async function showPreview() {
  const e = entry();
  const p = document.getElementById("preview");
  p.className = "preview";
  if (!e) { p.textContent = T.choose; return; }
  try {
    const r = await fetch(api + "/preview", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ entry: e }) });
    const answer = await r.json();
    if (r.status !== 200) { p.className = "preview error"; p.textContent = answer.error || String(r.status); return; }
    p.textContent = answer.label + ": " + answer.delta.map((d, i) => seatName(i) + " " + (d > 0 ? "+" : "") + d).join(" · ");
  } catch (err) {
    p.textContent = T.offline;
  }
}

function send() {
  const e = entry();
  if (!e) { say(T.choose, true); return; }
  const q = queue();
  const handCount = (game ? game.handCount : 0) + q.length;
  q.push({ key: newKey(), handCount: handCount, entry: e });
  setQueue(q);
  kind = "";
  form = { winners: [], discarder: -1, han: {}, fu: {}, yakuman: {}, tenpai: [], offender: -1, riichi: [] };
  drawForm();
  document.getElementById("preview").textContent = "";
  flush();
}

for (const e of document.querySelectorAll("[data-t]")) e.textContent = T[e.dataset.t];
document.getElementById("previewButton").onclick = showPreview;
document.getElementById("send").onclick = send;
window.addEventListener("online", flush);
drawForm();
load().then(flush);
setInterval(() => { load(); if (queue().length > 0) flush(); }, 3000);
