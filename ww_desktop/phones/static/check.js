/* The connection check: opens the live connection and reports the round trip. */
"use strict";
document.addEventListener("DOMContentLoaded", () => {
  const out = document.getElementById("result");
  const started = performance.now();
  const ws = new WebSocket(`ws://${location.host}/ws`);
  ws.onopen = () => ws.send(JSON.stringify({ t: "ping" }));
  ws.onmessage = () => {
    out.textContent = `Live connection works (${Math.round(performance.now() - started)} ms).`;
    ws.close();
  };
  ws.onerror = () => { out.textContent = "The live connection failed: check the firewall and the network."; };
});
