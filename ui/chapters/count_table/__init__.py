"""The count table: the 27×27 bigram counts, sampling, loss, perplexity, smoothing, empty cells (MISSION §1).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, METRIC, Shot, TABLE

SPEC = Chapter(
    stem="count_table",
    order=20,
    title="common.nav.count",
    icon=":material/grid_on:",
    group="common.nav.section.chars",
    projector=(Shot(), Shot(), Shot(figure=None), Shot(figure=TABLE), Shot(figure=METRIC)),
    answers=("inf_loss",),
)
