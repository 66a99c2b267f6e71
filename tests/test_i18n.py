"""The translation layer: every literal key used in the app exists, and catalogues are well-formed."""
import importlib
import re
from pathlib import Path

import pytest

from ui.i18n import catalog, lookup

ROOT = Path(__file__).resolve().parent.parent
KEY_CALL = re.compile(r"""\bt\(\s*["']([a-z_]+\.[A-Za-z0-9_.@-]+)["']""")
SOURCES = sorted([ROOT / "app.py", *ROOT.glob("pages/*.py"), *ROOT.glob("ui/*.py"), *ROOT.glob("ui/chapters/**/*.py")])
NAMESPACES = sorted(p.stem for p in (ROOT / "ui" / "strings").glob("*.py") if p.stem != "__init__")


def literal_keys():
    for path in SOURCES:
        for key in KEY_CALL.findall(path.read_text(encoding="utf-8")):
            yield path.relative_to(ROOT).as_posix(), key


def test_sources_use_the_translation_layer():
    assert len(list(literal_keys())) > 100


def test_every_literal_key_exists():
    """Every ``t("ns.key")`` of the sources names a key of the catalogues; one failure lists every missing one."""
    missing = [f"{where} uses missing key {key!r}" for where, key in sorted(set(literal_keys())) if lookup(key) is None]
    assert not missing, "\n".join(missing)


@pytest.mark.parametrize("namespace", NAMESPACES)
def test_catalogue_keys_carry_their_namespace(namespace):
    en = catalog(namespace, "en")
    assert en, f"ui/strings/{namespace}.py has no EN catalogue"
    for key, text in en.items():
        assert key.startswith(namespace + "."), key
        assert isinstance(text, str) and text.strip(), key
        if key.endswith("@plain"):
            assert key[: -len("@plain")] in en, f"{key} has no ML-name counterpart"


def test_plain_naming_overrides_and_missing_falls_back_to_english():
    module = importlib.import_module("ui.strings.common")
    module.EN["common._probe"] = "ml"
    module.EN["common._probe@plain"] = "plain"
    try:
        assert lookup("common._probe", naming="ml") == "ml"
        assert lookup("common._probe", naming="plain") == "plain"
        assert lookup("common._probe", lang="it") == "ml"      # no Italian catalogue yet: English
        assert lookup("common.app_title", naming="plain") == "Token by Token"
        assert lookup("nonexistent.key") is None
    finally:
        del module.EN["common._probe"], module.EN["common._probe@plain"]


def test_a_missing_key_raises_under_tests_and_shows_itself_otherwise(monkeypatch):
    from ui import i18n

    with pytest.raises(KeyError, match="count_table.no_such_key"):
        i18n.t("count_table.no_such_key")
    monkeypatch.setattr(i18n, "under_test", lambda: False)
    assert i18n.t("count_table.no_such_key") == "count_table.no_such_key"
