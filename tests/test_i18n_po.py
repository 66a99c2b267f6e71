"""Translators' files (issue 22 §5): the catalogues exported to gettext .po and imported back, unchanged; an edit
made in a .po file lands in ui/strings; a fourth language comes in from a .po file with no code change."""
from __future__ import annotations

import importlib.util
import shutil

import pytest

from tests.i18n_catalogue import check_translation, neutral
from ui import translations as tr
from ui.languages import catalogue_languages, display_name


def _load(path):
    spec = importlib.util.spec_from_file_location(f"copy_{path.stem}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def strings(tmp_path):
    """A copy of ui/strings to import into."""
    root = tmp_path / "strings"
    shutil.copytree(tr.STRINGS, root, ignore=shutil.ignore_patterns("__pycache__"))
    return root


@pytest.mark.parametrize("lang", ["it", "hu"])
def test_export_then_read_gives_the_catalogues_back(lang):
    catalog = tr.loads(tr.dumps(tr.export(lang)), lang)
    back = tr.translations(catalog)
    for ns in tr.namespaces():
        module = importlib.import_module(f"ui.strings.{ns}")
        assert back.get(ns, {}) == getattr(module, lang.upper()), ns
    english = {m.context: m.id for m in catalog if m.context}
    assert english["count_table.title"] == importlib.import_module("ui.strings.count_table").EN["count_table.title"]


def test_importing_an_unchanged_file_changes_nothing(strings):
    before = {p.name: p.read_bytes() for p in strings.glob("*.py")}
    changed = tr.import_po(tr.loads(tr.dumps(tr.export("it", strings)), "it"), "it", strings)
    assert sum(changed.values()) == 0
    assert {p.name: p.read_bytes() for p in strings.glob("*.py")} == before


def test_an_edit_in_the_po_file_lands_in_its_catalogue(strings):
    catalog = tr.loads(tr.dumps(tr.export("hu", strings)), "hu")
    message = next(m for m in catalog if m.context == "count_table.title")
    message.string = "A számlálótábla: egy modell, amelybe „bele lehet látni” {{és}}"
    long_one = next(m for m in catalog if m.context == "home.intro")
    long_one.string = long_one.string + " Még egy mondat, hogy a sor biztosan eltörjön."
    changed = tr.import_po(tr.loads(tr.dumps(catalog), "hu"), "hu", strings)
    assert sum(changed.values()) == 2
    count, home = _load(strings / "count_table.py"), _load(strings / "home.py")
    original = importlib.import_module("ui.strings.count_table")
    assert count.HU["count_table.title"] == message.string and home.HU["home.intro"] == long_one.string
    assert {k: v for k, v in count.HU.items() if k != "count_table.title"} == \
        {k: v for k, v in original.HU.items() if k != "count_table.title"}
    assert count.IT == original.IT and count.EN == original.EN
    assert max(len(line) for line in (strings / "home.py").read_text().splitlines()) <= 120


def test_a_fourth_language_comes_from_a_po_file(strings):
    """German, say: the exported file has every key with an empty msgstr; a translator fills it in; importing it
    adds ``DE`` to every catalogue, which is what the app reads its languages from."""
    template = tr.loads(tr.dumps(tr.export("de", strings)), "de")
    assert all(not m.string for m in template if m.context)
    for m in template:
        if m.context:
            m.string = m.id if m.id.startswith(("{", "$", "`")) or not m.id[:1].isalpha() else "[de] " + m.id
    tr.import_po(tr.loads(tr.dumps(template), "de"), "de", strings)
    for path in sorted(strings.glob("*.py")):
        if path.stem == "__init__":
            continue
        module = _load(path)
        assert set(module.DE) == set(module.EN), path.stem
        same = neutral(module, "de")
        for key, en in module.EN.items():
            text = module.DE[key]
            if text == en and key not in same:
                continue                                    # a symbol-only string copied as is
            check_translation("de", key, en, text, same if text == en else set())
    assert catalogue_languages(_load(strings / "common.py")) == ["en", "it", "hu", "de"]
    assert display_name("de") == "Deutsch" and display_name("it") == "Italiano"
