"""The count-table page: the bigram model built, read, sampled and scored (MISSION §1).

A thin entry: the page lives in ``ui/chapters/count_table/`` (``page.render``)."""
from ui.chapters import run

run("count_table")
