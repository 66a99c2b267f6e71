"""The start page's typed name, checked on the one input path (``lm_core.inputs``) with reason codes."""
from __future__ import annotations

from lm_core.inputs import InputError, ascii_fold, clean_text

MAX_NAME_LEN = 40          # the same cap as a word in an uploaded list


class NameInputError(InputError):
    """A typed name the model cannot score: ``empty``, ``too_long``, ``not_word`` or ``unknown``."""


def check_name(raw: str | None, known: set[str] | frozenset[str]) -> str:
    """The lower-cased, NFC-normalised name, or :class:`NameInputError`.

    ``unknown`` carries ``chars`` (the characters the model has never seen) and ``suggestion``: the name
    without accents ("zsófia" -> "zsofia") if every character of that is known, else "" (no suggestion).
    """
    try:
        word = clean_text(raw, MAX_NAME_LEN).lower()
    except InputError as err:
        raise NameInputError(err.code, **err.params) from None
    if not all(ch.isalpha() for ch in word):
        raise NameInputError("not_word")
    unknown = sorted({ch for ch in word if ch not in known}, key=word.index)
    if unknown:
        folded = ascii_fold(word)
        suggestion = folded if folded != word and all(ch in known for ch in folded) else ""
        raise NameInputError("unknown", chars=unknown, suggestion=suggestion)
    return word
