"""The count-table page: the bigram model built, read, sampled and scored (MISSION §1).

The page itself is ``ui/chapters/count_table/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
