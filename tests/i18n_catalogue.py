"""What every translated catalogue is held to (tests/test_i18n_<namespace>.py use these): the same keys as
English, the same placeholders and markup, every value translated unless listed as language-neutral, and the
rendered page showing no raw key and no English left over."""
from __future__ import annotations

import json
import re
import string

MATH = re.compile(r"\$[^$]+\$")
CODE = re.compile(r"`[^`]+`")
TAGS = re.compile(r"</?[a-z]+>")


def placeholders(text: str) -> set[tuple[str, str, str | None]]:
    """Every ``{name:spec!conv}`` in ``text`` as (name, spec, conversion)."""
    return {(name, spec, conv) for _, name, spec, conv in string.Formatter().parse(text) if name is not None}


def sample_params(text: str) -> dict:
    """A value for every placeholder that its format spec accepts (floats where a spec is given)."""
    return {name: (1234.5 if spec else 7) for name, spec, _ in placeholders(text)}


def check_translation(lang: str, key: str, en: str, text: str, neutral: set[str]) -> None:
    """One key of one language against English. Word order may differ, so markup is compared as a multiset."""
    assert isinstance(text, str) and text.strip(), f"{lang} {key} is empty"
    assert placeholders(text) == placeholders(en), f"{lang} {key}: {placeholders(text)} != {placeholders(en)}"
    assert sorted(MATH.findall(text)) == sorted(MATH.findall(en)), f"{lang} {key}: LaTeX differs"
    assert sorted(CODE.findall(text)) == sorted(CODE.findall(en)), f"{lang} {key}: code spans differ"
    assert sorted(TAGS.findall(text)) == sorted(TAGS.findall(en)), f"{lang} {key}: HTML tags differ"
    assert text.count("**") == en.count("**"), f"{lang} {key}: bold markup differs"
    assert text.count("*") == en.count("*"), f"{lang} {key}: emphasis markup differs"
    if key in neutral:
        assert text == en, f"{key} is listed as language-neutral but differs; drop it from the list"
    else:
        assert text != en, f"{lang} {key} is still the English text"
    text.format(**sample_params(en))          # the page's own parameters fill it: no KeyError, no bad spec


def texts(at) -> list[str]:
    """Every visible piece of text of a run: titles, markdown, captions, alerts, labels, tab names, table headers
    and the charts' titles, axis titles, annotations and legend names."""
    out = [e.value for kind in ("title", "header", "subheader", "markdown", "caption", "info", "warning", "error")
           for e in getattr(at, kind)]
    out += [m.label for m in at.metric] + [tb.label for tb in at.tabs] + [e.label for e in at.expander]
    for kind in ("slider", "select_slider", "radio", "toggle", "number_input", "text_input", "text_area", "button"):
        out += [w.label for w in getattr(at, kind)]
    out += [str(c) for d in at.dataframe for c in d.value.columns]
    out += [str(c) for d in at.table for c in [*d.value.columns, *filter(None, d.value.index.names)]]
    for chart in at.get("plotly_chart"):
        spec = json.loads(chart.proto.spec)
        layout = spec.get("layout", {})
        out.append(layout.get("title", {}).get("text", ""))
        out += [v["title"]["text"] for k, v in layout.items()
                if k.startswith(("xaxis", "yaxis")) and "text" in v.get("title", {})]
        out += [a["text"] for a in layout.get("annotations", []) if "text" in a]
        out += [tr["name"] for tr in spec.get("data", []) if tr.get("name")]
    return out
