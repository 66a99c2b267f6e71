"""Tokens and perplexity: characters, words and BPE pieces on one scale; every names model on one ladder (MISSION §3).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot

SPEC = Chapter(
    stem="tokens",
    order=40,
    title="common.nav.tokens",
    icon=":material/straighten:",
    group="common.nav.section.chars",
    projector=(Shot(), Shot("merges"), Shot(), Shot()),
    answers=("char_bpc",),
)
