"""Missing text: open every page of app.py, every tab and every short choice (naming, views...), in AppTest,
and fail if any rendered text (labels, help, markdown, captions, metrics, table headers, chart titles and
annotations) holds a raw translation key. Keys built with f-strings are covered because this looks at what
was drawn, not at the source. (Under pytest ``t()`` raises on a missing key, so most misses already fail as
an exception; this also catches a key passed through as data, e.g. into a chart.)
"""
from __future__ import annotations

import re

import pytest

from tests import url_fuzz as fz
from tests import views
from ui.chapters import BY_STEM, CHAPTERS

NAMESPACES = sorted(p.stem for p in (fz.ROOT / "ui" / "strings").glob("*.py") if p.stem != "__init__")
RAW_KEY = re.compile(r"\b(" + "|".join(NAMESPACES) + r")\.[a-z_]+(\.[a-z_@]+)*\b")
MAX_CHOICES = 6          # choice controls with at most this many options are swept value by value


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


def test_raw_key_pattern():
    assert raw_keys("see count_table.table.hover here") == ["count_table.table.hover"]
    assert raw_keys("common.nav.home@plain") == ["common.nav.home@plain"]
    assert raw_keys("home.title") == ["home.title"]
    assert raw_keys("A sentence. Count. Home.") == [] and raw_keys("e.g. plotly.js 3.2958 count.py") == []


@pytest.mark.parametrize("stem", [pytest.param(c.stem, marks=views.group(c.stem)) for c in CHAPTERS])
def test_no_raw_key_on_any_choice(app, stem):
    """Every view itself (each tab, each language) is checked by tests/test_views.py; here every short choice of
    each view (naming, display switches...) gets its own run, once per page."""
    seen = set()
    for view in BY_STEM[stem].views():
        at = views.render(stem, view)
        assert not at.exception, (view, [e.value for e in at.exception])
        for sub in variants(*fz.registered(at))[1:]:
            key = next(iter(sub))
            if tuple(sub.items()) in seen or key.endswith("_tab") or key == "lang":   # lang: test_views
                continue
            seen.add(tuple(sub.items()))
            sub_at = fz.run(BY_STEM[stem].page, {**view, **sub})
            assert not sub_at.exception, ({**view, **sub}, [e.value for e in sub_at.exception])
            found = raw_keys(rendered_text(sub_at))
            assert not found, (stem, view, sub, found)
