"""AppTest: the sentences page, driven through its widgets (both models load once per test process)."""
from __future__ import annotations

import pytest

from ui.chapters.sentences import cache as sc

PAGE = "pages/sentences.py"


def frame(at, column):
    frames = [d.value for d in at.dataframe] + [d.value.reset_index() for d in at.table]
    return next(f for f in frames if column in f.columns)


@pytest.fixture
def page(app):
    return app(PAGE, timeout=240)


def test_first_load_draws_bank_curves_table_and_search(page):
    at = page
    assert not at.error
    assert len(at.get("plotly_chart")) >= 4                  # two layer charts, your sentences, the method bars
    static = next(m.value for m in at.markdown if m.value.startswith("**Static row.**"))
    assert static.count("1.000000") == 3                      # ours (two models) and the book's
    table = frame(at, "Spearman ρ (cosine vs human)")
    assert len(table) == 6
    minilm = table[table["method"] == "MiniLM, mean-pooled"]["Spearman ρ (cosine vs human)"].iloc[0]
    assert float(minilm) >= 0.80
    claims = [m.value for m in at.markdown if m.value.startswith("- ") and "ρ" in m.value]
    assert len(claims) == 4
    assert "worse than counting shared words" in claims[0] and claims[0].endswith("Holds here.")
    assert "averaging word vectors" in claims[1] and claims[1].endswith("Does **not** hold on our models.")
    assert claims[2].endswith("Holds here.") and claims[3].endswith("Holds here.")
    hits = frame(at, "indexed sentence")
    assert len(hits) == 5 and "top hat rides a white horse" in hits["indexed sentence"].iloc[0]
    _sentences_say_what_the_page_draws(at)


def _sentences_say_what_the_page_draws(at) -> None:
    """On the same run (a sentences page run is the costliest of the suite): each model's caption and summary
    against its own layer chart (the last layer; the layer where the two senses are closest), the STS pairs left
    out as the full set less the pairs used, the paraphrases' median by ``statistics.median`` (issue 45: a sentence
    that drifts from the value beside it)."""
    import json
    import re
    import statistics

    from ui.strings import sentences as strings

    for model in sc.MODELS:
        short = strings.EN[f"sentences.short.{model}"]
        spec = json.loads(next(c for c in at.get("plotly_chart") if f"sent_fig_bank_{model}" in c.proto.id).proto.spec)
        series = {tr["name"]: tr["y"] for tr in spec["data"]}
        ab, river = series[strings.EN["sentences.s1.ab"]], series[strings.EN["sentences.s1.river"]]
        caption = next(c.value for c in at.caption if c.value.startswith(f"{short}, last layer"))
        assert f"“bank” at {ab[-1]:.3f}, the two river sentences at {river[-1]:.3f}" in caption, (caption, ab, river)
        low = min(range(len(ab)), key=ab.__getitem__)
        summary = next(m.value for m in at.markdown if m.value.startswith(f"- {short}: at layer"))
        assert summary.startswith(f"- {short}: at layer {low} the two senses are at {ab[low]:.3f}"), (summary, ab)
    data = next(m.value for m in at.markdown if "STS-benchmark test pairs with human scores" in m.value)
    n, dropped = (int(x.replace(",", "")) for x in re.search(r"^([\d,]+) STS.*?the ([\d,]+) MSRpar", data).groups())
    full = re.search(r"MiniLM on all ([\d,]+) pairs", "\n".join(m.value for m in at.markdown))
    assert full and n + dropped == int(full.group(1).replace(",", "")), (data, full)
    result = next(m.value for m in at.markdown if "paraphrase pairs (their median is" in m.value)
    median = float(re.search(r"their median is ([\d.]+)", result).group(1))
    assert median == pytest.approx(statistics.median(sc.paraphrase_cosines()["minilm"]), abs=5e-4), result


def test_typed_sentences_and_bad_input(page):
    at = page
    at.text_input(key="sent_b").set_value("The boat drifted toward the muddy bank of the lake.").run()
    assert not at.warning and any(m.value.startswith("Static row: 1.000000") for m in at.markdown)
    at.text_input(key="sent_w").set_value("river").run()
    assert any("does not occur as a whole word" in w.value for w in at.warning)
    at.text_input(key="sent_a").set_value("   ").run()
    assert any("sentence is empty" in w.value for w in at.warning)
    at.text_input(key="sent_w").set_value("bank").run()
    at.text_input(key="sent_a").set_value(" ".join(["bank"] * 70)).run()
    assert len(at.text_input(key="sent_a").value) == 300 and not at.exception   # the box stops at 300 characters
    at.radio(key="sent_m").set_value("mlm").run()
    at.text_input(key="sent_a").set_value("x " * 70 + "bank").run()      # 144 characters, > 64 word pieces
    assert any("word pieces long; this model takes at most 64" in w.value for w in at.warning)
    at.text_input(key="sent_w").set_value("two words").run()
    assert any("single word" in w.value for w in at.warning)
    assert not at.exception


def test_other_model_and_non_english(page):
    at = page
    at.radio(key="sent_m").set_value("mlm").run()
    at.text_input(key="sent_a").set_value("Er saß am Ufer, die Bank war nass.").run()
    at.text_input(key="sent_b").set_value("Die Bank hat heute geschlossen.").run()
    assert not at.warning and not at.exception
    assert any(m.value.startswith("Static row: 1.000000") for m in at.markdown)


def test_search_methods_and_empty_query(page):
    at = page
    for method in sc.METHODS:
        at.selectbox(key="sent_sm").set_value(method).run()
        assert not at.exception
        assert len(frame(at, "indexed sentence")) == 5
    at.text_input(key="sent_q").set_value("").run()
    assert any("Type a query" in i.value for i in at.info)


def test_bad_link_values_fall_back(app):
    at = app(PAGE, timeout=240, sent_m="gpt5", sent_sm="zzz")
    assert at.radio(key="sent_m").value == "minilm"
    assert at.selectbox(key="sent_sm").value == "minilm"


def test_blind_spot_pair_typed_and_bad_input(page):
    at = page
    table = frame(at, "your pair")
    assert list(table["method"]) == [sc_label(m) for m in sc.METHODS]
    assert list(table["your pair"]) == list(table["swapped subject/object"])       # the default is the swap pair
    at.text_input(key="sent_xa").set_value(sc.NEGATION_PAIR[0]).run()
    at.text_input(key="sent_xb").set_value(sc.NEGATION_PAIR[1]).run()
    table = frame(at, "your pair")
    assert list(table["your pair"]) == list(table["added negation"])
    assert table[table["method"] == sc_label("overlap")]["your pair"].iloc[0] == "0.800"     # 4 shared of 5 words
    at.text_input(key="sent_xb").set_value("  ").run()
    assert any("sentence is empty" in i.value for i in at.info) and not at.exception
    at.text_input(key="sent_xb").set_value("The man bit the dog, and then a long sentence " * 7).run()
    assert len(at.text_input(key="sent_xb").value) == 300 and not at.exception


def sc_label(method):
    from ui.strings.sentences import EN

    return EN[f"sentences.m.{method}"]
