"""One path for everything a visitor types or uploads: a reason code instead of an exception's text.

Every check in the app that refuses an input raises :class:`InputError` (or a subclass) with a ``code``
naming the problem and ``params`` to fill the message; the page turns it into a sentence with
``ui.inputs.show(err, namespace)``, which looks up ``"<namespace>.err.<code>"``. A check never returns a
half-valid value and never lets another exception escape for a bad input.
"""
from __future__ import annotations

import unicodedata


class InputError(ValueError):
    """A typed or uploaded input the app cannot use. ``code`` names the problem, ``params`` fill the message."""

    def __init__(self, code: str, **params):
        super().__init__(f"{code}: {params}" if params else code)
        self.code = code
        self.params = params


def clean_text(raw: str | None, max_len: int) -> str:
    """Trim and NFC-normalise a typed text; raise ``empty`` or ``too_long`` (with ``n`` and ``limit``)."""
    text = unicodedata.normalize("NFC", raw or "").strip()
    if not text:
        raise InputError("empty")
    if len(text) > max_len:
        raise InputError("too_long", n=len(text), limit=max_len)
    return text


def ascii_fold(text: str) -> str:
    """The closest spelling without accents: NFKD, then drop the combining marks ("zsófia" → "zsofia")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text) if not unicodedata.combining(ch))
