"""RNN gradients: watch the learning signal fade through an Elman RNN, and see what gates, clipping and

The page itself is ``ui/chapters/rnn_gradients/``; this file runs the whole app (``ui.shell.main``),
so a link to the page works even as a fresh server's very first request, when Streamlit still runs a file of
``pages/`` on its own."""
from ui.shell import main

main()
