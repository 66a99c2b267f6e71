"""Word vectors: neighbours, the analogy and its exclusion rule, evaluation, word2vec, high dimensions (MISSION §6).

The folder holds the page's sections, cached calls (``cache``) and figures (``charts``); ``SPEC`` declares it."""
from ui.spec import Chapter, Shot

SPEC = Chapter(
    stem="word_vectors",
    order=70,
    title="common.nav.wordvec",
    icon=":material/scatter_plot:",
    group="common.nav.section.words",
    projector=(Shot(), Shot("wv_a"), Shot(), Shot(), Shot()),
    tab_key="wv_tab",
    tabs=("neigh", "analogy", "eval", "train", "geom"),
    answers=("king",),
    caption_view="geom",
)
