"""What a lesson file may name, read from the chapters' registry (issue 47): the description ``lm_core``'s loader
checks a file against (``lm_core.lessons.lessonfile.World``).

- The pages: every chapter's stem.
- Each page's controls, with the ranges they declare where their widget is (``url_state("k", default, lo=..)``,
  ``Param("k", ...)``, read from the parsed source of the chapter's folder as ``state.declared_keys`` reads the
  keys) and the page's tab bar (its ``SPEC.tab_key`` and ``tabs``); the sidebar's seed and naming belong to every
  page (the language is the visitor's). A bound is evaluated in its module, on first use of the key: a bound that
  needs the page to run (a model's size) cannot be read, and such a control may be hidden or locked, not set.
- Every answer a chapter declares (``answers.QUESTIONS``: how it is asked), and those a step may hide
  (``SPEC.answers``).
"""
from __future__ import annotations

import ast
import threading
from functools import lru_cache
from importlib import import_module
from pathlib import Path

from lm_core.lessons.lessonfile import Control, World
from lm_core.vectors import word_vectors as wvm

from .. import registry
from ..i18n import LANGUAGES
from ..state import TEXT_MAX, declarer_calls

_DECLARERS = ("url_state", "Param")
_BOUNDS = ("lo", "hi", "choices", "max_len", "valid")
EVERY_PAGE = "ui.sidebar"                 # its controls are every page's
NOT_FOR_LESSONS = {"lang"}                # the visitor's own choice, never a lesson's
_lock = threading.Lock()


def _calls(module: str, path: Path) -> dict[str, ast.Call]:
    """The declarer calls of one source file with a literal key, by key (the first one wins)."""
    out: dict[str, ast.Call] = {}
    for key, node in declarer_calls(path, _DECLARERS):
        out.setdefault(key, node)
    return out


@lru_cache(maxsize=None)
def declarations() -> dict[str, dict[str, tuple[str, ast.Call]]]:
    """page stem (``""``: every page) -> key -> (the module declaring it, its declaring call)."""
    out: dict[str, dict[str, tuple[str, ast.Call]]] = {"": {}}
    for chapter in registry.CHAPTERS:
        package = import_module(f"{registry.PACKAGE}.{chapter.stem}")
        folder = Path(package.__file__).resolve().parent
        found = out.setdefault(chapter.stem, {})
        for path in sorted(folder.rglob("*.py")):
            parts = path.relative_to(folder).with_suffix("").parts
            module = ".".join((package.__name__, *parts)).removesuffix(".__init__")
            for key, call in _calls(module, path).items():
                found.setdefault(key, (module, call))
    sidebar = Path(import_module(EVERY_PAGE).__file__)
    out[""] = {k: (EVERY_PAGE, c) for k, c in _calls(EVERY_PAGE, sidebar).items() if k not in NOT_FOR_LESSONS}
    return out


def _evaluate(module: str, call: ast.Call) -> Control:
    """The control a declaring call declares, its bounds evaluated in its module (``settable`` False if one cannot
    be: it depends on what the page computes as it runs)."""
    env = vars(import_module(module))
    key = call.args[0].value
    exprs = {kw.arg: kw.value for kw in call.keywords if kw.arg}
    default_expr = call.args[1] if len(call.args) > 1 else exprs.get("default")

    def ev(node):
        return eval(compile(ast.Expression(node), module, "eval"), dict(env))    # our own source, not the file's

    bounds, settable = {}, True
    for name in _BOUNDS:
        if name in exprs:
            try:
                bounds[name] = ev(exprs[name])
            except Exception:
                settable = False
    if "choices" in bounds and bounds["choices"] is not None:
        bounds["choices"] = tuple(bounds["choices"])
    try:
        default = ev(default_expr) if default_expr is not None else None
    except Exception:
        default = None
    if default is None:          # the type from the bounds (a default computed at run time: a translated sentence)
        if bounds.get("choices"):
            default = bounds["choices"][0]
        elif bounds.get("lo") is not None:
            default = bounds["lo"]
        elif "max_len" in bounds:
            default = ""
        else:
            settable = False
    if isinstance(default, str) and bounds.get("max_len") is None:
        bounds["max_len"] = TEXT_MAX
    return Control(key, default, settable=settable and isinstance(default, (bool, int, float, str)), **bounds)


def _analogy_word(key: str, default: str):
    def make() -> Control:
        return Control(key, default, max_len=wvm.WORD_MAX)
    return make


# Keys made at run time (an f-string: not in the parsed source), as their page declares them.
_MADE_AT_RUN_TIME = {"word_vectors": {f"wv_{x}": _analogy_word(f"wv_{x}", d)
                                      for x, d in zip("abc", ("man", "king", "woman"))}}


@lru_cache(maxsize=None)
def control(page: str, key: str) -> Control | None:
    """The control ``key`` of page ``page`` (or of every page), or None if the page declares no such key."""
    chapter = registry.BY_STEM.get(page)
    if chapter is None:
        return None
    if chapter.tab_key and key == chapter.tab_key:
        return Control(key, chapter.tabs[0], choices=tuple(chapter.tabs))
    if key in _MADE_AT_RUN_TIME.get(page, {}):
        return _MADE_AT_RUN_TIME[page][key]()
    found = declarations().get(page, {}).get(key) or declarations()[""].get(key)
    if found is None:
        return None
    with _lock:
        return _evaluate(*found)


@lru_cache(maxsize=1)
def world() -> World:
    """The app as a lesson file may name it."""
    questions, askable = {}, {}
    for chapter in registry.CHAPTERS:
        mod = registry.module(chapter, "answers")
        for answer_id, q in (getattr(mod, "QUESTIONS", {}) if mod is not None else {}).items():
            if answer_id in questions:
                raise ValueError(f"answer {answer_id!r} is declared by two chapters")
            questions[answer_id] = (chapter.stem, q)
        askable.update({a: chapter.stem for a in chapter.answers})
    return World(pages=tuple(registry.STEMS), control=control, questions=questions, askable=askable,
                 languages=tuple(LANGUAGES))
