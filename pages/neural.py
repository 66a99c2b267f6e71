"""Neural models: the neural bigram converges to the count table; Bengio's MLP beats it; what its embeddings hold.

A thin entry: the page lives in ``ui/chapters/neural/`` (``page.render``)."""
from ui.chapters import run

run("neural")
