"""From counts to networks: the neural bigram, the MLP with a context window, its training and its embeddings."""
