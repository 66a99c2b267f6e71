"""Write docs/glossary.md from ui/glossary.py (the data the catalogue test enforces).

    python scripts/glossary_md.py           # write it
    python scripts/glossary_md.py --check   # exit 1 if it is not up to date
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ui import glossary  # noqa: E402


def render() -> str:
    lines = ["# Glossary: one term per concept", "",
             "Written from `ui/glossary.py` by `python scripts/glossary_md.py`; `tests/test_i18n_glossary.py` holds "
             "every Italian and Hungarian catalogue to it. *(en)* marks a term shown once with the English in "
             "parentheses where students will meet it in papers.", "",
             "| concept | English | Italiano | Magyar | not | note |", "|---|---|---|---|---|---|"]
    for term in glossary.TERMS:
        def shown(text: str) -> str:
            return text + (" *(en)*" if term.gloss and text != term.en and f"({term.en})" not in text else "")

        avoid = "; ".join(f"{lang}: `{p}`" for lang, ps in term.avoid.items() for p in ps).replace("|", "\\|")
        lines.append(f"| {term.concept} | {term.en} | {shown(term.it)} | {shown(term.hu)} | {avoid} | {term.note} |")
    lines += ["", "Quotation marks: Italian « », Hungarian „ ”.", "",
              "Italian gender of the attention names (ML naming / plain naming): "
              + ", ".join(f"{k} {m}/{p}" for k, (m, p) in glossary.IT_GENDER.items()) + ".", ""]
    return "\n".join(lines)


def main() -> int:
    path = ROOT / "docs" / "glossary.md"
    text = render()
    if "--check" in sys.argv:
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            print("docs/glossary.md is out of date: run python scripts/glossary_md.py")
            return 1
        return 0
    path.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
