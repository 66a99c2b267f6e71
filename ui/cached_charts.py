"""The shared chart builders of ``ui.charts``, each figure built once per server (``ui.figures.cached``), for
sections that show them as they come: ``charts.show(cached_charts.bars(...))``."""
from __future__ import annotations

from . import charts, figures

heatmap = figures.cached(charts.heatmap)
bars = figures.cached(charts.bars)
lines = figures.cached(charts.lines)
histogram = figures.cached(charts.histogram)
