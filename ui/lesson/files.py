"""Lesson files in the app (issue 47): read one (an upload, a link's stored lesson, the builder's own), write one, and
say why one is refused, in the visitor's language. The format and its checks are ``lm_core/lessons/lessonfile.py``
(docs/lesson-files.md); what a file may name is ``ui/lesson/world.py``.

- :func:`read` -> ``(lesson, None)`` or ``(None, message)``: never raises on any bytes.
- :func:`message` turns a ``LessonFileError`` into one sentence (the line and the field first).
- :func:`write` is the file of a lesson (what the builder downloads); ``read(write(lesson))`` gives it back.
"""
from __future__ import annotations

from lm_core.lessons import Lesson
from lm_core.lessons.lessonfile import LessonFileError, dump, load

from ..i18n import t
from ..inputs import literal
from ..numbers import num
from .world import world

# an error's params that hold the file's own words (shown as typed, never as markdown)
_FROM_FILE = ("field", "control", "page", "answer", "other", "option", "name", "lang", "value", "choices")


def read(data: bytes | str, lesson_id: str) -> tuple[Lesson | None, str | None]:
    """The lesson a file describes, or the sentence that says why it is refused (``lesson_id``: the id the app gives
    it, an identifier)."""
    try:
        return load(data, world(), lesson_id), None
    except LessonFileError as err:
        return None, message(err)


def write(lesson: Lesson) -> str:
    """The lesson as a file, to download."""
    return dump(lesson)


def _bound(value) -> str:
    if value is None:
        return "∞"
    return num(value, "g") if isinstance(value, (int, float)) and not isinstance(value, bool) else str(value)


def message(err: LessonFileError) -> str:
    """The refusal in the visitor's language: where (line, step, field), then why."""
    p = dict(err.params)
    step, path, line = p.pop("step"), p.pop("path"), p.pop("line")
    parts = ([t("lesson.file.step", n=step)] if step is not None else []) + [str(x) for x in path]
    where = literal(" › ".join(parts)) if parts else ""
    if line and where:
        place = t("lesson.file.at.line_where", line=line, where=where)
    elif line:
        place = t("lesson.file.at.line", line=line)
    else:
        place = t("lesson.file.at.where", where=where) if where else ""
    if err.code == "out_of_range":
        p["lo"], p["hi"], p["value"] = _bound(p["lo"]), _bound(p["hi"]), _bound(p["value"])
    for k in _FROM_FILE:
        if k in p:
            p[k] = literal(p[k])
    if "want" in p:
        p["want"] = t(f"lesson.file.want.{p['want']}")
    if "what" in p:
        p["what"] = t(f"lesson.file.markup.{p['what']}")
    if "langs" in p:
        p["langs"] = ", ".join(p["langs"])
    p.pop("column", None)
    return place + t(f"lesson.file.err.{err.code}", **p)
