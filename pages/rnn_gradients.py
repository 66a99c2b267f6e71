"""RNN gradients: watch the learning signal fade through an Elman RNN, and see what gates, clipping and

A thin entry: the page lives in ``ui/chapters/rnn_gradients/`` (``page.render``)."""
from ui.chapters import run

run("rnn_gradients")
