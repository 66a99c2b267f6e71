"""Contextual and sentence vectors: "bank" layer by layer, semantic search, the STS benchmark (MISSION §7).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot, TABLE

SPEC = Chapter(
    stem="sentences",
    order=80,
    title="common.nav.sentences",
    icon=":material/short_text:",
    group="common.nav.section.words",
    projector=(Shot(), Shot("sent_a"), Shot("sent_q", figure=TABLE), Shot(), Shot("sent_xa", figure=TABLE)),
    answers=("bank_static",),
)
