"""The attention page: the chapter's mechanism taken apart, then attention in trained models (MISSION §4).

The page itself is ``ui/chapters/attention/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
