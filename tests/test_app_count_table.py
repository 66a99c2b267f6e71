"""AppTest: the count-table page, its controls, the shared seed, and uploads good and bad."""
import pytest

PAGE = "pages/count_table.py"


def md(at):
    return "\n".join(m.value for m in at.markdown)


def captions(at):
    return "\n".join(c.value for c in at.main.caption)


def test_default_view_shows_the_book_figures(app):
    at = app(PAGE)
    text = md(at)
    assert "loss **2.4546**, perplexity **11.642**" in text
    assert "momakurailezitynn" in text and "(19 letters)" in text
    assert "book (after a, add-one): `.` 0.1944, `n` 0.1600, `r` 0.0967" in captions(at)
    assert [m.value for m in at.metric][:2] == ["113 / 729", "15.5%"]
    assert at.metric[2].value == "7"
    assert len(at.get("plotly_chart")) == 2


def test_alpha_zero_lists_the_culprits_and_comes_back(app):
    at = app(PAGE)
    at.select_slider(key="ct_alpha").set_value(0.0).run()
    (err,) = at.error
    assert "infinite" in err.value and "`q→o` ×2" in err.value and "`z→j`" in err.value
    df = next(d.value for d in at.dataframe if "perplexity" in d.value.columns)
    assert (df["mean NLL (nats)"] == "∞").sum() == 2           # raw table on validation and test
    at.select_slider(key="ct_alpha").set_value(1.0).run()
    assert not at.error and "2.4546" in md(at)


def test_sampling_controls(app):
    at = app(PAGE)
    at.slider(key="ct_n").set_value(5).run()
    samples_line = next(m.value for m in at.markdown if m.value.startswith("Samples:"))
    assert len(samples_line.split(":", 1)[1].split()) == 5
    at.select_slider(key="ct_temp").set_value(0.3).run()
    cold = next(m.value for m in at.markdown if m.value.startswith("Samples:"))
    assert cold != samples_line
    follow_box(at).set_value(0).run()
    assert not at.exception and at.dataframe[0].value.shape[0] >= 2


def test_seed_in_the_sidebar_changes_the_samples(app):
    at = app(PAGE)
    book = next(m.value for m in at.markdown if m.value.startswith("Samples:"))
    at.number_input(key="seed").set_value(42).run()
    assert next(m.value for m in at.markdown if m.value.startswith("Samples:")) != book
    assert at.query_params["seed"] == "42"


def test_table_controls_and_row_picker(app):
    at = app(PAGE)
    at.segmented_control(key="ct_view").set_value("probs").run()
    at.toggle(key="ct_log").set_value(False).run()
    at.toggle(key="ct_empty").set_value(True).run()
    at.toggle(key="ct_numbers").set_value(True).run()
    at.pills(key="ct_row").set_value("q").run()
    assert not at.exception
    assert "Most likely after `q`: `u`" in md(at)
    assert at.query_params["ct_row"] == "q" and at.query_params["ct_view"] == "probs"


def test_url_state_restores_the_view(app):
    at = app(PAGE, ct_alpha="0.0", ct_n="3", ct_row="z", seed="7")
    assert at.select_slider(key="ct_alpha").value == 0.0
    assert at.slider(key="ct_n").value == 3 and at.number_input(key="seed").value == 7
    assert "Most likely after `z`" in md(at)


def test_bad_url_values_fall_back_to_defaults(app):
    at = app(PAGE, ct_alpha="banana", ct_n="999", seed="-5")
    assert at.select_slider(key="ct_alpha").value == 1.0 and at.slider(key="ct_n").value == 20


HUNGARIAN = "\r\n".join(["Zsófia", "Gergő", "Niccolò", "Ádám", "Éva", "Ödön", "Réka", "Lőrinc", "Bence", "Júlia",
                         "Kristóf", "Dávid", "mary ann", "r2d2", "😀"]).encode("utf-8")


def upload(at, name, data):
    at.file_uploader(key="wordlist_file").set_value((name, data, "text/plain")).run()
    return at


def test_upload_of_an_accented_list_works_everywhere(app):
    at = upload(app(PAGE), "magyar.txt", HUNGARIAN)
    assert not at.exception and not at.error
    using = next(c.value for c in at.sidebar.caption if c.value.startswith("Using"))
    assert "magyar.txt" in using and "12 words" in using
    assert "3 line(s) set aside" in [e.label for e in at.sidebar.expander]
    assert "Most likely after" in md(at)
    assert len(at.get("plotly_chart")) == 2
    at.select_slider(key="ct_alpha").set_value(0.0).run()        # tiny data: infinities appear, no crash
    assert not at.exception
    at.switch_page("pages/home.py").run()
    at.text_input(key="name").set_value("Zsófia").run()
    assert not at.error and len(at.metric) == 6


@pytest.mark.parametrize("data, message", [
    (b"", "empty"),
    (b"\xff\xfe\xfa\x00", "not UTF-8"),
    (b"a" * 2_000_001, "limit"),
    (b"justone\n", "only 1 usable word"),
    ("😀\n🙂\n".encode(), "No line of that file"),
])
def test_bad_uploads_explain_and_keep_the_default(app, data, message):
    at = upload(app(PAGE), "bad.txt", data)
    assert not at.exception
    errors = [e.value for e in at.sidebar.error]
    assert any(message in e for e in errors), errors
    assert "loss **2.4546**" in md(at)                          # the default names are still in use
    at.slider(key="ct_n").set_value(4).run()                     # and the session still works
    assert not at.exception


# ---------------------------------------------------------------- issue 10 and 16 items of this page
def follow_box(at):
    return next(s for s in at.selectbox if s.label == "Follow one sample step by step")


def samples(at):
    return next(m.value for m in at.markdown if m.value.startswith("Samples:")).split(":", 1)[1].split()


def test_sample_intro_says_only_what_matches_the_book(app):
    from lm_core import book

    at = app(PAGE)
    intro = next(m.value for m in at.markdown if m.value.startswith("To sample"))
    assert "exactly the book's" not in intro
    assert f"`{book.SAMPLE.printed}`" in intro and f"{book.LONGEST_OF_20.printed} letters" in intro
    # and both claims hold here: the sample is drawn, and the longest of the 20 has that many letters
    words = [w.strip("*") for w in samples(at)]
    assert book.SAMPLE.value in words and max(map(len, words)) == book.LONGEST_OF_20.value


def test_book_longest_caption_only_where_its_setting_matches(app):
    at = app(PAGE)
    assert "the longest of 20 samples has 19 letters" in captions(at)
    for kind, key, value in (("select_slider", "ct_temp", 2.0), ("slider", "ct_n", 5)):
        at = app(PAGE)
        getattr(at, kind)(key=key).set_value(value).run()
        assert "longest of 20 samples" not in captions(at), key
    at = app(PAGE, seed="7")
    assert "longest of 20 samples" not in captions(at)


def test_follow_one_sample_follows_the_new_draw(app):
    at = app(PAGE)
    box = follow_box(at)
    assert box.value == max(range(20), key=lambda i: len(samples(at)[i].strip("*")))
    at.select_slider(key="ct_temp").set_value(2.0).run()
    words = [w.strip("*") for w in samples(at)]
    longest = max(range(len(words)), key=lambda i: len(words[i]))
    box = follow_box(at)
    assert box.value == longest
    assert box.format_func(box.value).endswith(words[longest])
    assert any(f"of **{words[longest]}**" in m.value for m in at.markdown if m.value.startswith("Every adjacent"))
    at.number_input(key="seed").set_value(3).run()
    words = [w.strip("*") for w in samples(at)]
    assert follow_box(at).format_func(follow_box(at).value).endswith(max(words, key=len))


def chart_spec(at, index):
    import json

    return json.loads(at.get("plotly_chart")[index].proto.spec)


def test_row_chart_title_has_no_backticks_and_the_uniform_label_sits_in_the_margin(app):
    at = app(PAGE)
    spec = chart_spec(at, 1)
    assert "`" not in spec["layout"]["title"]["text"] and "“a”" in spec["layout"]["title"]["text"]
    (label,) = [a for a in spec["layout"]["annotations"] if a["text"].startswith("uniform")]
    assert label["xref"] == "paper" and label["x"] >= 1.0 and label["xanchor"] == "left"


def test_numbers_are_compact_and_large_and_outlines_frame_the_cell(app):
    at = app(PAGE)
    at.toggle(key="ct_numbers").set_value(True).run()
    at.toggle(key="ct_empty").set_value(True).run()
    spec = chart_spec(at, 0)
    heat = spec["data"][0]
    assert max(len(x) for row in heat["text"] for x in row) <= 3
    assert "size" not in heat.get("textfont", {})          # the template's 16 px, not a per-chart size
    assert spec["layout"]["template"]["data"]["heatmap"][0]["textfont"]["size"] >= 16
    outline = spec["data"][-1]
    assert outline["marker"]["symbol"] == "square-open"
    at.segmented_control(key="ct_view").set_value("probs").run()
    heat = chart_spec(at, 0)["data"][0]
    assert max(len(x) for row in heat["text"] for x in row) <= 3


def test_smoothing_control_drives_the_table_the_row_and_the_metrics(app, names_bigram):
    at = app(PAGE)
    assert at.select_slider(key="ct_alpha").label.startswith("Smoothing")
    at.select_slider(key="ct_alpha").set_value(10.0).run()
    assert "Validation with α = 10" in md(at)
    assert "book (after a, add-one)" not in captions(at)           # the book's row is add-one only


def test_the_sentences_say_what_the_page_computes(app, names_bigram):
    """The table's caption, a followed sample's rarest pair and the alpha = 0 error against pairs counted here by a
    plain loop over the book's training and validation names (issue 45: a sentence that drifts from its value)."""
    import re
    from collections import Counter

    def pairs(words):
        return Counter((a, b) for w in words for a, b in zip("." + w, w + "."))

    train, val = pairs(names_bigram.split.train), pairs(names_bigram.split.val)
    at = app(PAGE)
    (a, b), top = train.most_common(1)[0]
    caption = next(c.value for c in at.caption if c.value.startswith("The table counts"))
    assert caption == (f"The table counts {sum(train.values()):,} pairs in {27 * 27} cells; the most frequent pair "
                       f"is {a}→{b} ({top:,} times), and {27 * 27 - len(train)} cells are empty."), caption
    every = next(m.value for m in at.markdown if m.value.startswith("Every adjacent pair of"))
    word = re.search(r"\*\*(\w+)\*\*", every).group(1)
    rarest = min(train[p] for p in zip("." + word, word + "."))
    assert (f"(the rarest {rarest} times)" if rarest > 1 else "(the rarest only once)") in every, (every, rarest)
    at.select_slider(key="ct_alpha").set_value(0.0).run()
    unseen = sum(c for p, c in val.items() if p not in train)         # occurrences, not distinct pairs
    assert f"**infinite**: {unseen} validation pairs fall in" in at.error[0].value, (at.error[0].value, unseen)
