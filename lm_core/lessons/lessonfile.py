"""A lesson is a file (issue 47): the TOML format a teacher reads and writes by hand, its loader and its writer.

The format is described for teachers in docs/lesson-files.md. A lesson file is untrusted input (an upload, a
link): :func:`load` is the validator, and refuses anything it does not understand with a :class:`LessonFileError`
whose ``code`` names the problem and whose ``params`` name the place (``where``: the field, as the file spells it,
such as ``step 3 › state › ct_alpha``; ``line``: the line of the file, where it can be found), which ``ui`` turns
into a sentence in the visitor's language (``lesson.file.err.<code>``). It never raises anything else on bytes of
any kind.

What the app offers (its pages, each page's controls and their declared ranges, the answers each chapter declares
and how each is asked) is not known here (``lm_core`` never imports ``ui``): the caller passes a :class:`World`
built from the chapters' registry (``ui/lesson/world.py``).

Texts are shown as text: a lesson's words may use *emphasis* and **bold**, and nothing else of markdown. The
loader refuses the rest (HTML, links, images, web addresses, code, maths, tables, headings, invisible characters),
and :func:`safe_text` (which the app applies to every lesson text it shows) neutralises it again, so a text that
reaches the screen another way is still only text.
"""
from __future__ import annotations

import json
import math
import re
import tomllib
import unicodedata
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any, Callable, Mapping

from . import MAX_STEPS, Lesson, LessonError, Question, Step, text_key

MAX_BYTES = 64 * 1024                    # a lesson file's size cap (bytes)
MIN_OPTIONS, MAX_OPTIONS = 2, 5          # a poll's options
MAX_ITEMS = 40                           # entries of one step's state, hide, lock or ask
OPTION_ID = re.compile(r"[a-z0-9_]{1,30}")
# The longest each text may be, in characters (the built-in lessons' longest: 45, 134, 247, 135, 163, 38).
TEXT_CAPS = MappingProxyType({"title": 80, "blurb": 300, "body": 1000, "question": 300, "notice": 600,
                              "option": 80})
LESSON_FIELDS = ("title", "blurb", "order", "step")
STEP_FIELDS = ("page", "state", "hide", "lock", "ask", "answer", "poll", "title", "body", "question", "option",
               "notice")


class LessonFileError(LessonError):
    """A lesson file refused: ``code`` is the reason (``lesson.file.err.<code>``); ``params`` hold the place (``step``:
    the step's number or None; ``path``: the field's names within it, as the file spells them, such as
    ``("state", "ct_alpha")``; ``line``: its line in the file, or None where it cannot be found) and the reason's
    details."""

    def __init__(self, code: str, step: int | None = None, path: tuple[str, ...] = (), line: int | None = None,
                 **params):
        self.code = code
        self.params = {"step": step, "path": tuple(path), "line": line, **params}
        where = " › ".join(([f"step {step}"] if step is not None else []) + list(path))
        place = (f"line {line}" if line else "") + (f" ({where})" if line and where else where)
        super().__init__(f"{place}: {code} {params}" if place else f"{code} {params}")


@dataclass(frozen=True)
class Control:
    """One URL control a step may set, hide or lock, as its page declares it (``ui.state.url_state``/``Param``):
    the type of its ``default`` is the type of its values; ``lo``/``hi``/``choices``/``max_len``/``valid`` bound them.
    ``settable`` is False for a control whose bounds the app cannot read without running its page (a range that
    depends on a model): a lesson may hide or lock it, not set it."""

    key: str
    default: Any
    lo: Any = None
    hi: Any = None
    choices: tuple | None = None
    max_len: int | None = None
    valid: Callable[[Any], bool] | None = None
    settable: bool = True


@dataclass(frozen=True)
class World:
    """What a lesson may name: the pages (chapter stems), each page's controls (``control(page, key)``, or None for
    a key the page does not declare), every answer a chapter declares with its page and how it is asked
    (``questions``: answer id -> (page, the :class:`Question` as the chapter declares it)), the answers a step may
    hide until the reveal (``askable``: answer id -> page), and the languages the app speaks."""

    pages: tuple[str, ...]
    control: Callable[[str, str], Control | None]
    questions: Mapping[str, tuple[str, Question]]
    askable: Mapping[str, str]
    languages: tuple[str, ...] = ("en", "it", "hu")


# ------------------------------------------------------------------------------------------------- safe text

_URL = re.compile(r"(?i)(?:(?<![a-z0-9+.-])[a-z][a-z0-9+.-]*:/|www\.|javascript:|vbscript:|data:|mailto:|file:"
                  r"|(?<![^\s@])[^\s@]+@[^\s@]+\.\w)")     # (each starts where a word starts: linear time)
_HTML = re.compile(r"<\s*[A-Za-z/!?]|&#|&[A-Za-z]+;")
_RULE_LINE = re.compile(r"(?m)^[ \t]*([-=*_])(?:[ \t]*\1){2,}[ \t]*$|^[ \t]*=+[ \t]*$")
_KEEP_FORMAT = {0x200C, 0x200D}          # zero-width (non-)joiner: they shape emoji and scripts
_ESCAPE = set("\\`[]<>$|~#")


def _invisible(ch: str) -> bool:
    cat = unicodedata.category(ch)
    if ch in "\n":
        return False
    return cat in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn") and ord(ch) not in _KEEP_FORMAT


def text_problem(text: str) -> str | None:
    """What a lesson text may not hold, or None: ``html`` (a tag, a comment, an entity; ``3 < 4`` is text),
    ``link`` (markdown links and images), ``url`` (a web or mail address, ``javascript:``), ``code`` (backticks),
    ``maths`` (``$``), ``table`` (``|``), ``heading`` (``#`` or a line of ``=``/``-``), ``strike`` (``~``),
    ``escape`` (a backslash), ``quote`` (``>`` starting a line), ``invisible`` (control, direction and other
    invisible characters). Emphasis (``*``, ``_``) is allowed."""
    if any(_invisible(ch) for ch in text):
        return "invisible"
    if _HTML.search(text):
        return "html"
    if "[" in text or "]" in text:
        return "link"
    if _URL.search(text):
        return "url"
    for ch, what in (("`", "code"), ("$", "maths"), ("|", "table"), ("#", "heading"), ("~", "strike"),
                     ("\\", "escape")):
        if ch in text:
            return what
    if re.search(r"(?m)^[ \t]*>", text):
        return "quote"
    if _RULE_LINE.search(text):
        return "heading"
    return None


def safe_text(text: str) -> str:
    """A lesson text as markdown that shows only its words and their emphasis: invisible characters dropped, every
    character of the refused constructs (:func:`text_problem`) escaped, web addresses broken. The identity on a
    text the loader accepted, so the same words read alike in a table cell."""
    text = "".join(ch for ch in str(text) if not _invisible(ch))
    if text_problem(text) is None:
        return text
    out = "".join("\\" + ch if ch in _ESCAPE else ch for ch in text)
    out = re.sub(r"(?i)(:)(/)", r"\\\1\\\2", out)                      # scheme:/ -> scheme\:\/
    out = re.sub(r"(?i)\b(www)\.", r"\1\\.", out)
    out = re.sub(r"(?i)\b(javascript|vbscript|data|mailto|file):", r"\1\\:", out)
    out = out.replace("@", "\\@").replace("&", "\\&")
    out = _RULE_LINE.sub(lambda m: "\\" + m.group(0).lstrip(), out)
    return out


# --------------------------------------------------------------------------------------------------- reading

def _line_of(text: str, step: int | None, name: str | None) -> int | None:
    """The line of a field (``name``, its first part) in the lesson's own table (``step`` None) or in step ``step``
    (1-based): best effort on the text, for the message (tomllib does not keep positions)."""
    lines = text.splitlines()
    headers = [i for i, ln in enumerate(lines) if re.match(r"\s*\[\[\s*step\s*\]\]", ln)]
    if step is None:
        start, end = 0, headers[0] if headers else len(lines)
    elif step - 1 < len(headers):
        start = headers[step - 1]
        end = headers[step] if step < len(headers) else len(lines)
        if name is None:
            return start + 1
    else:
        return None
    if name is None:
        return None
    pattern = re.compile(r"\s*(?:\[\s*step\s*\.\s*)?" + re.escape(name) + r"\b")
    for i in range(start, end):
        if pattern.match(lines[i]):
            return i + 1
    return start + 1 if step is not None else None          # a field that is missing: its step's first line


def decode(data: bytes | str) -> str:
    """The file's text: at most :data:`MAX_BYTES`, UTF-8 (a leading byte-order mark is dropped), not empty."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else bytes(data)
    if len(raw) > MAX_BYTES:
        raise LessonFileError("too_big", size=len(raw), limit=MAX_BYTES)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as err:
        raise LessonFileError("not_utf8", line=raw[:err.start].count(b"\n") + 1) from None
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise LessonFileError("empty")
    return text


# A dotted key (``option.a.en``) of many parts: tomllib reads one in time quadratic in its parts (20,000 parts, 40 kB,
# took 21 s; 1,000 parts 0.07 s), so a run of more than MAX_KEY_DOTS dots between names is refused before it is
# parsed. A lesson's names need 2; the cap is far above any text's run of one-word sentences ("One. Two. Three.").
MAX_KEY_DOTS = 200
# A name's part: a bare word or a quoted one, matched whole (atomic: no backtracking into it), and only where no word
# or quote precedes it, so the search stays linear in the file's length whatever it holds.
_SEGMENT = r"""(?>[\w-]+|"[^"\n]*"|'[^'\n]*')"""
_DOTTED = re.compile(r"""(?<![\w"'-])""" + _SEGMENT + r"(?:[ \t]*\.[ \t]*" + _SEGMENT + "){%d}" % (MAX_KEY_DOTS + 1))


def parse(data: bytes | str) -> tuple[dict, str]:
    """The file as TOML (its tables and values) and its text, or :class:`LessonFileError` (``too_big``,
    ``not_utf8``, ``empty``, ``not_toml`` with its line and column, ``too_deep``: brackets nested past Python's
    recursion limit, or a dotted name of more than :data:`MAX_KEY_DOTS` dots)."""
    text = decode(data)
    m = _DOTTED.search(text)
    if m is not None:
        raise LessonFileError("too_deep", line=text.count("\n", 0, m.start()) + 1)
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as err:
        m = re.search(r"line (\d+), column (\d+)", str(err))
        line, col = (int(m.group(1)), int(m.group(2))) if m else (None, None)
        if m is None and "end of document" in str(err):
            line = text.count("\n") + 1
        raise LessonFileError("not_toml", line=line, column=col) from None
    except RecursionError:
        raise LessonFileError("too_deep") from None


class _Reader:
    def __init__(self, doc: dict, text: str, world: World):
        self.doc, self.source, self.world = doc, text, world
        self.texts: dict[str, dict[str, str]] = {}
        self.langs: tuple[str, ...] = ()

    # -- errors with their place
    def fail(self, code: str, step: int | None, path: tuple[str, ...], **params):
        raise LessonFileError(code, step, path, _line_of(self.source, step, path[0] if path else None), **params)

    def fields(self, table: dict, allowed: tuple[str, ...], step: int | None, path: tuple[str, ...] = ()):
        for name in table:
            if name not in allowed:
                self.fail("unknown_field", step, (*path, str(name)[:40]), field=str(name)[:40])

    def typed(self, value, want: str, step, path):
        ok = {"text": isinstance(value, str), "list": isinstance(value, list), "table": isinstance(value, dict),
              "whole": isinstance(value, int) and not isinstance(value, bool)}[want]
        if not ok:
            self.fail("wrong_type", step, path, want=want)
        return value

    def names(self, table: dict, name: str, step: int, limit: int = MAX_ITEMS) -> tuple[str, ...]:
        items = self.typed(table.get(name, []), "list", step, (name,))
        if len(items) > limit:
            self.fail("too_many_items", step, (name,), n=len(items), limit=limit)
        out = []
        for i, item in enumerate(items, 1):
            self.typed(item, "text", step, (name, str(i)))
            if item in out:
                self.fail("twice", step, (name,), name=item[:40])
            out.append(item)
        return tuple(out)

    # -- texts
    def text(self, table: dict, name: str, cap: str, key: str, step: int | None, path: tuple[str, ...],
             required: bool) -> None:
        """One text (``name.<lang> = "..."``) into :attr:`texts` under ``key`` for each language."""
        value = table.get(name)
        if value is None:
            if required:
                self.fail("missing", step, path, field=name)
            return
        if not isinstance(value, dict):
            self.fail("wrong_type", step, path, want="texts")
        for lang, words in value.items():
            if lang not in self.world.languages:
                self.fail("unknown_language", step, (*path, str(lang)[:10]), lang=str(lang)[:10],
                          langs=self.world.languages)
        for lang in value:
            if lang not in self.langs:
                self.fail("extra_language", step, (*path, lang), lang=lang)
        for lang in self.langs:
            if lang not in value:
                self.fail("missing_language", step, path, lang=lang)
        for lang, words in value.items():
            self.typed(words, "text", step, (*path, lang))
            if len(words) > TEXT_CAPS[cap]:
                self.fail("text_too_long", step, (*path, lang), n=len(words), cap=TEXT_CAPS[cap])
            if required and not words.strip():
                self.fail("missing", step, (*path, lang), field=name)
            problem = text_problem(words)
            if problem is not None:
                self.fail("text_markup", step, (*path, lang), what=problem)
            self.texts.setdefault(lang, {})[key] = words

    # -- the lesson
    def lesson(self, lesson_id: str) -> tuple[Lesson, int]:
        doc = self.doc
        self.fields(doc, LESSON_FIELDS, None)
        if "title" not in doc:
            self.fail("missing", None, ("title",), field="title")
        title = doc["title"]
        if not isinstance(title, dict):
            self.fail("wrong_type", None, ("title",), want="texts")
        langs = [str(k)[:10] for k in title]
        for lang in langs:
            if lang not in self.world.languages:
                self.fail("unknown_language", None, ("title", lang), lang=lang, langs=self.world.languages)
        if not langs:
            self.fail("missing", None, ("title",), field="title")
        self.langs = tuple(langs)                       # the lesson's languages: its title's
        self.text(doc, "title", "title", "title", None, ("title",), True)
        self.text(doc, "blurb", "blurb", "blurb", None, ("blurb",), False)
        order = self.typed(doc.get("order", 1000), "whole", None, ("order",))
        steps = self.typed(doc.get("step", []), "list", None, ("step",))
        if not steps:
            self.fail("no_steps", None, ())
        if len(steps) > MAX_STEPS:
            self.fail("too_many_steps", None, (), n=len(steps), limit=MAX_STEPS)
        out = tuple(self.step(n, self.typed(s, "table", n, ()), lesson_id) for n, s in enumerate(steps, 1))
        return Lesson(lesson_id, out, MappingProxyType({k: MappingProxyType(v) for k, v in self.texts.items()})), \
            order

    def step(self, n: int, table: dict, lesson_id: str) -> Step:
        world = self.world
        self.fields(table, STEP_FIELDS, n)
        if "page" not in table:
            self.fail("missing", n, ("page",), field="page")
        page = self.typed(table["page"], "text", n, ("page",))
        if page not in world.pages:
            self.fail("unknown_page", n, ("page",), page=page[:40])
        state = self.typed(table.get("state", {}), "table", n, ("state",))
        if len(state) > MAX_ITEMS:
            self.fail("too_many_items", n, ("state",), n=len(state), limit=MAX_ITEMS)
        values = tuple((key, self.value(n, page, key, value)) for key, value in state.items())
        hide, lock = self.names(table, "hide", n), self.names(table, "lock", n)
        for name, keys in (("hide", hide), ("lock", lock)):
            for key in keys:
                if world.control(page, key) is None:
                    self.fail("unknown_key", n, (name,), control=key[:40], page=page)
        ask = self.names(table, "ask", n)
        for a in ask:
            if a not in world.askable:
                self.fail("not_askable" if a in world.questions else "unknown_answer", n, ("ask",), answer=a[:40],
                          page=page)
            if world.askable[a] != page:
                self.fail("answer_elsewhere", n, ("ask",), answer=a, page=page, other=world.askable[a])
        question = self.question(n, table, page)
        self.text(table, "title", "title", f"{n}.title", n, ("title",), True)
        self.text(table, "body", "body", f"{n}.body", n, ("body",), False)
        self.text(table, "notice", "notice", f"{n}.notice", n, ("notice",), False)
        if question is None:
            for name in ("question", "option"):
                if name in table:
                    self.fail("text_without_question", n, (name,), field=name)
        else:
            self.text(table, "question", "question", f"{n}.q", n, ("question",), True)
            labels = self.typed(table.get("option", {}), "table", n, ("option",))
            wanted = [o for o in question.choices if o not in question.literal]
            for o in labels:
                if o not in wanted:
                    self.fail("unknown_option", n, ("option", str(o)[:30]), option=str(o)[:30])
            for o in wanted:
                self.text(labels, o, "option", f"{n}.opt.{o}", n, ("option", o), True)
        return Step(page, values, hide, lock, ask, question)

    def question(self, n: int, table: dict, page: str) -> Question | None:
        if "answer" in table and "poll" in table:
            self.fail("answer_and_poll", n, ("poll",))
        if "answer" in table:
            answer = self.typed(table["answer"], "text", n, ("answer",))
            if answer not in self.world.questions:
                self.fail("unknown_answer", n, ("answer",), answer=answer[:40], page=page)
            home, q = self.world.questions[answer]
            if home != page:
                self.fail("answer_elsewhere", n, ("answer",), answer=answer, page=page, other=home)
            return q
        if "poll" in table:
            options = self.names(table, "poll", n, limit=MAX_OPTIONS)
            if len(options) < MIN_OPTIONS:
                self.fail("poll_options", n, ("poll",), n=len(options), lo=MIN_OPTIONS, hi=MAX_OPTIONS)
            for o in options:
                if not OPTION_ID.fullmatch(o):
                    self.fail("bad_option_id", n, ("poll",), option=o[:30])
            return Question("poll", "", options=options)
        return None

    def value(self, n: int, page: str, key: str, value):
        path = ("state", str(key)[:40])
        c = self.world.control(page, key)
        if c is None:
            self.fail("unknown_key", n, path, control=str(key)[:40], page=page)
        if not c.settable:
            self.fail("fixed_key", n, path, control=key)
        d = c.default
        if isinstance(d, bool):
            if not isinstance(value, bool):
                self.fail("wrong_type", n, path, want="yesno")
        elif isinstance(d, int):
            if isinstance(value, bool) or not isinstance(value, int):
                self.fail("wrong_type", n, path, want="whole")
        elif isinstance(d, float):
            if isinstance(value, bool) or not isinstance(value, (int, float)):
                self.fail("wrong_type", n, path, want="number")
            if not math.isfinite(value):
                self.fail("not_finite", n, path, control=key)
            value = float(value)
        elif isinstance(d, str):
            if not isinstance(value, str):
                self.fail("wrong_type", n, path, want="text")
            cap = c.max_len if c.max_len is not None else 300
            if len(value) > cap:
                self.fail("value_too_long", n, path, control=key, n=len(value), cap=cap)
            problem = text_problem(value)
            if problem == "invisible":
                self.fail("text_markup", n, path, what=problem)
        else:
            self.fail("fixed_key", n, path, control=key)
        if c.choices is not None and value not in c.choices:
            self.fail("not_choice", n, path, control=key, value=_show(value),
                      choices=", ".join(_show(x) for x in c.choices))
        if (c.lo is not None and value < c.lo) or (c.hi is not None and value > c.hi):
            self.fail("out_of_range", n, path, control=key, value=value, lo=c.lo, hi=c.hi)
        if c.valid is not None:
            try:
                ok = bool(c.valid(value))
            except Exception:                # a check that cannot read this value refuses it
                ok = False
            if not ok:
                self.fail("invalid_value", n, path, control=key, value=_show(value))
        return value


def _show(value) -> str:
    return json.dumps(value, ensure_ascii=False) if isinstance(value, str) else str(value).lower() \
        if isinstance(value, bool) else str(value)


def load_with_order(data: bytes | str, world: World, lesson_id: str) -> tuple[Lesson, int]:
    """:func:`load`, and the file's ``order`` (its place in the app's list of built-in lessons; 1000 if none)."""
    if not str(lesson_id).isidentifier():
        raise LessonError(f"lesson id {lesson_id!r}")
    doc, text = parse(data)
    try:
        return _Reader(doc, text, world).lesson(lesson_id)
    except LessonFileError:
        raise
    except RecursionError:
        raise LessonFileError("too_deep") from None


def load(data: bytes | str, world: World, lesson_id: str) -> Lesson:
    """The :class:`Lesson` a lesson file describes (its texts in :attr:`Lesson.texts`), or
    :class:`LessonFileError`. ``lesson_id``: the id the app gives it (a built-in file's name; an identifier)."""
    return load_with_order(data, world, lesson_id)[0]


# --------------------------------------------------------------------------------------------------- writing

def _toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, int):
        return str(value)
    return json.dumps(str(value), ensure_ascii=False)      # a JSON string is a TOML basic string


def dump(lesson: Lesson, order: int | None = None) -> str:
    """The lesson as a lesson file (what a teacher downloads): :func:`load` of it gives the same lesson back."""
    langs = list(lesson.texts)
    out = ["# A lesson of Token by Token: the format is described in docs/lesson-files.md.", ""]
    if order is not None:
        out.append(f"order = {order}")

    def texts(part_key: str, name: str) -> None:
        for lang in langs:
            words = lesson.texts[lang].get(part_key)
            if words is not None:
                out.append(f"{name}.{lang} = {_toml_value(words)}")

    texts("title", "title")
    texts("blurb", "blurb")
    for n, s in enumerate(lesson.steps, 1):
        out += ["", "[[step]]", f"page = {_toml_value(s.page)}"]
        if s.state:
            out.append("state = { " + ", ".join(f"{k} = {_toml_value(v)}" for k, v in s.state) + " }")
        for name in ("hide", "lock", "ask"):
            if getattr(s, name):
                out.append(f"{name} = [" + ", ".join(_toml_value(k) for k in getattr(s, name)) + "]")
        q = s.question
        if q is not None and q.kind == "poll":
            out.append("poll = [" + ", ".join(_toml_value(o) for o in q.options) + "]")
        elif q is not None:
            out.append(f"answer = {_toml_value(q.answer)}")
        texts(f"{n}.title", "title")
        texts(f"{n}.body", "body")
        if q is not None:
            texts(f"{n}.q", "question")
            for o in q.choices:
                if o not in q.literal:
                    texts(f"{n}.opt.{o}", f"option.{o}")
        texts(f"{n}.notice", "notice")
    return "\n".join(out) + "\n"


def text_of(lesson: Lesson, key: str, lang: str) -> str | None:
    """A lesson's text for a key of ``ui/strings/lesson.py``'s form (``lesson.<id>.<part>``, :func:`text_key`) in
    ``lang``, else in English, else in the lesson's first language; ``""`` for a part the lesson leaves out (a step
    without a body); None for a key that is not this lesson's. Made safe (:func:`safe_text`)."""
    prefix = text_key(lesson.id, None, "")
    if not key.startswith(prefix) or not lesson.texts:
        return None
    part = key[len(prefix):]
    for lg in dict.fromkeys((lang, "en", next(iter(lesson.texts)))):
        words = lesson.texts.get(lg, {}).get(part)
        if words is not None:
            return safe_text(words)
    return ""

