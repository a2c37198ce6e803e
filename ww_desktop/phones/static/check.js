/* The connection check: opens the live connection, reports the round trip, and shows the
 * page in the phone's language (the words come with the server's answer). */
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const out = document.getElementById("result");
  const lang = localStorage.getItem("ww-desktop-lang") || (navigator.language || "en").slice(0, 2);
  const started = performance.now();
  let failed = "The live connection failed: check the firewall and the network.";
  const ws = new WebSocket(`ws://${location.host}/ws`);
  ws.onopen = () => ws.send(JSON.stringify({ t: "ping", lang }));
  ws.onmessage = (ev) => {
    const words = JSON.parse(ev.data).words || {};
    for (const e of document.querySelectorAll("[data-w]")) {
      if (words[e.dataset.w]) e.textContent = words[e.dataset.w];
    }
    if (words.check_failed) failed = words.check_failed;
    document.documentElement.lang = lang;
    const ms = String(Math.round(performance.now() - started));
    out.textContent = (words.check_live || "The live connection works (%1 ms).").replace("%1", ms);
    ws.close();
  };
  ws.onerror = () => { out.textContent = failed; };
});
