"""AppTest: the attention page computes the chapter's figures, follows the naming toggle, and survives odd input."""
import json

import pytest

from lm_core import tiny_transformer as tt

PAGE = "pages/attention.py"
SHIPPED = (tt.ASSET_DIR / tt.WEIGHTS_FILE).exists()
TAB = {"mech": "mechanism", "knobs": "knobs", "algebra": "algebra", "stack": "stack", "output": "output",
       "tiny": "tiny", "encoder": "encoder"}          # the stable URL ids of the tabs


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def open_tab(at, name):
    at.session_state["at_tab"] = TAB[name]
    at.run()
    assert not at.exception, [e.value for e in at.exception]
    return at


def chart_specs(at) -> str:
    """Every chart's JSON, with non-ASCII text as itself (plotly escapes it: "the²" → "the\\u00b2")."""
    return " ".join(json.dumps(json.loads(c.proto.spec), ensure_ascii=False) for c in at.get("plotly_chart"))


def test_book_example_by_default(app):
    at = app(PAGE)
    assert metric(at, "r(salta, gatto)") == "-0.503"
    assert metric(at, "r(gatto, salta)") == "-0.272"
    assert any(m.value == "α(salta, ·) = `[0.208 0.109 0.425 0.258]`" for m in at.markdown)
    captions = [c.value for c in at.caption]
    assert "book: -0.503" in captions and "book: [0.208 0.109 0.425 0.258]" in captions


def test_naming_toggle_changes_labels(app):
    at = app(PAGE)
    assert "softmax" in at.slider(key="at_temp").label
    assert "query: a_i" in chart_specs(at)
    at.radio(key="naming").set_value("plain").run()
    assert not at.exception
    assert "inverse multinomial logit" in at.slider(key="at_temp").label
    specs = chart_specs(at)
    assert "first projection: a_i" in specs and "influence weights" in specs and "query: a_i" not in specs
    table = at.dataframe[0].value
    assert list(table.iloc[:, 0])[:3] == ["query", "key", "value"]
    assert list(table.iloc[:, 1])[:3] == ["first projection W^A", "second projection W^B", "third projection W^C"]
    open_tab(at, "stack")
    assert any(h.value == "Several relations" for h in at.subheader)


def test_typed_sentence(app):
    at = app(PAGE)
    at.text_input(key="at_sent").set_value("The dog bites the man").run()
    assert not at.exception and not at.error
    assert not any(m.label == "r(salta, gatto)" for m in at.metric)
    asym = next(m.value for m in at.markdown if m.value.startswith("Asymmetry in this sentence: r("))
    assert "but r(" in asym
    assert "the²" in chart_specs(at)                    # the repeated word gets its own row
    at.toggle(key="at_causal").set_value(True).run()
    assert any("−∞" in i.value for i in at.info)


ODD_SENTENCES = [
    ("", "at least two words"), ("gatto", "One word cannot attend"), ("il gatto 😀", "letters only"),
    ("a" * 500, "One word cannot attend"), ("parola " * 40, "at most 12"), ("il g4tto", "letters only"),
    ("ab " + "z" * 25, "longer than 20 letters"),
]


def test_odd_sentences_get_a_message(app):
    at = app(PAGE)
    for text, expected in ODD_SENTENCES:
        at.text_input(key="at_sent").set_value(text).run()
        assert not at.exception
        assert any(expected in e.value for e in at.error), (text, [e.value for e in at.error])
        assert not at.metric
    at.text_input(key="at_sent").set_value("il gatto nero salta").run()     # the session still works
    assert not at.error and metric(at, "r(salta, gatto)") == "-0.503"


def test_overflow_and_saturation(app):
    at = open_tab(app(PAGE), "knobs")
    assert any("overflowed" in w.value for w in at.warning)
    at.select_slider(key="at_factor").set_value(1).run()
    assert not at.warning and any("No overflow" in s.value for s in at.success)
    readout = next(m.value for m in at.markdown if m.value.startswith("At k = "))
    assert "At k = 1024" in readout


def test_low_rank_and_invariances(app):
    at = open_tab(app(PAGE), "algebra")
    assert metric(at, "rank of M") == "3"
    assert float(metric(at, "max |e_iᵀ M e_j / √k − r_ij|")) < 1e-12
    assert metric(at, "full d × d: d²") == "1.51·10⁸"            # compact: the full digits are in the help
    assert metric(at, "two k × d tables: 2kd") == "3.15·10⁶"
    captions = [c.value for c in at.caption]
    assert "book: 150,994,944" in captions and "book: 3,145,728" in captions and "book: 48×" in captions
    assert metric(at, "times fewer") == "48×"
    df = at.dataframe[-1].value
    verdicts = list(df.iloc[:, 3])
    assert verdicts == ["changed", "unchanged (rounding)", "unchanged (rounding)", "unchanged (rounding)",
                        "unchanged (rounding)", "unchanged (rounding)", "changed"]
    gaps_before = list(df.iloc[:, 2])
    at.button(key="at_ni_new").click().run()
    assert any("Draw number 1" in c.value for c in at.caption)
    assert list(at.dataframe[-1].value.iloc[:, 2]) != gaps_before


def test_shuffle_and_positions(app):
    at = app(PAGE)
    at.text_input(key="at_sent").set_value("the dog bites the man").run()
    open_tab(at, "stack")
    assert float(metric(at, "max |scores(shuffled) − scores shuffled|")) < 1e-12
    first = next(m.value for m in at.markdown if m.value.startswith("Shuffled:"))
    at.button(key="at_shuffle").click().run()
    assert next(m.value for m in at.markdown if m.value.startswith("Shuffled:")) != first
    at.toggle(key="at_pos").set_value(True).run()
    assert float(metric(at, "max |scores(shuffled) − scores shuffled|")) > 1e-3
    assert float(metric(at, "linear stack vs its product matrix")) < 1e-12
    assert float(metric(at, "best single matrix fitted to the ReLU stack (relative error)")) > 0.1


def test_parameter_calculator(app):
    at = open_tab(app(PAGE), "output")
    assert metric(at, "per layer (12d²)") == "1.81·10⁹"
    assert metric(at, "all L layers") == "1.74·10¹¹"
    assert metric(at, "embeddings (V d, tied)") == "6.18·10⁸"
    assert metric(at, "total") == "174.6 B"
    assert any(c.value == "book: GPT-3, 1.81·10⁹ per layer, 1.74·10¹¹ stack, 0.6·10⁹ embeddings, ≈ 175 B"
               for c in at.caption)
    at.number_input(key="at_cd").set_value(768).run()
    at.number_input(key="at_cL").set_value(12).run()
    at.number_input(key="at_cH").set_value(12).run()
    assert metric(at, "per layer (12d²)") == "7.08·10⁶"
    at.button(key="at_gpt3").click().run()
    assert metric(at, "per layer (12d²)") == "1.81·10⁹"
    if SHIPPED:     # the output layer redone by hand as multinomial logistic regression on the tied embeddings
        assert float(metric(at, "largest difference from the model's own output")) < 1e-5
        assert metric(at, "parameters of its own in the output layer") == "0"


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_tiny_transformer_tab(app):
    at = open_tab(app(PAGE), "tiny")
    info = json.loads((tt.ASSET_DIR / tt.INFO_FILE).read_text())
    assert metric(at, "count table (add-one)") == "11.642"
    assert metric(at, "this transformer") == f"{info['perplexity']['val']:.3f}"
    assert len(at.get("plotly_chart")) == info["config"]["n_layer"] + 1
    assert any("largest weight above the diagonal: 0.0e+00" in c.value for c in at.caption)
    at.text_input(key="at_tiny_name").set_value("a").run()            # one character is a valid name
    assert not at.error and len(at.dataframe[-1].value) == 2


@pytest.mark.skipif(not SHIPPED, reason="run scripts/train_tiny_transformer.py first")
def test_tiny_transformer_odd_names(app):
    at = open_tab(app(PAGE), "tiny")
    for name, expected in [("zsófia", "never seen `ó`"), ("😀", "letters only"), ("anna maria", "letters only"),
                           ("a" * 500, "reads at most 15"), ("r2d2", "letters only")]:
        at.text_input(key="at_tiny_name").set_value(name).run()
        assert not at.exception
        assert any(expected in e.value for e in at.error), (name, [e.value for e in at.error])
    at.text_input(key="at_tiny_name").set_value("").run()
    assert at.info and not at.error
    at.text_input(key="at_tiny_name").set_value("Olivia").run()               # upper case is lowered
    assert not at.error and len(at.dataframe[-1].value) == 7


@pytest.mark.slow
def test_pretrained_encoder_tab(app):
    at = open_tab(app(PAGE), "encoder")
    assert not at.metric                                   # nothing loaded until asked
    at.toggle(key="at_enc_load").set_value(True).run()
    assert not at.exception
    assert metric(at, "parameters") == "22,713,216"
    assert metric(at, "layers × heads") == "6 × 12"
    assert any("`[CLS]` `the` `black` `cat`" in m.value for m in at.markdown)
    at.slider(key="at_enc_l").set_value(4).run()
    assert "Layer 4, head 1" in chart_specs(at)
    at.text_input(key="at_enc_text").set_value("I love 🐱").run()
    assert any("`[UNK]`" in m.value for m in at.markdown)
    at.text_input(key="at_enc_text").set_value("word " * 100).run()
    assert any("102 tokens" in e.value for e in at.error)
