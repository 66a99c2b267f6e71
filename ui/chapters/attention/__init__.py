"""Attention: the mechanism taken apart, its knobs and algebra, heads and depth, trained models (MISSION §4).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot

SPEC = Chapter(
    stem="attention",
    order=50,
    title="common.nav.attention",
    icon=":material/visibility:",
    group="common.nav.section.mechanisms",
    projector=(Shot("at_temp"), Shot("at_kmax"), Shot(), Shot("at_H"), Shot(""), Shot("at_tiny_name"),
               Shot("at_enc_load", figure=None)),
    tab_key="at_tab",
    tabs=("mechanism", "knobs", "algebra", "stack", "output", "tiny", "encoder"),
    answers=("attn_rank",),
    caption_view="mechanism",
)
