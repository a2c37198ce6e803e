/* The phone page: pairs with a seat, shows the card behind a hold-to-reveal cover, answers the
 * questions of the moment, and comes back to its seat after a reload or a dropped connection.
 * Everything shown comes from the server's frames (see docs/phones.md); this file keeps only
 * the seat token (localStorage), the chosen language and what is selected on screen. */
"use strict";

const TOKEN_KEY = "ww-desktop-token";
const LANG_KEY = "ww-desktop-lang";
const DEVICE_KEY = "ww-desktop-device";
const $ = (id) => document.getElementById(id);
const params = new URLSearchParams(location.search);
let room = (params.get("room") || "").toUpperCase();
let token = localStorage.getItem(TOKEN_KEY) || "";
let lang = localStorage.getItem(LANG_KEY) || (navigator.language || "en").slice(0, 2);
if (!["en", "ja", "fr"].includes(lang)) lang = "en";
let words = {};
let ws = null;
let backoff = 500;
let stopped = false;
let retry = null;   // the pending reconnection
let heard = 0;      // when the server last said something
let view = null;
const picks = {};   // question id -> selected seats
const sent = {};    // question id -> true once answered
const asked = {};   // command id -> the question it answered (to retry after a refusal)

function w(key, fallback) { return words[key] || fallback; }
function status(text) { $("status").textContent = text || ""; }
function el(tag, text, cls) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  if (cls) e.className = cls;
  return e;
}
function send(obj) {
  if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(obj));
}
function newId() {
  const a = new Uint32Array(4);
  crypto.getRandomValues(a);
  return Array.from(a, (x) => x.toString(16).padStart(8, "0")).join("");
}
// This phone's own id: a reload or a wake-up is this phone coming back, not another device
// (which needs the host's say while the seat's phone is here).
let device = localStorage.getItem(DEVICE_KEY);
if (!device) { device = newId(); localStorage.setItem(DEVICE_KEY, device); }

function connect() {
  const sock = new WebSocket(`ws://${location.host}/ws`);
  ws = sock;
  ws.onopen = () => {
    backoff = 500;
    status("");
    if (token) send({ t: "hello", token, lang, device });
    else askSeats();
  };
  ws.onmessage = (ev) => {
    if (sock !== ws) return;
    heard = Date.now();
    let m;
    try { m = JSON.parse(ev.data); } catch (e) { return; }
    if (m.words) { words = m.words; applyWords(); }
    receive(m);
  };
  ws.onclose = () => {
    if (stopped || sock !== ws) return;  // an older connection, already replaced
    status(w("reconnecting", "Connection lost; trying again…"));
    const wait = backoff + Math.random() * backoff / 2;
    backoff = Math.min(backoff * 2, 10000);
    retry = setTimeout(connect, wait);
  };
}

// A phone that wakes (screen on, page shown again, network back) reconnects at once: a dead
// connection is closed (no answer to a ping within 4 s), a closed one is opened again now.
function wake() {
  if (stopped || document.hidden) return;
  if (!ws || ws.readyState === WebSocket.CLOSED) {
    clearTimeout(retry);
    backoff = 500;
    connect();
    return;
  }
  if (ws.readyState !== WebSocket.OPEN) return;
  const asked = Date.now();
  send({ t: "ping" });
  const checked = ws;
  setTimeout(() => { if (heard < asked && checked === ws) checked.close(); }, 4000);
}

function askSeats() {
  if (room) { send({ t: "seats", room, lang }); return; }
  send({ t: "lang", lang });  // the page's words, in this phone's language
  $("join").hidden = false;
  $("code-form").hidden = false;
}

function receive(m) {
  switch (m.t) {
    case "seats": showSeats(m.seats); break;
    case "waiting": showJoin(); $("seats").replaceChildren(); status(w("waiting_host")); break;
    case "welcome":
      if (m.token) { token = m.token; localStorage.setItem(TOKEN_KEY, token); }
      status("");
      break;
    case "view": view = m; render(); break;
    case "ack":
      if (!m.ok && m.why !== "duplicate" && asked[m.cid]) {
        delete sent[asked[m.cid]];  // refused (or no longer open): show it again if still asked
        if (view) render();
      }
      if (!m.ok && view) status(m.why === "stale" || m.why === "duplicate" ? "" : m.why);
      break;
    case "error": failed(m.code); break;
  }
}

function failed(code) {
  if (code === "bad_token") {
    token = "";
    localStorage.removeItem(TOKEN_KEY);
    if (room) { askSeats(); return; }
  }
  // "refused" with a token: the host kept the seat on its phone (no asking again and again).
  if (code === "replaced" || code === "seat_freed" || code === "too_many" || (code === "refused" && token)) {
    stopped = true;
    if (code === "seat_freed") { token = ""; localStorage.removeItem(TOKEN_KEY); }
  }
  $("game").hidden = true;
  status(w(code, code));
}

function showJoin() { $("join").hidden = false; $("game").hidden = true; }

function showSeats(seats) {
  showJoin();
  $("code-form").hidden = true;
  const list = $("seats");
  list.replaceChildren();
  for (const s of seats) {
    const b = el("button", s.free ? s.name : `${s.name} (${w("taken", "taken")})`);
    b.disabled = !s.free;
    b.dataset.seat = s.seat;
    b.onclick = () => send({ t: "join", room, seat: s.seat, lang, device });
    const li = el("li");
    li.append(b);
    list.append(li);
  }
}

function applyWords() {
  document.documentElement.lang = lang;
  $("lang").value = lang;
  $("lang-label").textContent = w("language", "Language");
  $("pick-name").textContent = w("pick_name", "Which player are you?");
  $("card-hint").textContent = w("hold", "Hold here to see your card");
  $("code-label").textContent = w("room_code", "Room code");
  $("code-ok").textContent = w("ok", "OK");
  document.title = w("title", "Werewolf");
}

function render() {
  const v = view;
  $("join").hidden = true;
  $("game").hidden = false;
  document.body.className = v.phase;
  $("title").textContent = v.title;
  $("me").textContent = v.name;
  $("icon").src = v.card.icon ? "data:image/svg+xml;charset=utf-8," + encodeURIComponent(v.card.icon) : "";
  $("role").textContent = v.card.role;
  $("side").textContent = v.card.side;
  $("side").style.background = v.card.colour;
  $("blurb").textContent = v.card.blurb;
  $("knows-title").textContent = w("you_know", "What you know");
  const knows = $("knows");
  knows.replaceChildren(...(v.knows.length ? v.knows : [w("nothing_known", "Nothing yet.")]).map((t) => el("li", t)));
  renderTask(v);
  $("news-title").textContent = w("news", "News");
  $("news").replaceChildren(...v.news.map((t) => el("li", t)));
  $("players-title").textContent = w("players", "Players");
  $("players").replaceChildren(...v.players.map((p) => el("li", p.here ? p.name : `${p.name} (${p.badge})`)));
  renderEnd(v);
}

function renderTask(v) {
  const box = $("task");
  box.replaceChildren();
  if (v.end) return;
  const open = v.questions.filter((q) => !sent[q.id]);
  if (!v.here && !open.length) { box.append(el("p", w("gone"))); return; }
  if (!open.length) {
    box.append(el("p", v.phase === "night" ? w("done_wait") : (v.phase === "day" ? w("the_day") : w("wait"))));
    return;
  }
  // At night one question at a time, so every phone has the same shape (see docs/phones.md).
  for (const q of v.phase === "night" ? open.slice(0, 1) : open) box.append(question(q));
}

function question(q) {
  const part = el("div", undefined, "question");
  part.dataset.verb = q.verb;
  const about = el("div", undefined, "about");
  about.append(el("h3", q.title));
  for (const line of q.info) about.append(el("p", line, "info"));
  part.append(about);
  const chosen = picks[q.id] || (picks[q.id] = []);
  const list = el("ul", undefined, "buttons");
  for (const t of q.targets) {
    const b = el("button", t.name);
    b.dataset.seat = t.seat;
    b.setAttribute("aria-pressed", chosen.includes(t.seat) ? "true" : "false");
    // A seat this question cannot name looks like the others (no tell from afar); a tap says so.
    if (t.ok === false) b.setAttribute("aria-disabled", "true");
    b.onclick = () => {
      if (t.ok === false) { status(w("cannot_choose", "%1 cannot be chosen now.").replace("%1", () => t.name)); return; }
      const i = chosen.indexOf(t.seat);
      if (i >= 0) chosen.splice(i, 1);
      else { chosen.push(t.seat); while (chosen.length > q.count) chosen.shift(); }
      render();
    };
    const li = el("li");
    li.append(b);
    list.append(li);
  }
  part.append(list);
  const confirm = el("button", w("confirm", "Confirm"), "confirm");
  confirm.disabled = chosen.length !== q.count;
  confirm.onclick = () => answer(q, q.count === 1 ? chosen[0] : chosen.slice().sort((a, b) => a - b));
  part.append(confirm);
  if (q.skip) {
    const skip = el("button", q.skip, "skip");
    if (q.skip_ok === false) {
      skip.setAttribute("aria-disabled", "true");
      skip.onclick = () => status(w("must_choose", "You must choose someone here."));
    } else skip.onclick = () => answer(q, null);
    part.append(skip);
  }
  return part;
}

function answer(q, target) {
  sent[q.id] = true;
  const cid = newId();
  asked[cid] = q.id;
  send({ t: "act", cid, q: q.id, target });
  render();
  status(w("sent", "Sent."));
  setTimeout(() => status(""), 1500);
}

function renderEnd(v) {
  const box = $("end");
  box.hidden = !v.end;
  box.replaceChildren();
  if (!v.end) return;
  box.append(el("h2", v.end.winner));
  const table = el("table");
  for (const s of v.end.seats) {
    const tr = el("tr");
    tr.append(el("td", s.name), el("td", s.role), el("td", s.side));
    table.append(tr);
  }
  box.append(table);
}

function holdCard(show) {
  $("card").hidden = !show;
  $("card-hint").hidden = show;
}

function setup() {
  const cover = $("cover");
  for (const e of ["pointerdown"]) cover.addEventListener(e, (ev) => { ev.preventDefault(); holdCard(true); });
  for (const e of ["pointerup", "pointercancel", "pointerleave"]) cover.addEventListener(e, () => holdCard(false));
  cover.addEventListener("keydown", (ev) => { if (ev.key === " " || ev.key === "Enter") { ev.preventDefault(); holdCard(true); } });
  cover.addEventListener("keyup", () => holdCard(false));
  cover.addEventListener("blur", () => holdCard(false));
  cover.addEventListener("contextmenu", (ev) => ev.preventDefault());
  // A screen reader activates the cover with a click that no finger held: it toggles instead.
  cover.addEventListener("click", (ev) => { if (ev.detail === 0) holdCard($("card").hidden); });
  document.addEventListener("visibilitychange", () => { if (document.hidden) holdCard(false); else wake(); });
  window.addEventListener("online", wake);
  window.addEventListener("pageshow", wake);
  $("lang").value = lang;
  $("lang").onchange = () => {
    lang = $("lang").value;
    localStorage.setItem(LANG_KEY, lang);
    send({ t: "lang", lang });
  };
  $("code-form").onsubmit = (ev) => {
    ev.preventDefault();
    room = $("code").value.trim().toUpperCase();
    send({ t: "seats", room, lang });
  };
  connect();
}

document.addEventListener("DOMContentLoaded", setup);
