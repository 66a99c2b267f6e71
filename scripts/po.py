"""Translators' files: the string catalogues as gettext .po files, and back (ui/translations.py).

    python scripts/po.py export it               # writes locale/it.po (every key; English msgid, Italian msgstr)
    python scripts/po.py export de               # a new language: locale/de.po with empty msgstr, for a translator
    python scripts/po.py import locale/de.po de  # writes the translations into ui/strings/*.py (DE = {...})
    python scripts/po.py check it                # exit 1 if locale/it.po differs from the catalogues

After an import, run tests/test_i18n_catalogues.py: it holds every language to English's keys, placeholders and
markup, whatever the language.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ui import translations as tr  # noqa: E402


def main(argv: list[str]) -> int:
    if len(argv) < 2 or argv[0] not in ("export", "import", "check"):
        print(__doc__)
        return 2
    if argv[0] == "export":
        lang = argv[1]
        out = Path(argv[2]) if len(argv) > 2 else ROOT / "locale" / f"{lang}.po"
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(tr.dumps(tr.export(lang)), encoding="utf-8")
        print(f"wrote {out}")
        return 0
    if argv[0] == "check":
        lang = argv[1]
        path = ROOT / "locale" / f"{lang}.po"
        same = path.exists() and tr.translations(tr.loads(path.read_text(encoding="utf-8"), lang)) == \
            tr.translations(tr.export(lang))
        print("up to date" if same else f"{path} differs from ui/strings")
        return 0 if same else 1
    path, lang = Path(argv[1]), argv[2] if len(argv) > 2 else Path(argv[1]).stem
    changed = tr.import_po(tr.loads(path.read_text(encoding="utf-8"), lang), lang)
    print(f"{sum(changed.values())} values written into ui/strings ({lang.upper()}): {changed}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
