"""The word-vectors page: neighbours, the analogy and its exclusion rule, the evaluation table, training word2vec,

A thin entry: the page lives in ``ui/chapters/word_vectors/`` (``page.render``)."""
from ui.chapters import run

run("word_vectors")
