"""The word-vectors page: neighbours, the analogy and its exclusion rule, the evaluation table, training word2vec,
and the geometry of high dimensions (MISSION §6). Each section lives in ``ui/chapters/word_vectors/sections.py``."""
from ui import present
from ui.i18n import t
from ui.present import follow_tabs
from ui.chapters.word_vectors import sections as sec
from ui.sidebar import seed


def render() -> None:
    """Draw the page (``pages/word_vectors.py`` calls it through ``ui.chapters.run``)."""
    name, cutoff = sec.header()
    follow_tabs("word_vectors", "wv_tab", sec.TAB_IDS, lambda i: t(f"wv.tab.{i}"), aliases=sec.TAB_ALIASES)
    tabs = sec.tabs()

    if tabs["neigh"].open:
        with tabs["neigh"]:
            sec.neighbours(cutoff)
            sec.word_map(name, cutoff)

    if tabs["analogy"].open:
        with tabs["analogy"]:
            sec.analogy(name, cutoff)

    if tabs["eval"].open:
        with tabs["eval"]:
            sec.evaluation(cutoff)
            sec.pair_correlations(cutoff)

    if tabs["train"].open:
        with tabs["train"]:
            if present.active():          # projector mode: the toy's loss curve first; live training waits for a click
                sec.toy(seed())
                sec.training(seed())
            else:
                sec.training(seed())
                sec.toy(seed())

    if tabs["geom"].open:
        with tabs["geom"]:
            sec.distance_ratio(seed())
            sec.random_cosines(seed())
