"""A lesson being built in the app (issue 47): the builder's draft, as plain data, and what a teacher does to it.

A draft is a list of steps and the lesson's words in one language (the one the teacher writes in). It is never
trusted to be a lesson: :func:`to_file` writes it as a lesson file, and only the loader (``lessonfile.load``) makes
a lesson of it, refusing what it refuses in a file (the same messages). So the builder, an upload and a link go
through one validation.

Each step keeps what the teacher took from the app: its page, the values of its controls (``state``), the
controls it hides and locks and the answers it hides until the reveal (from the share panel), and its question: an
answer the page's chapter declares (``answer``, picked by name; its truth is computed by the app) or a poll
(``poll``: the teacher's own option words). No streamlit here.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from . import MAX_STEPS, Lesson


class DraftFull(ValueError):
    """A step added to a draft that has :data:`MAX_STEPS` already."""


@dataclass
class DraftStep:
    page: str
    state: dict = field(default_factory=dict)
    hide: tuple[str, ...] = ()
    lock: tuple[str, ...] = ()
    ask: tuple[str, ...] = ()
    answer: str = ""                                     # an answer the page declares, or ""
    poll: tuple[str, ...] = ()                           # a poll's option words (no truth), or ()
    title: str = ""
    body: str = ""
    question: str = ""
    notice: str = ""
    options: dict = field(default_factory=dict)          # option id -> its words (an answer's choices)
    uid: int = field(default=0, compare=False, repr=False)   # the step's number in its draft, kept as steps move


@dataclass
class Draft:
    lang: str = "en"
    title: str = ""
    blurb: str = ""
    steps: list[DraftStep] = field(default_factory=list)
    made: int = field(default=0, compare=False, repr=False)   # steps ever added (each step's uid)


def add(draft: Draft, step: DraftStep) -> int:
    """Append ``step``; its number (1-based). :class:`DraftFull` past :data:`MAX_STEPS` (the draft is unchanged)."""
    if len(draft.steps) >= MAX_STEPS:
        raise DraftFull(len(draft.steps))
    draft.made += 1
    step.uid = draft.made
    draft.steps.append(step)
    return len(draft.steps)


def by_uid(draft: Draft, uid: int) -> DraftStep | None:
    """The step that was added as ``uid``, wherever it has moved (None once deleted)."""
    return next((s for s in draft.steps if s.uid == uid), None)


def move(draft: Draft, n: int, by: int) -> int:
    """Move step ``n`` (1-based) by ``by`` places, held to the ends; its new number."""
    if not 1 <= n <= len(draft.steps):
        raise IndexError(n)
    to = min(max(n + by, 1), len(draft.steps))
    draft.steps.insert(to - 1, draft.steps.pop(n - 1))
    return to


def delete(draft: Draft, n: int) -> None:
    """Remove step ``n`` (1-based)."""
    if not 1 <= n <= len(draft.steps):
        raise IndexError(n)
    del draft.steps[n - 1]


def poll_ids(words: tuple[str, ...]) -> list[str]:
    """The ids a poll's options get in the file: ``o1``, ``o2``, ... in their order."""
    return [f"o{i}" for i in range(1, len(words) + 1)]


def _s(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    return json.dumps(str(value), ensure_ascii=False)        # a JSON string is a TOML basic string


def to_file(draft: Draft) -> str:
    """The draft as a lesson file's text (which the loader then checks). Empty texts are left out, so the loader says
    which one is missing where it must be there."""
    lang = draft.lang
    out = ["# A lesson of Token by Token, made with its builder: the format is described in docs/lesson-files.md.",
           ""]

    def text(name: str, words: str) -> None:
        if words.strip():
            out.append(f"{name}.{lang} = {_s(words)}")

    out.append(f"title.{lang} = {_s(draft.title)}")           # always: the title names the lesson's language
    text("blurb", draft.blurb)
    for s in draft.steps:
        out += ["", "[[step]]", f"page = {_s(s.page)}"]
        if s.state:
            out.append("state = { " + ", ".join(f"{_s(k)} = {_s(v)}" for k, v in s.state.items()) + " }")
        for name in ("hide", "lock", "ask"):
            if getattr(s, name):
                out.append(f"{name} = [" + ", ".join(_s(k) for k in getattr(s, name)) + "]")
        if s.answer:
            out.append(f"answer = {_s(s.answer)}")
        elif s.poll:
            out.append("poll = [" + ", ".join(_s(o) for o in poll_ids(s.poll)) + "]")
        text("title", s.title)
        text("body", s.body)
        if s.answer or s.poll:
            text("question", s.question)
            labels = dict(zip(poll_ids(s.poll), s.poll)) if s.poll and not s.answer else s.options
            for o, words in labels.items():
                text(f"option.{_s(o)}", words)
        text("notice", s.notice)
    return "\n".join(out) + "\n"


def from_lesson(lesson: Lesson, lang: str) -> Draft:
    """A lesson (an uploaded file, a kept one) as a draft in ``lang`` (else its first language), to go on building."""
    langs = list(lesson.texts)
    lg = lang if lang in lesson.texts else (langs[0] if langs else lang)
    words = lesson.texts.get(lg, {})
    draft = Draft(lang=lg, title=words.get("title", ""), blurb=words.get("blurb", ""))
    for n, s in enumerate(lesson.steps, 1):
        q = s.question
        step = DraftStep(s.page, dict(s.state), tuple(s.hide), tuple(s.lock), tuple(s.ask),
                         title=words.get(f"{n}.title", ""), body=words.get(f"{n}.body", ""),
                         question=words.get(f"{n}.q", ""), notice=words.get(f"{n}.notice", ""))
        if q is not None and q.kind == "poll":
            step.poll = tuple(words.get(f"{n}.opt.{o}", o) for o in q.options)
        elif q is not None:
            step.answer = q.answer
            step.options = {o: words.get(f"{n}.opt.{o}", "") for o in q.choices if o not in q.literal}
        add(draft, step)
    return draft
