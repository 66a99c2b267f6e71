"""The string catalogues as gettext ``.po`` files, and back (issue 22 §5), through Babel's ``babel.messages``.

The Python dictionaries in ``ui/strings/<namespace>.py`` stay the source the app reads; a translator works in any
``.po`` editor (Poedit, Lokalize, Weblate) on one file per language, made by :func:`export` and read back by
:func:`import_po`:

- each entry's **context** (``msgctxt``) is the key (``count_table.title``, ``attention.name.head@plain``), its
  ``msgid`` the English text and its ``msgstr`` the translation; a comment names the namespace, and Babel flags an
  entry whose English is a ``str.format`` template ``python-brace-format`` (editors then check its placeholders);
- importing writes only the values that changed, in place, and a language no catalogue has yet (``DE``) is added
  as a new dictionary at the end of every module, which is all the app needs to offer it (``ui/languages.py``).

Pure functions: no Streamlit. ``python scripts/po.py`` is the command line.
"""
from __future__ import annotations

import ast
import importlib
import io
import json
import re
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

STRINGS = Path(__file__).resolve().parent / "strings"


def namespaces(root: Path = STRINGS) -> list[str]:
    return sorted(p.stem for p in root.glob("*.py") if p.stem != "__init__")


def _module(namespace: str, root: Path = STRINGS) -> dict:
    """A catalogue module's top-level dictionaries, read from its source (so a copy elsewhere works too)."""
    tree = ast.parse((root / f"{namespace}.py").read_text(encoding="utf-8"))
    out = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                out[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                pass
    return out


def export(lang: str, root: Path = STRINGS) -> Catalog:
    """Every key of every namespace with its English text and its ``lang`` text (empty when there is none yet)."""
    catalog = Catalog(locale=lang if lang != "en" else None, project="Token by Token", version="1",
                      charset="utf-8", fuzzy=False)
    for ns in namespaces(root):
        data = _module(ns, root)
        en, other = data.get("EN", {}), data.get(lang.upper(), {})
        for key, text in en.items():
            catalog.add(text, other.get(key, ""), context=key, auto_comments=[f"namespace: {ns}"])
    return catalog


def dumps(catalog: Catalog) -> str:
    buf = io.BytesIO()
    write_po(buf, catalog, width=0, omit_header=False, sort_output=False)
    return buf.getvalue().decode("utf-8")


def loads(text: str, lang: str | None = None) -> Catalog:
    return read_po(io.StringIO(text), locale=lang)


def translations(catalog: Catalog) -> dict[str, dict[str, str]]:
    """``{namespace: {key: translation}}`` of the translated entries (an empty ``msgstr`` is left out)."""
    out: dict[str, dict[str, str]] = {}
    for message in catalog:
        if not message.id or not message.context or not message.string:
            continue
        out.setdefault(message.context.partition(".")[0], {})[message.context] = message.string
    return out


# --------------------------------------------------------------------------------------- writing the modules back

def _literal(text: str, indent: int, first: int, width: int = 118) -> str:
    """``text`` as one or more adjacent string literals, wrapped at spaces to fit ``width`` columns."""
    words = re.split(r"(?<= )", text)
    lines, cur, room = [], "", width - first - 2
    for word in words:
        if cur and len(json.dumps(cur + word, ensure_ascii=False)) > room:
            lines.append(cur)
            cur, room = word, width - indent - 2
        else:
            cur += word
    lines.append(cur)
    return ("\n" + " " * indent).join(json.dumps(line, ensure_ascii=False) for line in lines)


def write(namespace: str, lang: str, values: dict[str, str], root: Path = STRINGS) -> int:
    """Write ``values`` (key -> text) into the ``lang`` dictionary of ``ui/strings/<namespace>.py``: changed values
    in place; a language the module lacks becomes a new dictionary at its end, in English's key order. Returns how
    many values changed."""
    path = root / f"{namespace}.py"
    src = path.read_text(encoding="utf-8")
    tree = ast.parse(src)
    name = lang.upper()
    target = next((n for n in tree.body if isinstance(n, ast.Assign) and isinstance(n.targets[0], ast.Name)
                   and n.targets[0].id == name), None)
    if target is None:
        order = list(_module(namespace, root).get("EN", {})) or list(values)
        items = [k for k in order if k in values] + [k for k in values if k not in order]
        body = []
        for key in items:
            head = f"    {json.dumps(key, ensure_ascii=False)}: "
            body.append(head + _literal(values[key], len(head), len(head)) + ",")
        src = src.rstrip("\n") + f"\n\n{name} = {{\n" + "\n".join(body) + "\n}\n"
        path.write_text(src, encoding="utf-8")
        return len(items)
    lines = src.split("\n")
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line) + 1)

    def offset(lineno: int, col: int) -> int:                   # ast columns count UTF-8 bytes
        return starts[lineno - 1] + len(lines[lineno - 1].encode()[:col].decode())

    edits = []
    for k, v in zip(target.value.keys, target.value.values):
        key = k.value
        if key in values and isinstance(v, ast.Constant) and v.value != values[key]:
            indent = len(lines[v.lineno - 1].encode()[:v.col_offset].decode())
            edits.append((offset(v.lineno, v.col_offset), offset(v.end_lineno, v.end_col_offset),
                          _literal(values[key], indent, indent)))
    present = {k.value for k in target.value.keys}
    new = [key for key in values if key not in present]
    if new:                                                     # keys the language lacks: before the closing brace
        close = offset(target.value.end_lineno, target.value.end_col_offset) - 1
        lines_new = []
        for key in new:
            head = f"    {json.dumps(key, ensure_ascii=False)}: "
            lines_new.append(head + _literal(values[key], len(head), len(head)) + ",\n")
        edits.append((close, close, "".join(lines_new)))
    for a, b, text in sorted(edits, reverse=True):
        src = src[:a] + text + src[b:]
    path.write_text(src, encoding="utf-8")
    return len(edits) - (1 if new else 0) + len(new)


def import_po(catalog: Catalog, lang: str, root: Path = STRINGS) -> dict[str, int]:
    """Every translated entry of ``catalog`` written into the ``lang`` dictionaries; ``{namespace: changed}``."""
    return {ns: write(ns, lang, values, root) for ns, values in translations(catalog).items()
            if (root / f"{ns}.py").exists()}


def reload_all() -> None:
    """Re-import the catalogue modules (after an import into ``ui/strings`` in the same process)."""
    for ns in namespaces():
        importlib.reload(importlib.import_module(f"ui.strings.{ns}"))
