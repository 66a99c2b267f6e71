"""Attention: the weighted average and its algebra, and the tiny trained transformer."""
