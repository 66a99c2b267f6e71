"""Tokens and perplexity: characters, words and BPE pieces on one scale, and the ladder of the names' models."""
