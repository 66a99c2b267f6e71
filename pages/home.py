"""Start page: the chain rule of probability, live, on the count-table model (and what the bigram assumes).

A thin entry: the page lives in ``ui/chapters/home/`` (``page.render``)."""
from ui.chapters import run

run("home")
