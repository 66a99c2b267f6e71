"""Every string catalogue (each module of ``ui/strings/``, found on disk, not listed here): the Italian and Hungarian
catalogues have exactly English's keys in English's order, each text keeps its English placeholders and markup and
is translated unless its module lists it as language-neutral (``SAME_AS_ENGLISH``, ``SAME_AS_ENGLISH_BY_LANG``, each
with its reason beside it), that list stays short, and the generic catalogue-level rules hold (tab labels distinct,
a plain name differs from the usual one). What a page shows is checked in the pages' own tests/test_i18n_<ns>.py."""
import importlib
import re

import pytest

from tests.i18n_catalogue import CODE, NAMESPACES, TAGS, check_translation, neutral, placeholders
from ui.i18n import LANGUAGES

MODULES = {ns: importlib.import_module(f"ui.strings.{ns}") for ns in NAMESPACES}
LANGS = tuple(lang for lang in LANGUAGES if lang != "en")      # every language a catalogue has (ui/languages.py)

# Thresholds live with each catalogue, beside its language-neutral lists: ``EXPECTED_KEYS`` (English's fewest keys,
# most keys or None, fewest keys with a placeholder; without it a catalogue only needs a key) and ``NEUTRAL_LIMIT``
# (how many language-neutral keys it may list: its shared list plus the longer of its per-language lists; the
# attention page labels many quantities by their formula alone). Without one, a catalogue gets the common limit.
DEFAULT_NEUTRAL_LIMIT = 5


def plotly_templates(ns: str) -> set[str]:
    """Keys whose text is a Plotly hovertemplate (``%{...}`` fields filled in the browser), not a Python template."""
    return set(getattr(MODULES[ns], "PLOTLY_TEMPLATES", set()))


KEYS = [(ns, key) for ns in NAMESPACES for key in MODULES[ns].EN if key not in plotly_templates(ns)]
HOVERS = [(ns, key) for ns in NAMESPACES for key in sorted(plotly_templates(ns))]


def every_failure(check, keys) -> list[str]:
    """Run ``check(key)`` on every key and return each failure's message (all of them, not just the first)."""
    out = []
    for key in keys:
        try:
            check(key)
        except AssertionError as e:
            out.append(f"{key}: {e}")
        except Exception as e:                      # a bad format spec, a missing field: still this key's failure
            out.append(f"{key}: {type(e).__name__}: {e}")
    return out


SHARED = {"cap", "common", "export", "present"}      # the catalogues of what every page shares (not a chapter)


def test_every_catalogue_is_found():
    """Every chapter of the declaration (ui/chapters CHAPTERS) has its catalogue, named by its stem, beside the
    shared ones."""
    from ui.chapters import CHAPTERS

    assert {c.stem for c in CHAPTERS} | SHARED <= set(NAMESPACES)
    assert len(KEYS) > 1000 and HOVERS


@pytest.mark.parametrize("ns", NAMESPACES)
def test_english_catalogue_is_the_reference(ns):
    en = MODULES[ns].EN
    fewest, most, with_params = getattr(MODULES[ns], "EXPECTED_KEYS", (1, None, 0))
    assert len(en) >= fewest and (most is None or len(en) <= most), len(en)
    assert sum(bool(placeholders(v)) for v in en.values()) >= with_params


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ns", NAMESPACES)
def test_same_keys_as_english(ns, lang):
    en, cat = MODULES[ns].EN, getattr(MODULES[ns], lang.upper())
    assert set(cat) == set(en), (sorted(set(en) - set(cat)), sorted(set(cat) - set(en)))
    assert list(cat) == list(en), "keys in another order than English's"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ns", NAMESPACES)
def test_placeholders_markup_and_translation(ns, lang):
    """Every key of the namespace in ``lang``; one failure lists every bad key."""
    module = MODULES[ns]
    cat, same = getattr(module, lang.upper()), neutral(module, lang)

    def check(key):
        en, text = module.EN[key], cat[key]
        check_translation(lang, key, en, text, same)
        assert text.count("  \n") == en.count("  \n"), f"{lang} {key}: line breaks differ"
        assert text.count("|") == en.count("|"), f"{lang} {key}: |…| bars or table pipes differ"

    keys = [key for n, key in KEYS if n == ns and key in cat]       # a missing key: test_same_keys_as_english
    bad = every_failure(check, keys)
    assert not bad, f"{ns} {lang}: {len(bad)} bad keys:\n" + "\n".join(bad)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("ns", sorted({ns for ns, _ in HOVERS}))
def test_plotly_hovertemplate(ns, lang):
    """Same Plotly fields and tags, translated words (check_translation would format it as a Python template)."""
    cat = getattr(MODULES[ns], lang.upper())

    def check(key):
        en, text = MODULES[ns].EN[key], cat[key]
        assert re.findall(r"%\{[^}]*\}", text) == re.findall(r"%\{[^}]*\}", en)
        assert TAGS.findall(text) == TAGS.findall(en) and CODE.findall(text) == CODE.findall(en)
        assert text != en

    bad = every_failure(check, [key for n, key in HOVERS if n == ns and key in cat])
    assert not bad, f"{ns} {lang}: {len(bad)} bad hovertemplates:\n" + "\n".join(bad)


@pytest.mark.parametrize("ns", NAMESPACES)
def test_language_neutral_list_is_small(ns):
    module = MODULES[ns]
    same = set(getattr(module, "SAME_AS_ENGLISH", set()))
    by_lang = getattr(module, "SAME_AS_ENGLISH_BY_LANG", {})
    assert set(by_lang) <= set(LANGS)
    limit = getattr(module, "NEUTRAL_LIMIT", DEFAULT_NEUTRAL_LIMIT)
    assert len(same) + max(map(len, by_lang.values()), default=0) <= limit
    assert same | set().union(*by_lang.values()) | plotly_templates(ns) <= set(module.EN)
    assert not same & plotly_templates(ns)
    hovers = {k for k, v in module.EN.items() if "%{" in v}
    assert hovers == plotly_templates(ns), "a Plotly hovertemplate must be listed in PLOTLY_TEMPLATES"


@pytest.mark.parametrize("lang", ("en", *LANGS))
@pytest.mark.parametrize("ns", NAMESPACES)
def test_tab_labels_are_distinct(ns, lang):
    """A tab bar maps a clicked label back to its tab id, so two tabs (``<ns>.tab.*`` or ``<ns>.tabs.*``) may not
    share a label."""
    cat = getattr(MODULES[ns], lang.upper())
    for group in ("tab", "tabs"):
        labels = [text for key, text in cat.items() if re.fullmatch(rf"{ns}\.{group}\.[a-z_0-9]+", key)]
        assert len(set(labels)) == len(labels), (group, labels)


@pytest.mark.parametrize("lang", ("en", *LANGS))
@pytest.mark.parametrize("ns", NAMESPACES)
def test_plain_names_differ_from_the_usual_ones(ns, lang):
    """The naming toggle must change something in every language: each ``@plain`` text differs from its usual one."""
    cat = getattr(MODULES[ns], lang.upper())
    same = [key for key in cat if key.endswith("@plain") and cat[key] == cat[key.removesuffix("@plain")]]
    assert not same
