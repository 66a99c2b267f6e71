"""The start page: the chain rule of probability, live, on the count-table model (MISSION §1).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, METRIC, Shot, TABLE

SPEC = Chapter(
    stem="home",
    order=10,
    title="common.nav.home",
    icon=":material/link:",
    group="common.nav.section.chars",
    projector=(Shot(), Shot(figure=METRIC), Shot(figure=TABLE)),
    answers=("name_ppl",),
)
