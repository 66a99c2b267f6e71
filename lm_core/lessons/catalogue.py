"""The app's lessons (issue 25 §1, issue 47): four paths through the pages, each question one where a naive guess
is wrong, written as lesson files (``builtin/*.toml``, the format in docs/lesson-files.md) and loaded through the
same validator as a teacher's own file (``lessonfile.load``). Nothing lists them: every ``.toml`` file in
``builtin/`` is a lesson, its name (without ``.toml``) its id, its ``order`` its place in the list.

A lesson file names the app's pages, controls and answers, which ``ui`` knows and ``lm_core`` does not: the app
hands the loader its description once (:func:`provide`, called as ``ui`` is imported: ``ui/__init__.py``), and the
files are read on first use of :data:`LESSONS`.
"""
from __future__ import annotations

import threading
from pathlib import Path
from typing import Callable, Iterator, Mapping

from . import Lesson, LessonError
from .lessonfile import World, load_with_order

BUILTIN = Path(__file__).resolve().parent / "builtin"

_world: list[Callable[[], World]] = []


def provide(world: Callable[[], World]) -> None:
    """The app's description of itself (called once by ``ui``; a function, run on the lessons' first use)."""
    _world[:] = [world]


def load_folder(folder: Path, world: World) -> dict[str, Lesson]:
    """Every lesson file in ``folder``, by id (the file's name), in the order the files give."""
    found = []
    for path in sorted(folder.glob("*.toml")):
        lesson, order = load_with_order(path.read_bytes(), world, path.stem)
        found.append((order, path.stem, lesson))
    return {lesson.id: lesson for _, _, lesson in sorted(found, key=lambda f: f[:2])}


class Lessons(Mapping[str, Lesson]):
    """The built-in lessons by id, read from their files on first use (a read-only mapping)."""

    def __init__(self, folder: Path):
        self.folder = folder
        self._lessons: dict[str, Lesson] | None = None
        self._lock = threading.Lock()

    def _all(self) -> dict[str, Lesson]:
        if self._lessons is None:
            with self._lock:
                if self._lessons is None:
                    if not _world:
                        raise LessonError("the lessons need the app's description: import ui first")
                    self._lessons = load_folder(self.folder, _world[0]())
        return self._lessons

    def __getitem__(self, lesson_id: str) -> Lesson:
        return self._all()[lesson_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


LESSONS: Mapping[str, Lesson] = Lessons(BUILTIN)

_finder: list[Callable[[str], Lesson | None]] = []


def provide_finder(finder: Callable[[str], Lesson | None]) -> None:
    """How the app finds a lesson that is not built in (a teacher's draft, an uploaded file, a lesson kept for a
    link: ``ui/lesson/opened.py``), by its id (called once by ``ui``)."""
    _finder[:] = [finder]


def find(lesson_id: str) -> Lesson | None:
    """The lesson ``lesson_id``: a built-in one, else the app's own finder's (None if neither knows it)."""
    if not isinstance(lesson_id, str) or not lesson_id:
        return None
    if lesson_id in LESSONS:
        return LESSONS[lesson_id]
    return _finder[0](lesson_id) if _finder else None
