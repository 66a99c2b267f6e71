"""Every view of every page (each tab; the views from the chapters' specs), rendered once per language, with every
check that reads a render run on that one render:

- no exception, the page's title drawn, no error box, the language asked for (every language);
- no raw translation key on screen (``tests.test_sweep.raw_keys``; every language);
- no English left where the language has a translation, and untranslated catalogue texts reported as xfail
  (``tests.test_i18n_sweep.leftovers``; Italian and Hungarian);
- every chart followed by a text with its number, and the chapter's caption spot check on its caption view
  (``tests.test_captions.check_view``; English);
- a CSV button for every chart and table, holding the chart's numbers (``tests.test_export.check_csv``; English);
- the tabs the page registered are its spec's (English).

The English renders are shared with the URL fuzz (``tests/test_url_fuzz.py``) and the short-choice sweep
(``tests/test_sweep.py``) through ``tests/views.py``.
"""
from __future__ import annotations

import pytest

from tests import url_fuzz as fz
from tests import views
from tests.i18n_catalogue import texts
from tests.test_captions import check_view
from tests.test_export import check_csv
from tests.test_i18n_sweep import leftovers
from tests.test_sweep import raw_keys, rendered_text
from ui.chapters import BY_STEM


def params():
    for stem, query in views.views():
        for lang in views.LANGS:
            marks = [views.group(stem)] if lang == "en" else []
            yield pytest.param(stem, query, lang, id=f"{stem}-{views.view_id(query)}-{lang}", marks=marks)


@pytest.mark.parametrize("stem, query, lang", list(params()))
def test_view(app, stem, query, lang):
    at = views.render(stem, query, lang)
    assert not at.exception, (query, [e.value for e in at.exception])
    assert at.session_state["lang"] == lang, query
    assert at.title and at.title[0].value, (query, "no title")
    assert not at.error, (query, [e.value for e in at.error])
    found = raw_keys(rendered_text(at))
    assert not found, (stem, query, found)
    if lang != "en":
        english, missing = leftovers(texts(at), lang)
        assert not english, f"{stem} {query}: English shown where {lang} has a translation: {english}"
        if missing:
            namespaces = sorted({key.partition(".")[0] for key in missing})
            pytest.xfail(f"{lang} catalogue lacks keys shown on {stem} {query}: {namespaces}, e.g. {min(missing)}")
        return
    chapter = BY_STEM[stem]
    registered = fz.tabs(fz.registered(at)[1])
    assert sorted(registered) == sorted((chapter.tab_key, tab) for tab in chapter.tabs), (stem, registered)
    check_view(at, stem, query)
    read = check_csv(at, stem, query, views.DEFERRED)
    assert read or query != chapter.views()[0], "no chart's CSV read on the page's first view"
