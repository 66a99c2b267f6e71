"""Colour for everyone: the chart palette survives red-green colour blindness, the sequential scale reads as
"more is darker" at every step, and the special colours drawn on top of it (empty cells, exact zeros) stay apart
from every colour of the scale.

Colour-vision deficiency is simulated with the severity-1 matrices of Machado, Oliveira & Fernandes (2009),
applied in linear RGB; distances are CIE 1976 ΔE (Euclidean distance in CIELAB, D65 white).
"""
from __future__ import annotations

import itertools
import tomllib

import numpy as np
import plotly.colors as pc
import pytest

from tests.conftest import ROOT
from ui import charts
from ui.chapters.rnn_gradients import charts as charts_rnn

MACHADO = {
    "normal": np.eye(3),
    "protanopia": np.array([[0.152286, 1.052583, -0.204868],
                            [0.114503, 0.786281, 0.099216],
                            [-0.003882, -0.048116, 1.051998]]),
    "deuteranopia": np.array([[0.367322, 0.860646, -0.227968],
                              [0.280085, 0.672501, 0.047413],
                              [-0.011820, 0.042940, 0.968881]]),
}
SRGB_TO_XYZ = np.array([[0.4124564, 0.3575761, 0.1804375],
                        [0.2126729, 0.7151522, 0.0721750],
                        [0.0193339, 0.1191920, 0.9503041]])
WHITE_D65 = np.array([0.95047, 1.0, 1.08883])
N_PALETTE = 8              # every colour a chart can pick
MIN_PAIR_DELTA_E = 15.0    # well above "just noticeable" (~2.3): two lines or bars are told apart at a glance
MIN_SPECIAL_DELTA_E = 25.0


def to_linear(colour) -> np.ndarray:
    """'#rrggbb' or an (r, g, b) tuple in 0..1 -> linear RGB."""
    if isinstance(colour, str):
        c = np.array([int(colour[i:i + 2], 16) for i in (1, 3, 5)]) / 255
    else:
        c = np.asarray(colour, dtype=float)
    return np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)


def lab(linear_rgb: np.ndarray) -> np.ndarray:
    xyz = SRGB_TO_XYZ @ np.clip(linear_rgb, 0, 1) / WHITE_D65
    f = np.where(xyz > (6 / 29) ** 3, np.cbrt(xyz), xyz / (3 * (6 / 29) ** 2) + 4 / 29)
    return np.array([116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])])


def seen(colour, vision: str) -> np.ndarray:
    """CIELAB of ``colour`` as seen with ``vision``."""
    return lab(MACHADO[vision] @ to_linear(colour))


def delta_e(a, b, vision: str) -> float:
    return float(np.linalg.norm(seen(a, vision) - seen(b, vision)))


def scale_colours(name: str, n: int = 201) -> list[tuple[float, float, float]]:
    return pc.sample_colorscale(pc.get_colorscale(name), list(np.linspace(0, 1, n)), colortype="tuple")


def test_simulation_reproduces_known_confusions():
    # the checker must be able to fail: pure red and pure green nearly merge for a deuteranope, not for normal vision
    assert delta_e("#ff0000", "#00ff00", "normal") > 80
    assert delta_e("#ff0000", "#00ff00", "deuteranopia") < delta_e("#ff0000", "#00ff00", "normal") / 3
    # and the app's previous palette had a pair that collapsed for a protanope (blue against purple)
    assert delta_e("#1f5fa8", "#6a4c93", "protanopia") < MIN_PAIR_DELTA_E


@pytest.mark.parametrize("vision", list(MACHADO))
def test_palette_pairs_stay_apart(vision):
    colours = charts.PALETTE[:N_PALETTE]
    assert len(set(colours)) == N_PALETTE
    worst = min(((delta_e(a, b, vision), a, b) for a, b in itertools.combinations(colours, 2)))
    assert worst[0] >= MIN_PAIR_DELTA_E, worst


def test_streamlit_theme_uses_the_same_palette():
    theme = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())["theme"]
    assert [c.lower() for c in theme["chartCategoricalColors"]] == [c.lower() for c in charts.PALETTE]


def test_sequential_scale_lightness_is_monotonic():
    lightness = np.array([lab(to_linear(c))[0] for c in scale_colours(charts.SEQUENTIAL)])
    steps = np.diff(lightness)
    assert np.all(steps < 0), f"L* rises somewhere: max step {steps.max():.3f}"      # more is darker, throughout
    assert lightness[0] - lightness[-1] > 60                                           # and spans most of the range


@pytest.mark.parametrize("special", ["#ffffff", charts_rnn.ZERO_GREY])
@pytest.mark.parametrize("vision", list(MACHADO))
def test_special_cells_stay_apart_from_the_scale(special, vision):
    """White = an impossible (zero-probability) cell of the count table on its log scale; ZERO_GREY = an exact
    zero gradient in the RNN heatmap. Neither may look like any value of the scale."""
    nearest = min(delta_e(c if isinstance(c, str) else "#%02x%02x%02x" % tuple(round(255 * v) for v in c),
                          special, vision) for c in scale_colours(charts.SEQUENTIAL))
    assert nearest >= MIN_SPECIAL_DELTA_E, (special, vision, nearest)


def test_diverging_scale_has_a_neutral_middle_and_arms_apart():
    """A value and its negative (same distance from the middle) never look alike, whatever the vision."""
    def at(t):
        c = pc.sample_colorscale(pc.get_colorscale(charts.DIVERGING), [t], colortype="tuple")[0]
        return "#%02x%02x%02x" % tuple(round(255 * v) for v in c)

    for vision in MACHADO:
        for t in (0.0, 0.1, 0.2, 0.3):
            assert delta_e(at(t), at(1 - t), vision) >= 25, (vision, t)
        middle = seen(at(0.5), vision)
        assert abs(middle[1]) < 10 and abs(middle[2]) < 10, vision        # near white: zero reads as "nothing"


def wcag_contrast(a_rgb, b_rgb) -> float:
    la, lb = sorted((float(charts._luminance(a_rgb)), float(charts._luminance(b_rgb))), reverse=True)
    return (la + 0.05) / (lb + 0.05)


@pytest.mark.parametrize("scale", [charts.SEQUENTIAL, charts.DIVERGING])
def test_numbers_in_heatmap_cells_reach_4_5_to_1(scale):
    """Every cell's number, black or white as chosen, has at least 4.5:1 against the cell's own colour."""
    z = np.linspace(-1.0, 1.0, 401)
    dark = charts.dark_text_reads_better(z, scale)
    cells = pc.sample_colorscale(pc.get_colorscale(scale), list((z + 1) / 2), colortype="tuple")
    worst = min(wcag_contrast(cell, (0, 0, 0) if d else (1, 1, 1)) for cell, d in zip(cells, dark))
    assert worst >= 4.5, worst
    assert dark.any() and not dark.all()          # both inks are needed on these scales


def test_heatmap_text_is_split_between_black_and_white_layers():
    from ui.chapters.attention import charts as charts_attention

    M = np.array([[1.0, -2.0, 0.5], [0.1, -np.inf, 3.0]])
    fig = charts_attention.matrix(M, ["a", "b"], ["x", "y", "z"], title="t")
    black, white = fig.data[0], fig.data[1]
    assert black.textfont.color == charts.CELL_INK and white.textfont.color == "#ffffff"
    assert white.hoverinfo == "skip" and not white.showscale
    both = np.char.add(np.asarray(black.text, dtype=str), np.asarray(white.text, dtype=str))
    assert (both == charts_attention._fmt(M, 2)).all()                  # every number drawn exactly once
    assert white.text[1][2] == "3.00" and black.text[0][2] == "0.50"     # dark red end -> white, pale cell -> black


def test_side_by_side_matrices_keep_black_numbers_readable():
    """E, A, B, C share one text colour per matrix: their colour range keeps every cell light enough for black."""
    from ui.chapters.attention import charts as charts_attention

    edge = 0.5 - 0.5 / charts_attention.SIDE_RANGE                       # where the largest |value| lands
    cells = pc.sample_colorscale(pc.get_colorscale(charts.DIVERGING), list(np.linspace(edge, 1 - edge, 201)),
                                 colortype="tuple")
    assert min(wcag_contrast(cell, (0, 0, 0)) for cell in cells) >= 4.5
    fig = charts_attention.side_by_side([np.eye(3), -2 * np.eye(3)], ["a", "b", "c"], ["p", "q"], height=400)
    assert [tr.textfont.color for tr in fig.data] == [charts.CELL_INK] * 2
    assert fig.data[1].zmax == pytest.approx(2 * charts_attention.SIDE_RANGE)
