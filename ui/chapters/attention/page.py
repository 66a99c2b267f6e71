"""The attention page: the chapter's mechanism taken apart, then attention in trained models (MISSION §4).

The page is a list of section calls; each section (``ui/chapters/attention/*.py``, ``ui/chapters/attention/models.py``)
takes its inputs explicitly and declares the widget keys it owns.
"""

from functools import partial

from ui.chapters import stop_page
from ui.chapters.attention import sections as sec


def render() -> None:
    """Draw the page (``pages/attention.py`` calls it through ``ui.chapters.run``)."""
    sec.BAR.keep()                            # widgets of closed tabs keep their values (keys from the sections)

    example = sec.header()                    # title, lead, expanders, the sentence and the toy draw
    if example is None:                       # a sentence the toy cannot use: the message is on the page
        stop_page()
    sec.BAR.show({s.id: partial(s.render, example) for s in sec.SECTIONS})    # only the open tab runs
