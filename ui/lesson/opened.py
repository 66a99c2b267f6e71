"""Lessons that are not built in (issue 47): a draft previewed, a file uploaded, a lesson kept for a link, and how
each is found by its id wherever the app looks a lesson up (``catalogue.find``: the lesson flow, ``t()`` for its
texts, the room).

- A draft's preview (``mine_draft``) and an uploaded file (``mine_file``) live in this session only.
- A kept lesson (``lib_<code>``: ``lm_core/lessons/library.py``) is read from the store on first use in a session,
  through the same loader as an upload (a stored lesson is untrusted input too), and kept in the session after.
  Its link is ``?lesson=lib_<code>``; its code may be typed on the start page.
- A live class of a draft or an uploaded file first keeps the lesson in the library: the room then names
  ``lib_<code>``, so every phone and the projector resolve the same lesson from the store.
"""
from __future__ import annotations

from urllib.parse import urlencode

import streamlit as st

from lm_core.lessons import Lesson, library
from lm_core.lessons import store as backend
from lm_core.lessons import catalogue
from lm_core.lessons.catalogue import LESSONS
from lm_core.lessons.lessonfile import MAX_BYTES

from ..i18n import t
from ..inputs import literal
from . import files, flow, room

DRAFT_ID, FILE_ID = "mine_draft", "mine_file"
KEPT = "_lessons_opened"              # lesson id -> Lesson, this session's (a draft's preview, a file, a kept one)
NOTE = "_lesson_open_note"            # a refusal to say once where lessons are opened
MISSING = "_lessons_missing"          # kept codes this session could not read (not asked again on every text)
SHARED = "_lesson_shared"             # the code of the last lesson this session kept for a link


def _kept() -> dict:
    return st.session_state.setdefault(KEPT, {})


def keep(lesson: Lesson) -> None:
    """This session can open ``lesson`` by its id from now on."""
    _kept()[lesson.id] = lesson


def find(lesson_id: str) -> Lesson | None:
    """A lesson by id: built in, this session's, or kept in the library (read on first use); None if none."""
    if lesson_id in LESSONS:
        return LESSONS[lesson_id]
    try:
        hit = st.session_state.get(KEPT, {}).get(lesson_id)
    except Exception:                 # no session (a bare import): only the built-in ones
        return None
    if hit is not None:
        return hit
    code = library.code_of(lesson_id)
    if code is None or code in st.session_state.get(MISSING, set()):
        return None
    lesson, _ = fetch(code)
    if lesson is None:                # said where it was opened; not read again on every text of this session
        st.session_state.setdefault(MISSING, set()).add(code)
    return lesson


@st.cache_resource(show_spinner=False)
def _library(setting: str) -> library.Library:
    return library.library_for(room.store())


def shelf() -> library.Library:
    """The library in the rooms' store (raises :class:`backend.StoreError`)."""
    return _library(room.setting())


def fetch(code: str) -> tuple[Lesson | None, str | None]:
    """The kept lesson ``code``, loaded and checked, or the sentence that says why not."""
    try:
        text = shelf().get(code)
    except backend.StoreError as err:
        why = err.code if err.code in ("unknown", "expired", "unreachable") else "unknown"
        return None, t(f"builder.open.{why}", code=library.shown(code) if library.valid_code(code) else code)
    lesson, message = files.read(text, library.lesson_id(code))
    if lesson is None:
        return None, t("builder.open.refused") + " " + message
    st.session_state.get(MISSING, set()).discard(code)
    keep(lesson)
    return lesson, None


catalogue.provide_finder(find)       # the flow, t() and the room find these lessons by id (once ui.lesson.page is in)


def link(code: str) -> str:
    return room.public_base() + "?" + urlencode({flow.LESSON: library.lesson_id(code)})


def share(lesson: Lesson) -> str | None:
    """Keep ``lesson`` in the library (a kept one is kept already): its code, or None with the reason noted."""
    code = library.code_of(lesson.id)
    if code is not None:
        return code
    text = files.write(lesson)
    try:
        code = shelf().put(text)
    except backend.StoreError as err:
        st.session_state[NOTE] = t("builder.open.unreachable" if err.code == "unreachable" else "builder.open.not_kept")
        return None
    kept, _ = files.read(text, library.lesson_id(code))
    keep(kept)
    st.session_state[SHARED] = code
    return code


# ----------------------------------------------------------------------------------------- opening a lesson

def open_lesson(lesson: Lesson) -> None:
    """Start ``lesson`` alone (this session's own, or kept), at its first step."""
    keep(lesson)
    flow.start(lesson.id)
    flow.prepare(lesson.id, 1)


def _open_typed() -> None:
    code = library.normal_code(st.session_state.get("lesson_open_code"))
    if not library.valid_code(code):
        st.session_state[NOTE] = t("builder.open.bad_code", example=library.shown(library.new_code()))
        return
    lesson, message = fetch(code)
    if lesson is None:
        st.session_state[NOTE] = message
        return
    open_lesson(lesson)


def _open_upload() -> None:
    up = st.session_state.get("lesson_upload")
    if up is None:
        return
    up.seek(0)
    open_bytes(up.read(MAX_BYTES + 1))      # one byte past the cap is enough to refuse it


def open_bytes(data: bytes) -> bool:
    """Open an uploaded file's bytes as a lesson alone, or note the loader's reason (said by :func:`said`)."""
    lesson, message = files.read(data, FILE_ID)
    if lesson is None:
        st.session_state[NOTE] = message
        return False
    open_lesson(lesson)
    return True


def open_box() -> None:
    """On the start page: open a lesson from a file or from a code (or a pasted link)."""
    st.markdown("**" + t("builder.open.header") + "**")
    st.file_uploader(t("builder.open.file"), type=["toml"], key="lesson_upload", on_change=_open_upload,
                     max_upload_size=1, help=t("builder.open.file_help", kb=MAX_BYTES // 1024))
    c1, c2 = st.columns([3, 1], vertical_alignment="bottom")
    c1.text_input(t("builder.open.code"), key="lesson_open_code", max_chars=300,
                  placeholder=library.shown("ABCDE23456"))
    c2.button(t("builder.open.button"), key="lesson_open", on_click=_open_typed, icon=":material/file_open:",
              width="stretch")


def said() -> None:
    """The last refusal of an opening, once."""
    message = st.session_state.pop(NOTE, None)
    if message:
        st.error(message, icon=":material/error:")


def from_link() -> None:
    """A link's ``lesson=lib_<code>``: read the kept lesson before the flow registers its key; a code that cannot be
    opened is said in words and dropped from the address (the lesson key's own check would only say it was refused)."""
    raw = st.query_params.get(flow.LESSON)
    if not raw or raw in LESSONS or flow.LESSON in st.session_state and st.session_state[flow.LESSON] == raw:
        return
    if raw in st.session_state.get(KEPT, {}):
        return
    code = library.code_of(raw)
    if code is None and raw.lower().startswith(library.ID_PREFIX):
        code = ""
    if code is None:
        return                          # not a kept lesson's id: the lesson key's check refuses it as before
    lesson, message = fetch(code) if code else (None, t("builder.open.unknown", code=literal(raw[:30])))
    if lesson is None:
        del st.query_params[flow.LESSON]
        st.session_state[NOTE] = message


def start_class(lesson_id: str, n: int) -> None:
    """Button callback: a live class of this lesson; a draft or a file is first kept for a link, so the room names
    a lesson every screen can read."""
    lesson = find(lesson_id)
    if lesson is None:
        return
    if lesson_id in LESSONS or library.code_of(lesson_id) is not None:
        room.start_class(lesson_id, n)
        return
    code = share(lesson)
    if code is None:
        return
    room.start_class(library.lesson_id(code), n)
