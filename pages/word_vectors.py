"""The word-vectors page: neighbours, the analogy and its exclusion rule, the evaluation table, training word2vec,

The page itself is ``ui/chapters/word_vectors/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
