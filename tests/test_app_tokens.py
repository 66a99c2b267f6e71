"""AppTest: the tokens page draws its table, reacts to the sentence, the merges slider, the context length and the
seed."""
import json
from pathlib import Path

PAGE = "pages/tokens.py"
ROOT = Path(__file__).resolve().parent.parent
METRICS = json.loads((ROOT / "assets/tokens/tokens_metrics.json").read_text())


def text(at):
    return "\n".join(m.value for m in at.markdown)


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def test_table_ranking_and_book_figures(app):
    at = app(PAGE)
    table = frame_with(at, "bits per character")
    assert list(table["tokens"]) == ["characters", "words", "BPE-512", "BPE-2,048"]
    rows = {r["scheme"]: r for r in METRICS["rows"]}
    assert list(table["held-out tokens"]) == [rows[s]["test_tokens"] for s in ("chars", "words", "bpe512", "bpe2048")]
    body = text(at)
    assert "The character model goes from rank 1 to rank 4" in body
    info = "\n".join(i.value for i in at.info)
    assert "2.4254" in info and "2.6407" in info and "2.23" in info       # shown as the book's
    assert len(at.get("plotly_chart")) >= 4


def test_sentence_bad_inputs_and_unknown_characters(app):
    at = app(PAGE)
    assert "tokens, " in text(at) and not at.warning
    at.text_area(key="sentence").set_value("").run()
    assert not at.exception and "Type a sentence" in at.warning[0].value
    assert at.text_area(key="sentence").max_chars == 500                # the box itself stops at the cap
    at.text_area(key="sentence").set_value("x" * 501).run()              # a client that ignores max_chars
    assert not at.exception and at.session_state["sentence"] == "x" * 500 and not at.warning
    at.text_area(key="sentence").set_value("Tokyo 漢字 is far").run()
    assert not at.exception and not at.warning
    assert "`漢`" in "\n".join(i.value for i in at.info)
    assert "**characters**: 15 tokens" in text(at)


def test_merges_slider_and_context_length(app):
    at = app(PAGE)
    at.select_slider(key="merges").set_value(2048).run()
    assert not at.exception
    assert "With 2,048 merges" in text(at)
    at.select_slider(key="merges").set_value(0).run()
    assert "With 0 merges" in text(at)
    at.slider(key="ctx_m").set_value(10).run()
    assert "50,000^10 = **9.8·10⁴⁶**" in text(at)
    assert at.query_params["ctx_m"] == ["10"] or at.query_params.get("ctx_m") in ("10", ["10"])


def test_bad_link_values_fall_back(app):
    at = app(PAGE, merges="777", ctx_m="99", sentence="y" * 900)
    assert not at.exception
    assert at.select_slider(key="merges").value == 512
    assert at.slider(key="ctx_m").value == 3
    assert not at.warning


def test_a_huge_sentence_is_never_kept_nor_written_to_the_link(app):
    """Issue 27: 100,000 characters typed past the box's cap are cut to the cap on the server; in a link they are
    refused with the notice naming the parameter, and the address bar never holds them."""
    at = app(PAGE)
    at.session_state["sentence"] = "ab " * 33_334
    at.run()
    assert not at.exception and len(at.session_state["sentence"]) == 500
    assert len(at.query_params["sentence"][0] if isinstance(at.query_params["sentence"], list)
               else at.query_params["sentence"]) == 500
    at = app(PAGE, sentence="y" * 100_000)
    assert any("sentence" in toast.value for toast in at.toast)
    assert "sentence" not in at.query_params and len(at.session_state["sentence"]) < 500


def test_seed_changes_the_ladder_samples(app):
    at = app(PAGE)
    samples = lambda: next(m.value for m in at.markdown if m.value.startswith("**10 samples (sidebar seed)**"))  # noqa: E731
    before = samples()
    assert before.count("\n- ") == 6 and "GRU character model (shipped): " in before
    at.number_input(key="seed").set_value(42).run()
    after = samples()
    assert not at.exception and before != after


def test_the_sentences_say_what_the_page_computes(app):
    """What a sentence states against the page's own table or a count written out here, at a non-default context
    length and a typed sentence (issue 45: a caption that drifts from the value beside it)."""
    import re

    at = app(PAGE, ctx_m="4")
    body = text(at)
    # 27 symbols (26 letters and the end mark), four deep: 27^4 rows (written out in full below 10^7)
    assert "27^4 = **531,441** rows for characters" in body, body
    # the coverage caption reads the table's row for the chosen length, seen and never-seen in their places
    table = frame_with(at, "share seen")
    row = table[table["m"] == 4].iloc[0]
    caption = next(c.value for c in at.caption if c.value.startswith("With a context of 4 characters"))
    seen, unseen = row["share seen"].rstrip("%"), row["validation contexts never seen"].rstrip("%")
    assert seen != unseen
    assert re.search(rf"\b{re.escape(seen)}% of the possible contexts", caption), (caption, seen)
    assert f"{unseen}%" in caption.split("of the possible contexts", 1)[1], (caption, unseen)
    # the typed sentence's costs: "X pay P more than Y" is the dearest over the cheapest total, less one
    totals = {m.group(1): float(m.group(2)) for m in
              re.finditer(r"\*\*(.+?)\*\*: \d+ tokens?, ([\d.,]+) bits in total", body)}
    assert len(totals) == 4, body
    # each scheme's bits per character: its total over the sentence's characters (whatever its token count)
    chars = len(at.session_state["sentence"])
    for scheme, per_char in re.findall(r"\*\*(.+?)\*\*: \d+ tokens?, [\d.,]+ bits in total \(([\d.]+) bits per", body):
        assert abs(float(per_char) - totals[scheme] / chars) <= 0.006, (scheme, per_char, totals[scheme], chars)
    dear, cheap = max(totals.values()), min(totals.values())
    more = re.search(r"pay (\d+)% more than", "\n".join(c.value for c in at.caption))
    assert more and abs(int(more.group(1)) - 100 * (dear / cheap - 1)) <= 1, (more, totals)
