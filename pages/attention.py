"""The attention page: the chapter's mechanism taken apart, then attention in trained models (MISSION §4).

A thin entry: the page lives in ``ui/chapters/attention/`` (``page.render``)."""
from ui.chapters import run

run("attention")
