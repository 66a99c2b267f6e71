"""The RNN page's cached gated-cell curves (ui/chapters/rnn_gradients/cache.py ``gated``): what its key leaves out
(W_hh's draw, s, the non-linearity: the gated cells do not read them) really does not matter, and what it keeps
(the seed, the sizes) does: the cached curves equal lm_core's, computed directly, for a seed other than the book's."""
from __future__ import annotations

import numpy as np

from lm_core.rnn import gated_cells as gc
from lm_core.rnn import rnn_jacobians as rj
from ui.chapters.rnn_gradients import cache


def test_gated_curves_follow_the_seed_and_ignore_what_they_do_not_read():
    cfg = rj.RNNConfig(hidden=8, length=12, seed=7)
    got = cache.gated(cfg, 1.0)
    direct = gc.gated_curves(rj.build(cfg).x, 8, 1.0, 7)
    for field in ("lstm_cell_path", "lstm_full", "gru"):
        np.testing.assert_allclose(getattr(got, field), getattr(direct, field), rtol=1e-12)
    other = cache.gated(rj.RNNConfig(hidden=8, length=12, seed=8), 1.0)
    assert not np.allclose(other.gru, got.gru)                            # another seed, other curves
    same = cache.gated(rj.RNNConfig(hidden=8, length=12, seed=7, s=1.7, draw="orthogonal", nonlin="none"), 1.0)
    np.testing.assert_allclose(same.gru, got.gru, rtol=1e-12)
