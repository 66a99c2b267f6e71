"""Missing text: open every page of app.py, every tab and every short choice (naming, views...), in AppTest,
and fail if any rendered text (labels, help, markdown, captions, metrics, table headers, chart titles and
annotations) holds a raw translation key. Keys built with f-strings are covered because this looks at what
was drawn, not at the source. (Under pytest ``t()`` raises on a missing key, so most misses already fail as
an exception; this also catches a key passed through as data, e.g. into a chart.)
"""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests import url_fuzz as fz

NAMESPACES = sorted(p.stem for p in (fz.ROOT / "ui" / "strings").glob("*.py") if p.stem != "__init__")
RAW_KEY = re.compile(r"\b(" + "|".join(NAMESPACES) + r")\.[a-z_]+(\.[a-z_@]+)*\b")
MAX_CHOICES = 6          # choice controls with at most this many options are swept value by value
# Pages owned by other helpers that still fail today (their owners fix them; the integrator removes these).
KNOWN_FAILING: dict[str, str] = {}


def rendered_text(at) -> str:
    """Every string of every element the run drew (main area and sidebar), as protobuf text."""
    out = []

    def walk(node):
        proto = getattr(node, "proto", None)
        if proto is not None:
            out.append(str(proto))
        for child in getattr(node, "children", {}).values():
            walk(child)

    walk(at._tree)
    return "\n".join(out)


def known_keys() -> set[str]:
    from ui.i18n import catalog

    return {k for ns in NAMESPACES for k in catalog(ns, "en")}


def raw_keys(text: str) -> list[str]:
    """Key-shaped strings on screen: any catalogue key, or a namespaced name with two dots or more."""
    known = known_keys()
    return sorted({m.group(0) for m in RAW_KEY.finditer(text) if m.group(0) in known or m.group(0).count(".") >= 2})


def variants(defaults: dict, specs: dict) -> list[dict[str, str]]:
    """One query per tab and per value of every short choice control (the default run is the first)."""
    out = [{}]
    for key, spec in specs.items():
        choices = spec["choices"]
        if choices and (key.endswith("_tab") or len(choices) <= MAX_CHOICES):
            out += [{key: str(c)} for c in choices if c != defaults[key]]
    return out


def params():
    for page in fz.pages():
        stem = Path(page).stem
        marks = [pytest.mark.xfail(reason=KNOWN_FAILING[stem], strict=False)] if stem in KNOWN_FAILING else []
        yield pytest.param(page, id=stem, marks=marks)


def test_raw_key_pattern():
    assert raw_keys("see count.table.hover here") == ["count.table.hover"]
    assert raw_keys("common.nav.home@plain") == ["common.nav.home@plain"]
    assert raw_keys("home.title") == ["home.title"]
    assert raw_keys("A sentence. Count. Home.") == [] and raw_keys("e.g. plotly.js 3.2958 count.py") == []


@pytest.mark.parametrize("page", list(params()))
def test_no_raw_key_on_any_tab(app, page):
    base = fz.run(page, {})
    assert not base.exception, [e.value for e in base.exception]
    seen = set()
    for query in variants(*fz.registered(base)):
        at = base if not query else fz.run(page, query)
        assert not at.exception, (query, [e.value for e in at.exception])
        found = raw_keys(rendered_text(at))
        assert not found, (page, query, found)
        seen.add(tuple(query.items()))
        # a tab registers its own controls: sweep their short choices too, once
        if query and next(iter(query)).endswith("_tab"):
            for sub in variants(*fz.registered(at))[1:]:
                if tuple(sub.items()) in seen or next(iter(sub)).endswith("_tab"):
                    continue
                seen.add(tuple(sub.items()))
                sub_at = fz.run(page, {**query, **sub})
                assert not sub_at.exception, ({**query, **sub}, [e.value for e in sub_at.exception])
                assert not raw_keys(rendered_text(sub_at)), (page, query, sub, raw_keys(rendered_text(sub_at)))
