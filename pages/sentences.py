"""The sentences page: "bank" changes meaning layer by layer, semantic search is one matrix product, and which

The page itself is ``ui/chapters/sentences/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
