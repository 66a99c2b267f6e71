"""The count-table page in Italian and Hungarian: it renders in both languages, in each of its states, without a
missing or mistyped key or an English string of the page left on screen. The catalogue itself (same keys,
placeholders and markup as English, every value translated, the hovertemplate's Plotly fields) is checked in
tests/test_i18n_catalogues.py."""
import json
from pathlib import Path

import pytest

from tests.i18n_catalogue import check_shown, english_decimals, texts

from ui.chapters.count_table.cache import MAX_SAMPLE_LEN
from ui.numbers import format_text
from ui.strings import count_table as strings

ROOT = Path(__file__).resolve().parent.parent
PAGE = "pages/count_table.py"
LANGS = {"it": strings.IT, "hu": strings.HU}

# ------------------------------------------------------------------------------------------- the page, rendered


def check_translated(at, lang: str) -> list[str]:
    """No raw key and no untranslated English text of this namespace on screen; returns what is shown."""
    assert not english_decimals(at, lang), english_decimals(at, lang)
    return check_shown(texts(at), strings, lang)


def heatmap(at) -> tuple[dict, str]:
    """The count table's heatmap trace and the hovertemplate of its cells (an invisible scatter on top)."""
    spec = next(sp for sp in (json.loads(c.proto.spec) for c in at.get("plotly_chart"))
                if sp["data"][0].get("type") == "heatmap")
    hovers = [tr["hovertemplate"] for tr in spec["data"] if "customdata" in tr and "hovertemplate" in tr]
    assert len(hovers) == 1
    return spec["data"][0], hovers[0]


@pytest.mark.parametrize("lang", LANGS)
def test_default_page_renders_translated(page_in, names_bigram, lang):
    cat = LANGS[lang]
    at = page_in(PAGE, lang)
    shown = check_translated(at, lang)
    assert at.title[0].value == cat["count_table.title"]
    assert {cat[k] for k in ("count_table.lead", "count_table.sample.header", "count_table.metrics.header",
                             "count_table.metrics.intro",
                             "count_table.empty.header", "count_table.empty.intro",
                             "count_table.table.click")} <= set(shown)
    longest = cat["count_table.sample.longest"].split("**")[0]
    assert any(s.startswith(longest) and s != strings.EN["count_table.sample.longest"] for s in shown)
    assert {cat[f"count_table.empty.{k}"] for k in ("cells", "share", "val_hits", "test_hits")} <= set(shown)
    assert {cat[k] for k in ("count_table.table.log", "count_table.table.empty", "count_table.table.numbers",
                             "count_table.sample.n",
                             "count_table.sample.temperature", "count_table.metrics.alpha")} <= set(shown)
    columns = {str(c) for d in at.dataframe for c in d.value.columns}
    assert {cat[f"count_table.sample.col.{k}"] for k in ("step", "from", "to", "p", "count")} <= columns
    assert {cat[f"count_table.metrics.col.{k}"] for k in ("model", "loss", "ppl", "bits", "zero", "finite")} <= columns
    metrics = next(d.value for d in at.dataframe if cat["count_table.metrics.col.model"] in d.value.columns)
    assert set(metrics[cat["count_table.metrics.col.model"]]) == {
        cat["count_table.metrics.model.uniform"], cat["count_table.metrics.model.raw"],
        cat["count_table.metrics.model.smooth"].format(alpha=1.0)}
    # the chart texts: row chart title, axis titles, the heatmap's hover and colour bar
    a_total = int(names_bigram.N[names_bigram.vocab.stoi["a"]].sum())
    assert format_text(cat["count_table.row.title"], lang, dict(ch="a", total=a_total)) in shown     # 27 130 in it/hu
    assert {cat["count_table.table.x"], cat["count_table.table.y"],
            cat["count_table.row.y"].format(ch="a")} <= set(shown)
    hm, hover = heatmap(at)
    assert hover == cat["count_table.table.hover"]
    assert hm["colorbar"]["title"]["text"] == cat["count_table.table.colorbar.log"]
    captions = "\n".join(c.value for c in at.main.caption)
    assert cat["count_table.row.book"] in captions and cat["count_table.metrics.book_note"] in captions
    assert cat["count_table.sample.book_note"] in captions
    body = "\n".join(m.value for m in at.markdown)
    assert cat["count_table.sample.verdict.fake"] in body                 # the longest of the book's draws is no name
    follow = next(s for s in at.selectbox if (s.key or "").startswith("ct_follow_"))
    real = next(i for i, w in enumerate(follow.options) if w.split(". ", 1)[1] in set(names_bigram.split.train))
    follow.set_value(real).run()                                     # the book's seed draws one training name
    assert not at.exception, [e.value for e in at.exception]
    assert cat["count_table.sample.verdict.real"] in "\n".join(m.value for m in at.markdown)
    check_translated(at, lang)


@pytest.mark.parametrize("lang", LANGS)
def test_raw_table_probabilities_and_hot_samples_render_translated(page_in, lang):
    """α = 0 (the infinite-loss message and its culprits), the probability view without log colour, numbers in
    the cells, 50 samples at temperature 3 with seed 15 (their longest hits the safety stop)."""
    cat = LANGS[lang]
    at = page_in(PAGE, lang, ct_alpha="0.0", ct_view="probs", ct_n="50", ct_temp="3.0", seed="15")
    at.toggle(key="ct_log").set_value(False).run()
    at.toggle(key="ct_numbers").set_value(True).run()
    at.toggle(key="ct_empty").set_value(True).run()
    assert not at.exception, [e.value for e in at.exception]
    check_translated(at, lang)
    (err,) = at.error
    assert err.value.startswith(cat["count_table.metrics.infinite"].split("{n}")[0])
    assert cat["count_table.metrics.culprit_times"].format(a="q", b="o", c=2) in err.value
    assert heatmap(at)[0]["colorbar"]["title"]["text"] == cat["count_table.table.colorbar.probs"]
    assert [w.value for w in at.warning] == [cat["count_table.sample.truncated"].format(n=MAX_SAMPLE_LEN)]
    body = "\n".join(m.value for m in at.markdown)
    assert cat["count_table.sample.verdict.fake"] in body
    assert cat["count_table.metrics.summary"].format(alpha=0.0, loss="∞", ppl="∞") in body
    metrics = next(d.value for d in at.dataframe if cat["count_table.metrics.col.model"] in d.value.columns)
    assert cat["count_table.metrics.model.raw"] in set(metrics[cat["count_table.metrics.col.model"]])
