"""AppTest: the RNN-gradients page, every control of every tab driven, the numbers checked against lm_core.

Each test opens its own page (its tab through the URL), so the tests run in any order."""
import json
import math
import random

import pytest

from lm_core import book
from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from lm_core.rnn import rnn_training as rt
from ui.chapters.rnn_gradients import sections

PAGE = "pages/rnn_gradients.py"


def metric(at, label):
    return next(m.value for m in at.metric if m.label == label)


def frame_with(at, column):
    return next(d.value for d in at.dataframe if column in d.value.columns)


def markdown(at):
    return "\n".join(m.value for m in at.markdown)


def figure(at, key):
    return json.loads(next(c for c in at.get("plotly_chart")
                           if c.proto.id.endswith(key) or key in c.proto.id).proto.spec)


@pytest.fixture
def tab(app):
    return lambda name, **query: app(PAGE, timeout=180, rnn_tab=name, **query)


def test_default_curve_is_lm_core(tab):
    at = tab("vanish")
    c = rj.gradient_curve(rj.RNNConfig(seed=book.SEED))
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 100)") == f"{c.norms[-1]:.2e}"
    assert metric(at, "spectral radius") == f"{c.spectral_radius:.3f}"
    assert "vanishes here" in markdown(at)
    assert len(at.get("plotly_chart")) == 2         # only the open tab runs


def test_main_curve_names_its_axis_apart_from_the_s_control(tab):
    at = tab("vanish")
    spec = figure(at, "rnn_curve")
    title = spec["layout"]["yaxis"]["title"]["text"]
    assert "∂h<sub>T</sub>/∂h<sub>T−k</sub>" in title and "spectral norm" not in title


def test_vanishing_controls(tab):
    at = tab("vanish")
    at.radio(key="rnn_draw").set_value("orthogonal").run()
    at.radio(key="rnn_nl").set_value("none").run()
    at.select_slider(key="rnn_s").set_value(1.2).run()
    assert not at.exception
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 100)") == f"{1.2 ** 100:.2e}" == metric(at, "bound ‖W_hh‖^100")
    assert "explodes here" in markdown(at)
    assert at.query_params["rnn_draw"] == "orthogonal" and at.query_params["rnn_s"] == "1.2"
    at.select_slider(key="rnn_d").set_value(32).run()
    at.slider(key="rnn_T").set_value(50).run()
    at.radio(key="rnn_nl").set_value("tanh").run()
    at.select_slider(key="rnn_in").set_value(2.0).run()
    c = rj.gradient_curve(rj.RNNConfig(hidden=32, length=50, draw="orthogonal", s=1.2, nonlin="tanh",
                                       input_scale=2.0, seed=book.SEED))
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 50)") == f"{c.norms[-1]:.2e}"
    assert not at.exception


def test_settings_survive_a_tab_change(tab):
    at = tab("vanish", rnn_s=1.3, rnn_tau=5.0)
    at.session_state["rnn_tab__tabs"] = "2 · Gates"
    at.run()
    assert at.query_params["rnn_tab"] == "gates"
    assert at.query_params["rnn_s"] == "1.3" and at.query_params["rnn_tau"] == "5.0"
    assert "Elman RNN of tab 1 (d = 64)" in json.dumps(figure(at, "rnn_gates"), ensure_ascii=False)


def test_forget_bias_help_says_what_the_chapter_says(tab):
    at = tab("gates")
    help_text = at.select_slider(key="rnn_fb").help
    assert "keeps it open" not in help_text and "or more" not in help_text
    sig1 = 1 / (1 + math.exp(-1))
    assert f"σ(1) = {sig1:.3f}" in help_text and f"{sig1 ** 100:.1e}" in help_text
    assert "halves" in help_text


def test_forget_bias_and_the_arithmetic(tab):
    at = tab("gates")
    arith = frame_with(at, "after 100 steps")
    assert list(arith["after 100 steps"][:2]) == [f"{0.999 ** 100:.3f}", f"{0.9 ** 100:.6f}"]
    assert list(arith["book"][:2]) == [book.PATH_0999.printed, book.PATH_09.printed]
    at.select_slider(key="rnn_fb").set_value(0.0).run()
    arith = frame_with(at, "after 100 steps")
    assert arith["factor per step"][2] == "σ(0) = 0.500"
    assert arith["after 100 steps"][2] == f"{0.5 ** 100:.3g}"
    assert any("does **not** set this bias" in c.value for c in at.caption)


def test_endless_stream_slider(tab):
    import torch
    at = tab("gates")
    at.slider(key="rnn_stream").set_value(500).run()
    gen = torch.Generator().manual_seed(book.SEED)
    w = gc.with_forget_bias(gc.init_weights(4, 8, 16, gen), 1.0)
    x = torch.randn(500, 8, generator=gen, dtype=torch.float64)
    old = gc.endless_stream(w, x, forget_gate=False)
    new = gc.endless_stream(w, x, forget_gate=True)
    assert metric(at, "1997 cell: final max |c|") == f"{old['c_norm'][-1]:.0f}"
    # each of the four numbers is its own run's (the 1997 cell's saturation differs from the forget gate's)
    assert metric(at, "forget gate: max |c| ever") == f"{max(new['c_norm']):.2f}"
    assert metric(at, "1997 cell: saturated") == f"{old['saturated'][-1]:.0%}"
    assert metric(at, "forget gate: saturated") == f"{new['saturated'][-1]:.0%}"
    assert f"{old['saturated'][-1]:.0%}" != f"{new['saturated'][-1]:.0%}"      # so a swapped run shows


def test_parameter_calculator(tab):
    at = tab("gates")
    table = frame_with(at, "counted on the nn module")
    ours = [f"{gc.param_count(c, 64, 128):,}" for c in gc.BLOCKS]
    assert list(table["blocks × (d(d + d_x) + 2d)"]) == ours
    assert list(table["counted on the nn module"]) == ours
    assert list(table["book (64, 128)"]) == [f"{book.RNN_PARAMS_64_128[c].value:,}" for c in gc.BLOCKS] == ours
    at.number_input(key="rnn_dx").set_value(3).run()
    at.number_input(key="rnn_dh").set_value(5).run()
    table = frame_with(at, "counted on the nn module")
    assert list(table["blocks × (d(d + d_x) + 2d)"]) == [f"{gc.param_count(c, 3, 5):,}" for c in gc.BLOCKS]
    assert list(table["book (64, 128)"]) == ["", "", ""]
    assert "GRU / LSTM = **0.7500**" in markdown(at)


def test_gru_pair_matches_nn_gru(tab):
    at = tab("gates")
    assert float(metric(at, "ours vs nn.GRU: max diff")) < 1e-12
    assert float(metric(at, "largest ‖h_Cho − h_PyTorch‖")) > 0.01


def test_clipping_threshold_and_the_death_mark(tab):
    at = tab("clip")
    at.select_slider(key="rnn_tau").set_value(0.5).run()
    assert metric(at, "‖g‖ after clipping") == "0.5"
    assert metric(at, "cosine(before, after)") == "1.000000"
    assert "blows up at step" in markdown(at)
    _, raw, _ = __import__("ui.chapters.rnn_gradients.cache", fromlist=["clipping"]).clipping(0.5, book.SEED)
    died = next(i + 1 for i, v in enumerate(raw["loss"]) if not math.isfinite(v))
    notes = [a["text"] for a in figure(at, "rnn_clip")["layout"].get("annotations", [])]
    assert f"∞ at step {died}" in notes


def test_truncation_slider_and_its_scale(tab):
    at = tab("clip")
    at.slider(key="rnn_tr").set_value(8).run()
    b = rt.last_boundary(60, 8)
    assert f"All {b} inputs before the last boundary (t < {b}) get a gradient of exactly 0" in markdown(at)
    spec = figure(at, "rnn_trunc")
    heat = spec["data"][0]
    assert not heat.get("reversescale", False)          # the largest gradients are the darkest cells
    assert spec["layout"]["plot_bgcolor"] not in ("white", "#ffffff", "rgba(0,0,0,0)")   # zeros show grey


@pytest.mark.slow
def test_truncation_experiment_toggle(tab):
    at = tab("clip")
    at.select_slider(key="rnn_xT").set_value(6).run()
    assert any("Switch on the training" in i.value for i in at.info)
    at.toggle(key="rnn_exp").set_value(True).run()
    assert not at.exception
    table = frame_with(at, "accuracy on fresh streams")
    assert list(table["delay"]) == [2, 10]
    short, long_ = (float(v.rstrip("%")) / 100 for v in table["accuracy on fresh streams"])
    assert short > 0.95 and abs(long_ - 0.5) < 0.1


def test_padding_table_and_bad_input(tab):
    at = tab("cost")
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


def test_cost_slider(tab):
    at = tab("cost")
    at.select_slider(key="rnn_dc").set_value(1024).run()
    assert "while n < d (here d = 1024)" in markdown(at)
    assert "The scan equals the loop" in markdown(at)


def test_seed_from_the_url_changes_the_draw(tab):
    at = tab("vanish", seed=1)
    c = rj.gradient_curve(rj.RNNConfig(seed=1))
    assert metric(at, "‖∂h_T/∂h_0‖ (k = 100)") == f"{c.norms[-1]:.2e}"


HOSTILE = ["99999", "-99999", "nan", "1e308", "", "zzz"]


def _unicode(rng):
    return "".join(chr(rng.randrange(0x80, 0x2FFF)) for _ in range(12))


@pytest.mark.parametrize("param", sections.PARAMS, ids=lambda p: p.key)
def test_every_declared_key_refuses_hostile_link_values(param):
    """The rule a link is held to (the page's own declarations): a hostile value is refused or in range."""
    for raw in HOSTILE + [_unicode(random.Random(param.key))]:
        ok, value = param.parse_link(raw)
        if not ok:
            continue
        if param.choices is not None:
            assert value in param.choices, (param.key, raw)
        elif isinstance(value, str):
            assert len(value) <= param.max_len, (param.key, raw)
        else:
            assert math.isfinite(value) and param.lo <= value <= param.hi, (param.key, raw)


@pytest.mark.parametrize("tab_id", sections.TABS)
def test_hostile_links_on_every_tab_fall_back_and_say_so(tab, tab_id):
    """Each of the tab's own keys gets a hostile value (the widget must not raise), then random combinations."""
    rng = random.Random(tab_id)
    for p in sections.TAB_PARAMS[tab_id]:
        value = rng.choice(HOSTILE[:4] + ["zzz"]) if p.key != "rnn_sent" else _unicode(rng) * 100
        at = tab(tab_id, **{p.key: value})
        assert not at.exception, (p.key, value)
        assert at.title[0].value.startswith("RNN gradients")
        assert at.session_state[p.key] == p.default, (p.key, value)
        assert any(p.key in toast.value for toast in at.toast), (p.key, [x.value for x in at.toast])
    for _ in range(2):
        combo = {p.key: rng.choice(HOSTILE + [_unicode(rng)]) for p in rng.sample(sections.PARAMS, 5)}
        at = tab(tab_id, **combo)
        assert not at.exception and at.title[0].value.startswith("RNN gradients"), combo


def _series(spec, key: str) -> tuple[list, list]:
    """The chart's series named by the catalogue's label ``key``."""
    from ui.strings import rnn_gradients as strings

    tr = next(tr for tr in spec["data"] if tr.get("name") == strings.EN[key])
    return list(tr["x"]), list(tr["y"])


def test_the_captions_say_what_the_charts_draw(tab):
    """Each caption's number against the series its chart draws (issue 45: a caption that reads the first point,
    or a step counted from 0), and the clipping and truncation sentences against their own stated rules."""
    import re

    at = tab("vanish", rnn_T="60")                                     # not the default length
    spec = figure(at, "rnn_curve")
    ks, norms = _series(spec, "rnn_gradients.series.measured")
    caption = next(c.value for c in at.caption if c.value.startswith("After "))
    assert caption.startswith(f"After {ks[-1]} steps back, {norms[-1]:.2e} of the signal is left"), caption
    spec = figure(at, "rnn_factor")
    steps, factor = _series(spec, "rnn_gradients.series.factor")
    caption = next(c.value for c in at.caption if c.value.startswith("At the last step"))
    assert f"({steps[-1]})" in caption and f"its mean over the sequence is {sum(factor) / len(factor):.3f}" in caption
    at = tab("gates")
    xs, gap = _series(figure(at, "rnn_gru"), "rnn_gradients.series.gap")
    caption = next(c.value for c in at.caption if c.value.startswith("Largest gap"))
    assert caption.endswith(f"{max(gap):.3f}, at step {xs[gap.index(max(gap))]}."), (caption, xs[:3])
    assert xs[0] == 1                                                    # steps are counted from 1
    at = tab("clip")
    what = markdown(at)
    found = re.search(r"W_hh = ([\d.]+) × orthogonal must recall its first input after (\d+) steps "
                      r"\(([\d.]+)\^(\d+) ≈ ([\d,]+)\)", what)
    assert found, what
    s, L, s2, L2, g = found.groups()
    assert (s2, L2) == (s, L) and int(g.replace(",", "")) == round(float(s) ** int(L)), found.group(0)
    reading = next(m.value for m in at.markdown if m.value.startswith("All "))
    zeros, boundary = map(int, re.search(r"All (\d+) inputs before the last boundary \(t < (\d+)\)", reading).groups())
    assert zeros == boundary, reading                                   # "all" the inputs t = 0 .. boundary - 1
