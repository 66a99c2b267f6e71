"""Lessons in the app (issue 25): a lesson alone (``flow``), the live room (``room``), the answers (``answers``).

The built-in lessons are files (``lm_core/lessons/builtin/``): this package hands their loader the app's description
(``world``: its pages, controls and answers), read on the lessons' first use."""
from lm_core.lessons import catalogue as _catalogue


def _world():
    from .world import world

    return world()


_catalogue.provide(_world)
