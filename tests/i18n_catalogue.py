"""What every translated catalogue is held to: the same keys as English, the same placeholders and markup, every
value translated unless listed as language-neutral (tests/test_i18n_catalogues.py, for every ``ui/strings`` module),
and the rendered page showing no raw key and no English left over (``check_shown``, used by the pages'
tests/test_i18n_<namespace>.py)."""
from __future__ import annotations

import json
import re
import string
from pathlib import Path

# Every string catalogue: the modules of ui/strings/, found on disk (one per namespace).
NAMESPACES = sorted(p.stem for p in (Path(__file__).resolve().parent.parent / "ui" / "strings").glob("*.py")
                    if p.stem != "__init__")
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
        # a title wrapped to its chart's width (ui.charts.wrap) breaks a line where it had a space
        spec = json.loads(json.dumps(json.loads(chart.proto.spec), ensure_ascii=False).replace("<br>", " "))
        layout = spec.get("layout", {})
        out.append(layout.get("title", {}).get("text", ""))
        out += [v["title"]["text"] for k, v in layout.items()
                if k.startswith(("xaxis", "yaxis")) and "text" in v.get("title", {})]
        out += [a["text"] for a in layout.get("annotations", []) if "text" in a]
        out += [tr["name"] for tr in spec.get("data", []) if tr.get("name")]
    return out


# ------------------------------------------------------------------------------------- a catalogue module's lists


def namespace(module) -> str:
    """``ui.strings.attention`` -> ``attn``."""
    return module.__name__.rpartition(".")[2]


def neutral(module, lang: str) -> set[str]:
    """The keys of ``module`` whose ``lang`` text is the English text on purpose (its ``SAME_AS_ENGLISH`` and its
    ``SAME_AS_ENGLISH_BY_LANG[lang]``, each justified where it is defined)."""
    by_lang = getattr(module, "SAME_AS_ENGLISH_BY_LANG", {})
    return set(getattr(module, "SAME_AS_ENGLISH", set())) | set(by_lang.get(lang.lower(), set()))


def pattern(template: str) -> re.Pattern:
    """A template as a regular expression: its literal text exactly, any text for each placeholder (so the test
    does not depend on how numbers are formatted)."""
    parts = [re.escape(lit) + ("(.+?)" if name is not None else "")
             for lit, name, _, _ in string.Formatter().parse(template)]
    return re.compile("".join(parts) + r"\Z", re.S)


def prefix(template: str) -> str:
    """The literal text of a template before its first placeholder."""
    return template.split("{")[0]


# ------------------------------------------------------------------------------------------- the page, rendered


def raw_key(ns: str) -> re.Pattern:
    """A key of namespace ``ns`` shown as itself (``attention.tab.knobs``, ``count_table.title@plain``): a missing
    text."""
    return re.compile(rf"\b{re.escape(ns)}\.[a-z_0-9]+(\.[a-z_0-9@]+)*")


def english_fragments(module, lang: str) -> set[str]:
    """The literal pieces of the English templates that a translation must not show (long enough to be prose)."""
    return {lit.strip() for key, en in module.EN.items() if key not in neutral(module, lang)
            for lit, *_ in string.Formatter().parse(en) if len(lit.strip()) >= 12}


def check_shown(shown: list[str], module, lang: str, *, fragments: bool = False,
                openings: bool = False) -> list[str]:
    """What a page shows (``texts(at)`` and what else the page has) in ``lang``: no raw key of ``module``'s
    namespace and no English-only text of it. With ``fragments``, no long literal piece of an English template
    inside any text either; with ``openings``, no text opening with a filled-in English template's first words
    (up to its first placeholder). Returns ``shown``."""
    ns, cat, same = namespace(module), getattr(module, lang.upper()), neutral(module, lang)
    leftover = [s for s in shown if raw_key(ns).search(s)]
    assert not leftover, f"raw keys on screen: {leftover}"
    english_only = {module.EN[k] for k in module.EN if k not in same} - set(cat.values())
    assert not [s for s in shown if s in english_only], "English text left on the page"
    if fragments:
        pieces = english_fragments(module, lang)
        assert not [(f, s) for s in shown for f in pieces if f in s], "English text left on the page"
    if openings:
        starts = {prefix(en) for k, en in module.EN.items() if k not in same and "{" in en}
        starts = {o for o in starts if len(o) >= 8} - {prefix(text) for text in cat.values()}
        started = [s for s in shown if s.lstrip("*").startswith(tuple(starts))]
        assert not started, f"English text left on the page: {started}"
    return shown


# ------------------------------------------------------------------------------------------- numbers on the page

_ENGLISH_DECIMAL = re.compile(r"\d\.\d")


def english_decimals(at, lang: str) -> list[str]:
    """The metrics of an Italian or Hungarian run whose value carries an English decimal point (``0.950`` where the
    page should write ``0,950``): a number formatted in code without ``ui.numbers.num``. [] in English."""
    if lang == "en":
        return []
    return [f"{m.label}: {m.value}" for m in at.metric if _ENGLISH_DECIMAL.search(str(m.value))]
