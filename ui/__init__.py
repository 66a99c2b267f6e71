"""Shared Streamlit pieces: translation, URL state, cached data, figure builders, the sidebar.

Pages import from here instead of repeating themselves. Nothing in ``lm_core`` imports this package.
"""
