"""Neural models: the one-layer network that becomes the count table, the MLP with a context, embeddings (MISSION §2).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot, TABLE

SPEC = Chapter(
    stem="neural",
    order=30,
    title="common.nav.neural",
    icon=":material/hub:",
    group="common.nav.section.chars",
    projector=(Shot(), Shot(figure=TABLE), Shot(), Shot()),
    answers=("mlp_ppl",),
)
