"""Counting names: the bigram count table, the chain rule step by step (markov), and checking a typed name."""
