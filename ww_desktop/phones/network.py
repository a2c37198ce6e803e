"""This machine's network addresses (the host picks one) and the QR code of the join link.

A laptop has several addresses at once: Wi-Fi, its own hotspot, a VPN, Docker bridges. They are
read from the network adapters with `ifaddr` (never by "connecting" to a public address: in a
basement there may be no route at all), IPv4 first, the private ranges a home or hotspot uses
before the others, loopback last. The QR code is drawn by `segno` (no dependencies); it holds
only the join link (address, port and room code), never a seat token.
"""

from __future__ import annotations

import io
import ipaddress
from dataclasses import dataclass

_VIRTUAL = ("docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "tun", "tap", "wg", "utun")


@dataclass(frozen=True, slots=True)
class Address:
    """One address phones might reach this machine at.

    Attributes:
        ip: the address ("192.168.1.20").
        adapter: the adapter's name ("Wi-Fi", "wlan0").
        likely: True for a private LAN address on a physical-looking adapter.
    """

    ip: str
    adapter: str
    likely: bool

    def label(self) -> str:
        """ "192.168.1.20 (wlan0)"."""
        return f"{self.ip} ({self.adapter})"


def local_addresses() -> list[Address]:
    """The machine's IPv4 addresses, the likeliest for phones first, loopback last."""
    found: list[Address] = []
    try:
        import ifaddr  # imported when first needed: start-up stays quick

        adapters = ifaddr.get_adapters()
    except OSError:
        adapters = []
    for adapter in adapters:
        name = str(adapter.nice_name or adapter.name)
        for ip in adapter.ips:
            if not isinstance(ip.ip, str):
                continue  # IPv6: phones on a home network reach IPv4 more reliably
            addr = ipaddress.ip_address(ip.ip)
            if addr.is_link_local or addr.is_unspecified:
                continue
            virtual = name.lower().startswith(_VIRTUAL)
            likely = addr.is_private and not addr.is_loopback and not virtual
            found.append(Address(ip.ip, name, likely))
    if not any(a.ip == "127.0.0.1" for a in found):
        found.append(Address("127.0.0.1", "loopback", False))
    found.sort(key=lambda a: (not a.likely, a.ip.startswith("127."), a.adapter, a.ip))
    return found


def qr_png(link: str, scale: int = 8) -> bytes:
    """The join link as a QR code (PNG bytes, dark on light, with a quiet zone)."""
    out = io.BytesIO()
    import segno  # imported when first needed: start-up stays quick

    segno.make(link, error="m").save(out, kind="png", scale=scale, border=4)
    return out.getvalue()


def qr_svg(link: str) -> str:
    """The join link as a QR code (SVG text)."""
    out = io.BytesIO()
    import segno

    segno.make(link, error="m").save(out, kind="svg", scale=8, border=4, xmldecl=False)
    return out.getvalue().decode("utf-8")
