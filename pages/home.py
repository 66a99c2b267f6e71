"""Start page: the chain rule of probability, live, on the count-table model (and what the bigram assumes).

The page itself is ``ui/chapters/home/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
