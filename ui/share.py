"""*Share this view*: a teacher builds a student link by ticking, not by typing tab ids and control keys (issue 21).

A sidebar expander lists the controls this page registered in this run (their URL keys, as a link names them)
and the answers the page can hide. The teacher ticks which to hide or lock and which to ask; the panel gives the
link (always with the view's language), a QR code drawn locally (segno, no network) and a short preview of what
a student will see. The panel's own widgets are not URL state: they never reach the link they build.
"""
from __future__ import annotations

import functools
import io
from urllib.parse import urlencode

import streamlit as st

from . import present, state
from .i18n import language, t
import segno
from .tabs import keep_widgets

# Keys every page has that a student link should not hide or lock through this panel (the language and the
# projector toggle are the panel's own choices; the seed and the naming stay available).
_OWN = {"lang", present.PRESENT, present.SEC, present.ASK, present.HIDE, present.LOCK}
OPEN = "share_open"                                                      # the panel's expander (open or not)
WIDGETS = ("share_hide", "share_lock", "share_ask", "share_present")     # its widgets, kept while it is closed


@functools.lru_cache(maxsize=256)
def qr_png(text: str, scale: int = 5) -> bytes:
    """A QR code of ``text`` as PNG bytes, drawn locally (segno: no network, no image library).

    Kept per server for the last 256 links (bytes, never changed): a class on one view shares one link, and
    drawing the code was about a tenth of every page run in a burst (py-spy)."""

    buf = io.BytesIO()
    segno.make(text, error="m").save(buf, kind="png", scale=scale, border=2)
    return buf.getvalue()


def build_link(base: str, params: dict[str, str], *, hide=(), lock=(), ask=(), projector: bool = False,
               lang: str = "en") -> str:
    """The student link: the view's parameters, the panel's choices, and the language, in a stable order."""
    query = {k: v for k, v in params.items() if k not in _OWN}
    for key, chosen in ((present.HIDE, hide), (present.LOCK, lock), (present.ASK, ask)):
        if chosen:
            query[key] = ",".join(chosen)
    if projector:
        query[present.PRESENT] = "1"
    query["lang"] = lang
    return f"{base}?{urlencode(query, safe=',')}"


def panel(stem: str) -> None:
    """The expander at the foot of the sidebar (after the page ran: it lists the controls the page registered).

    Its content is drawn only while it is open (``on_change="rerun"``: opening it reruns the page). Most visitors
    never open it, and its widgets, QR code and preview were about a tenth of every page run (py-spy, the start
    page and the count table); the teacher's choices are kept while it is closed."""

    keep_widgets(WIDGETS)
    box = st.sidebar.expander(t("share.title"), icon=":material/share:", key=OPEN, on_change="rerun")
    if not box.open:
        return
    controls = sorted(k for k in state.registered() if k not in _OWN)
    answers = [a for a, page in present.ANSWERS.items() if page == stem]
    with box:
        st.caption(t("share.intro"))
        hide = st.multiselect(t("share.hide"), controls, key="share_hide", help=t("share.hide_help"))
        lock = st.multiselect(t("share.lock"), [k for k in controls if k not in hide], key="share_lock",
                              help=t("share.lock_help"))
        ask = st.multiselect(t("share.ask"), answers, key="share_ask", help=t("share.ask_help")) if answers else []
        projector = st.toggle(t("share.projector"), key="share_present")
        link = build_link(st.context.url or "", st.query_params.to_dict(), hide=hide, lock=lock, ask=ask,
                          projector=projector, lang=language())
        if hide or lock or ask or projector:         # else the link is the view's own, just above
            st.code(link, language=None, wrap_lines=True)
        st.image(qr_png(link), caption=t("share.qr"), width=180)
        st.markdown(preview(controls, hide, lock, ask))


def preview(controls, hide, lock, ask) -> str:
    """What a student will see, in three short lines."""
    free = [k for k in controls if k not in hide and k not in lock]
    lines = [t("share.preview.free", n=len(free), keys=", ".join(free) or "–")]
    if lock:
        lines.append(t("share.preview.locked", keys=", ".join(lock)))
    if hide:
        lines.append(t("share.preview.hidden", keys=", ".join(hide)))
    if ask:
        lines.append(t("share.preview.asked", keys=", ".join(ask)))
    return "  \n".join(lines)
