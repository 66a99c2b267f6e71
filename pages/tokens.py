"""Tokens and perplexity: the same model over different tokens, one scale for every model, why counting stops.

The page itself is ``ui/chapters/tokens/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
