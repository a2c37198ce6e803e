"""This machine's addresses for the join link, and the QR code of the link."""

from __future__ import annotations

import ipaddress

from ww_desktop.phones.network import local_addresses, qr_png, qr_svg


def test_addresses_are_ipv4_with_loopback_last():
    found = local_addresses()
    assert found[-1].ip.startswith("127.")
    for a in found:
        assert ipaddress.ip_address(a.ip).version == 4
        assert a.label().startswith(a.ip)
    likely = [a.likely for a in found]
    assert likely == sorted(likely, reverse=True)  # the likeliest first


def test_the_qr_code_holds_only_the_link():
    link = "http://192.168.1.20:8765/?room=ABCDEF"
    png = qr_png(link)
    assert png.startswith(b"\x89PNG")
    assert qr_png(link) == png and qr_png(link + "X") != png
    svg = qr_svg(link)
    assert svg.lstrip().startswith("<svg") and "token" not in svg
