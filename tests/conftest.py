"""Shared fixtures: the bundled names, their book split, and an AppTest factory."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
import torch

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

torch.set_num_threads(1)

from lm_core.bigram import BigramData  # noqa: E402
from lm_core.words import load_word_list  # noqa: E402


@pytest.fixture(scope="session")
def names():
    return load_word_list(ROOT / "assets" / "names.txt")


@pytest.fixture(scope="session")
def names_bigram(names):
    return BigramData.build(names.words)


@pytest.fixture
def app():
    """``app(page=None, **query)``: an AppTest of the whole app, optionally switched to a page file and run."""
    from streamlit.testing.v1 import AppTest

    def make(page: str | None = None, timeout: float = 60, **query) -> AppTest:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=timeout)
        for k, v in query.items():
            at.query_params[k] = str(v)
        if page:
            at.switch_page(page)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        return at

    return make
