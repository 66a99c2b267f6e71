"""The chapters of the app, one folder each (``ui/chapters/<stem>/``): a folder whose ``__init__.py`` has a ``SPEC``
(``ui/spec.py``) is a chapter, found by ``ui.registry``, not listed anywhere. Adding a page is a folder here plus its
strings in ``ui/strings/<stem>.py`` (docs/adding-a-chapter.md).

``from ui.chapters import CHAPTERS`` (and ``BY_STEM``, ``STEMS``, ``url_path``...) reads the registry.
"""
from __future__ import annotations

from .. import registry


def __getattr__(name: str):
    return getattr(registry, name)
