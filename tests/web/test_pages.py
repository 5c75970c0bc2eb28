"""The four pages share one head: ``static/page.html`` wraps each page's body.

The pages' files hold their bodies only (no ``<head>`` of their own); the served pages
have the shared head with the page's own script, and the security headers as before.
"""

from __future__ import annotations

import re

from fastapi.testclient import TestClient

from tomecraft.interfaces.web.routes_pages import PAGES, STATIC, page_html

HEAD = (STATIC / "page.html").read_text(encoding="utf-8")


def test_only_the_template_holds_a_head() -> None:
    assert "<head>" in HEAD and "{{body}}" in HEAD and "{{script}}" in HEAD
    heads = [p.name for p in STATIC.glob("*.html") if "<head>" in p.read_text(encoding="utf-8")]
    assert heads == ["page.html"]
    for name, script in PAGES.items():
        body = (STATIC / name).read_text(encoding="utf-8")
        assert re.search(r"^<body[ >]", body, flags=re.M), name
        assert "<!doctype" not in body.lower() and "<script" not in body, name
        assert (STATIC / f"{script}.js").is_file(), script


def test_each_page_is_the_head_around_its_body() -> None:
    for name, script in PAGES.items():
        html = page_html(name)
        assert html.startswith("<!doctype html>\n<html lang=\"en\">\n<head>\n"), name
        assert html.count("<head>") == 1 and html.count("<body") == 1, name
        assert f'<script type="module" src="/static/{script}.js"></script>' in html, name
        assert "{{" not in html and "<!-- The body" not in html, name
        assert html.rstrip().endswith("</body>\n</html>"), name
        # The shared parts (static/parts.html) are filled in: one brand, one language menu.
        assert html.count('class="brand"') == 1 and html.count('<select id="lang">') == 1, name
        assert html.count('<ol id="log"') == (name in ("game.html", "replay.html")), name


def test_the_served_pages_and_their_headers(client: TestClient) -> None:
    for path, name in (("/", "index.html"), ("/game/abc", "game.html"),
                       ("/replay/abc", "replay.html"), ("/tutorial", "tutorial.html")):
        r = client.get(path)
        assert r.status_code == 200, path
        assert r.text == page_html(name), path
        assert r.headers["content-type"] == "text/html; charset=utf-8", path
        csp = r.headers["content-security-policy"]
        assert "default-src 'self'" in csp and "script-src 'self'" in csp, path
        assert r.headers["referrer-policy"] == "no-referrer", path
        assert r.headers["x-content-type-options"] == "nosniff", path
        assert r.headers["cache-control"] == "no-store", path
