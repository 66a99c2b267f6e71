"""Neural models: the neural bigram converges to the count table; Bengio's MLP beats it; what its embeddings hold.

The page itself is ``ui/chapters/neural/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
