"""Shared Streamlit pieces (state, projector, export, i18n, numbers, runtime, sidebar, the chart template) and the
chapters (``ui/chapters/<stem>/``: each page's sections, cached calls and figures). Nothing in ``lm_core`` imports
this package."""
