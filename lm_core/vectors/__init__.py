"""Word vectors: loading GloVe, training word2vec, the analogy and its evaluation, high-dimensional geometry."""
