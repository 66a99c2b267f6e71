"""AppTest: the RNN-gradients page, every control driven, the numbers checked against lm_core."""
import pytest

from lm_core import gated_cells as gc
from lm_core import rnn_jacobians as rj
from lm_core import rnn_training as rt
from lm_core.words import BOOK_SEED

PAGE = "pages/rnn_gradients.py"


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def markdown(at):
    return "\n".join(m.value for m in at.markdown)


@pytest.fixture
def page(app):
    """A fresh AppTest of the page for each test: no test depends on what another one moved."""
    return app(PAGE, timeout=180)


def test_default_curve_is_lm_core(page):
    c = rj.gradient_curve(rj.RNNConfig(seed=BOOK_SEED))
    assert metric(page, "‖∂h_T/∂h_0‖ (k = 100)") == f"{c.norms[-1]:.2e}"
    assert metric(page, "spectral radius") == f"{c.spectral_radius:.3f}"
    assert "vanishes here" in markdown(page)
    assert len(page.get("plotly_chart")) >= 8


def test_vanishing_controls(page):
    at = page
    at.radio(key="rnn_draw").set_value("orthogonal").run()
    at.radio(key="rnn_nl").set_value("none").run()
    at.slider(key="rnn_s").set_value(1.2).run()
    assert not at.exception
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 100)") == f"{1.2 ** 100:.2e}" == metric(at, "bound ‖W_hh‖^100")
    assert "explodes here" in markdown(at)
    assert at.query_params["rnn_draw"] == "orthogonal" and at.query_params["rnn_s"] == "1.2"
    at.select_slider(key="rnn_d").set_value(32).run()
    at.slider(key="rnn_T").set_value(50).run()
    at.radio(key="rnn_nl").set_value("tanh").run()
    at.slider(key="rnn_in").set_value(2.0).run()
    c = rj.gradient_curve(rj.RNNConfig(hidden=32, length=50, draw="orthogonal", s=1.2, nonlin="tanh",
                                       input_scale=2.0, seed=BOOK_SEED))
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 50)") == f"{c.norms[-1]:.2e}"
    assert not at.exception


def test_forget_bias_and_the_arithmetic(page):
    at = page
    arith = frame_with(at, "after 100 steps")
    assert list(arith["after 100 steps"][:2]) == ["0.905", "0.000027"]
    assert list(arith["book"][:2]) == ["0.905", "0.000027"]
    at.select_slider(key="rnn_fb").set_value(0.0).run()
    arith = frame_with(at, "after 100 steps")
    assert arith["factor per step"][2] == "σ(0) = 0.500"
    assert arith["after 100 steps"][2] == f"{0.5 ** 100:.3g}"
    assert any("does **not** set this bias" in c.value for c in at.caption)


def test_endless_stream_slider(page):
    at = page
    at.slider(key="rnn_stream").set_value(500).run()
    import torch
    gen = torch.Generator().manual_seed(BOOK_SEED)
    w = gc.with_forget_bias(gc.init_weights(4, 8, 16, gen), 1.0)
    x = torch.randn(500, 8, generator=gen, dtype=torch.float64)
    old = gc.endless_stream(w, x, forget_gate=False)
    assert metric(at, "1997 cell: final max |c|") == f"{old['c_norm'][-1]:.0f}"


def test_clipping_threshold(page):
    at = page
    at.select_slider(key="rnn_tau").set_value(0.5).run()
    assert metric(at, "‖g‖ after clipping") == "0.5"
    assert metric(at, "cosine(before, after)") == "1.000000"
    assert "blows up at step" in markdown(at)


def test_truncation_slider(page):
    at = page
    at.slider(key="rnn_tr").set_value(8).run()
    b = rt.last_boundary(60, 8)
    assert f"All {b} inputs before the last boundary (t < {b}) get a gradient of exactly 0" in markdown(at)


@pytest.mark.slow
def test_truncation_experiment_toggle(page):
    at = page
    at.select_slider(key="rnn_xT").set_value(6).run()
    assert any("Switch on the training" in i.value for i in at.info)
    at.toggle(key="rnn_exp").set_value(True).run()
    assert not at.exception
    table = frame_with(at, "accuracy on fresh streams")
    assert list(table["delay"]) == [2, 10]
    short, long_ = (float(v.rstrip("%")) / 100 for v in table["accuracy on fresh streams"])
    assert short > 0.95 and abs(long_ - 0.5) < 0.1


def test_parameter_calculator(page):
    at = page
    table = frame_with(at, "counted on the nn module")
    assert list(table["blocks × (d(d + d_x) + 2d)"]) == ["24,832", "74,496", "99,328"]
    assert list(table["counted on the nn module"]) == ["24,832", "74,496", "99,328"]
    assert list(table["book (64, 128)"]) == ["24,832", "74,496", "99,328"]
    at.number_input(key="rnn_dx").set_value(3).run()
    at.number_input(key="rnn_dh").set_value(5).run()
    table = frame_with(at, "counted on the nn module")
    assert list(table["blocks × (d(d + d_x) + 2d)"]) == [f"{gc.param_count(c, 3, 5):,}" for c in gc.BLOCKS]
    assert list(table["book (64, 128)"]) == ["", "", ""]
    assert "GRU / LSTM = **0.7500**" in markdown(at)


def test_gru_pair_matches_nn_gru(page):
    assert float(metric(page, "ours vs nn.GRU: max diff")) < 1e-12
    assert float(metric(page, "largest ‖h_Cho − h_PyTorch‖")) > 0.01


def test_padding_table_and_bad_input(page):
    at = page
    table = frame_with(at, "h_n[-1] packed")
    assert all(v.startswith("✓") for v in table["h_n[-1] packed"])
    assert all(v.startswith("✓") for v in table["h at true last word"])
    assert [v.startswith("✓") for v in table["h[:, -1] padded"]] == [True, False, False, False]
    at.radio(key="rnn_cell").set_value("LSTM").run()
    table = frame_with(at, "h_n[-1] packed")
    assert [v.startswith("✓") for v in table["h[:, -1] after pad_packed"]] == [True, False, False, False]
    at.text_area(key="rnn_sent").set_value("   \n").run()
    assert any("at least one sentence" in w.value for w in at.warning)
    at.text_area(key="rnn_sent").set_value("\n".join(["a b"] * 9)).run()
    assert any("at most 8 sentences" in e.value for e in at.error)
    assert not at.exception
    at.text_area(key="rnn_sent").set_value("one two three\nfour").run()
    table = frame_with(at, "h_n[-1] packed")
    assert list(table["words"]) == [3, 1]


def test_cost_slider(page):
    at = page
    at.select_slider(key="rnn_dc").set_value(1024).run()
    assert "while n < d (here d = 1024)" in markdown(at)
    assert "The scan equals the loop" in markdown(at)


def test_seed_from_the_url_changes_the_draw(app):
    at = app(PAGE, seed=1)
    c = rj.gradient_curve(rj.RNNConfig(seed=1))
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 100)") == f"{c.norms[-1]:.2e}"
