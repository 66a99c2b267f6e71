"""The sentences page: "bank" changes meaning layer by layer, semantic search is one matrix product, and which

A thin entry: the page lives in ``ui/chapters/sentences/`` (``page.render``)."""
from ui.chapters import run

run("sentences")
