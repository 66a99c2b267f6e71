"""What a page run reads once instead of at every call (issue 24): the language and naming of ``t()``, kept for the
script run they were read in and only once both are registered; a model's weight digest, kept while its tensors
are unchanged."""
from __future__ import annotations

import torch

from lm_core.neural.mlp import MLPConfig, MLPParams, init_params as init


def _script():
    import streamlit as st

    from ui.i18n import run_scope, t
    from ui.state import url_state

    with run_scope():                                                   # what app.py's page run opens
        st.markdown(t("common.sidebar.settings"))                       # before lang and naming are registered
        st.radio("lang", ["en", "it", "hu"], key=url_state("lang", "en", choices=["en", "it", "hu"]))
        st.markdown(t("common.sidebar.settings"))                       # lang registered, naming not yet
        st.radio("naming", ["ml", "plain"], key=url_state("naming", "ml", choices=["ml", "plain"]))
        st.markdown(t("common.sidebar.settings"))                       # both: kept for the rest of this run
        st.markdown(t("common.sidebar.settings"))


def test_language_follows_each_run_and_the_url_on_the_first():
    from streamlit.testing.v1 import AppTest

    from ui.i18n import lookup

    en, it, hu = (lookup("common.sidebar.settings", lang) for lang in ("en", "it", "hu"))
    assert len({en, it, hu}) == 3
    at = AppTest.from_function(_script)
    at.query_params["lang"] = "it"
    at.run()
    assert [m.value for m in at.markdown] == [it] * 4                 # the URL's language from the first line on
    at.radio(key="lang").set_value("hu").run()
    assert [m.value for m in at.markdown] == [hu] * 4                 # the next run reads the new choice
    at.radio(key="lang").set_value("en").run()
    assert [m.value for m in at.markdown] == [en] * 4


def test_naming_is_not_kept_before_the_sidebar_registers_it():
    """On a session's first run ``naming`` reads as the default until ``url_state`` seeds it from the link; the texts
    after that point follow the link (a memo taken too early would keep "ml" for the whole run)."""
    from streamlit.testing.v1 import AppTest

    def script():
        import streamlit as st

        from ui.i18n import run_scope, t
        from ui.state import url_state

        with run_scope():
            url_state("lang", "en", choices=["en"])
            st.markdown(t("attention.name.query"))
            st.radio("naming", ["ml", "plain"], key=url_state("naming", "ml", choices=["ml", "plain"]))
            st.markdown(t("attention.name.query"))

    from ui.i18n import lookup

    ml, plain = lookup("attention.name.query", "en", "ml"), lookup("attention.name.query", "en", "plain")
    assert ml != plain
    at = AppTest.from_function(script)
    at.query_params["naming"] = "plain"
    at.run()
    assert [m.value for m in at.markdown] == [ml, plain]
    at.radio(key="naming").set_value("ml").run()
    assert [m.value for m in at.markdown] == [ml, ml]


def _fresh_digest(p: MLPParams) -> str:
    return MLPParams(*(getattr(p, n).clone() for n in ("C", "W1", "b1", "W2", "b2"))).fingerprint()


def test_weight_digest_is_kept_while_the_weights_are_unchanged():
    p = init(MLPConfig(context=2), 27, torch.Generator().manual_seed(1))
    first = p.fingerprint()
    assert p.fingerprint() == first == _fresh_digest(p)
    with torch.no_grad():
        p.W1.add_(1.0)                                                 # an in-place change: a new digest
    assert p.fingerprint() != first and p.fingerprint() == _fresh_digest(p)
    q = MLPParams(*(getattr(p, n) for n in ("C", "W1", "b1", "W2", "b2")))
    assert q.fingerprint() == p.fingerprint() and q == p               # the kept digest is not a dataclass field


def test_a_run_that_raises_keeps_no_language_for_what_comes_after(monkeypatch):
    """The memo lives for one page run only: a run whose page raises (a bad input, a bug) hands it back too, so a
    callback or the next code outside a run reads the visitor's current language, not the failed run's."""
    from types import SimpleNamespace

    import pytest

    from ui import i18n

    state = {"lang": "it", "naming": "ml"}
    monkeypatch.setattr(i18n, "st", SimpleNamespace(session_state=state, query_params={}, context=None))
    with pytest.raises(RuntimeError):
        with i18n.run_scope():
            assert i18n.language() == "it"
            state["lang"] = "hu"
            assert i18n.language() == "it"                 # kept for the rest of this run
            raise RuntimeError("the page failed")
    assert i18n.language() == "hu"                         # outside the run: the session's language again
    with i18n.run_scope():
        assert i18n.language() == "hu"                     # and the next run reads it afresh
