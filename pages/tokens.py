"""Tokens and perplexity: the same model over different tokens, one scale for every model, why counting stops.

A thin entry: the page lives in ``ui/chapters/tokens/`` (``page.render``)."""
from ui.chapters import run

run("tokens")
