"""Players' phones as private screens, over the local network, with no internet.

`server` serves the page and one WebSocket (aiohttp); `view.phone_view` is the one function
that builds what a phone sees; `room` keeps pairing, tokens and each seat's open questions;
`texts` builds a phone's texts in its own language; `host` is the headless `ww-desktop host`
command; `network` lists this machine's addresses and draws the QR code. The protocol is in
docs/phones.md.
"""
