"""The word-vectors page: neighbours, the analogy and its exclusion rule, the evaluation table, training word2vec,
and the geometry of high dimensions (MISSION §6). Each section lives in ``ui/chapters/word_vectors/sections.py``."""
from ui import present
from ui.i18n import t
from ui.chapters.word_vectors import SPEC, sections as sec
from ui.sidebar import seed
from ui.tabs import TabBar

BAR = TabBar(SPEC, lambda i: t(f"word_vectors.tab.{i}"), aliases=sec.TAB_ALIASES)


def render() -> None:
    """Draw the page (``pages/word_vectors.py`` calls it through ``ui.chapters.run``)."""
    name, cutoff = sec.header()

    def neigh() -> None:
        sec.neighbours(cutoff)
        sec.word_map(name, cutoff)

    def evaluation() -> None:
        sec.evaluation(cutoff)
        sec.pair_correlations(cutoff)

    def train() -> None:
        if present.active():          # projector mode: the toy's loss curve first; live training waits for a click
            sec.toy(seed())
            sec.training(seed())
        else:
            sec.training(seed())
            sec.toy(seed())

    def geom() -> None:
        sec.distance_ratio(seed())
        sec.random_cosines(seed())

    BAR.run({"neigh": neigh, "analogy": lambda: sec.analogy(name, cutoff), "eval": evaluation, "train": train,
             "geom": geom})
