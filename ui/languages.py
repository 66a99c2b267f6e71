"""Which languages the app speaks: every catalogue language of ``ui/strings/common.py`` (a dictionary named by
its two-letter code: ``EN``, ``IT``, ``HU``; add ``DE`` and German is offered), in the order they are defined,
each named in itself by CLDR through Babel ("Italiano", "Magyar"). Nothing else needs to change for a new
language: ``ui.i18n.t`` falls back to English for a key it lacks, numbers and plural rules come from CLDR
(``ui.locale_marks``), and ``scripts/po.py`` makes the dictionaries from a translator's ``.po`` files."""
from __future__ import annotations

import importlib
import re

from .locale_marks import locale


def catalogue_languages(module="ui.strings.common") -> list[str]:
    """The two-letter codes of the language dictionaries in a catalogue module (or its name), English first."""
    module = importlib.import_module(module) if isinstance(module, str) else module
    codes = [name.lower() for name, value in vars(module).items()
             if re.fullmatch(r"[A-Z]{2}", name) and isinstance(value, dict)]
    return sorted(codes, key=lambda c: c != "en")


def display_name(code: str) -> str:
    """A language's name in itself: ``"it"`` -> ``"Italiano"``; CLDR's, capitalised; the code if CLDR lacks it."""
    loc = locale(code)
    name = loc.get_display_name(code) if loc is not None else None
    return (name[:1].upper() + name[1:]) if name else code


def discover() -> dict[str, str]:
    return {code: display_name(code) for code in catalogue_languages()}
