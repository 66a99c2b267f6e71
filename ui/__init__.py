"""Shared Streamlit pieces (state, projector, export, i18n, numbers, runtime, sidebar, the chart template) and the
chapters (``ui/chapters/<stem>/``: each page's sections, cached calls and figures). Nothing in ``lm_core`` imports
this package.

The built-in lessons are files (``lm_core/lessons/builtin/``) that name the app's pages, controls and answers: any
use of ``ui`` hands their loader the app's description (``ui.lesson.world``, read on the lessons' first use)."""
from lm_core.lessons import catalogue as _catalogue

from .lesson.world import world as _world

_catalogue.provide(_world)
