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


def _same(a, b) -> bool:
    """Equal numbers all the way down: arrays, tensors, tuples, lists, dicts and dataclasses of them."""
    import dataclasses

    import torch

    if isinstance(a, torch.Tensor):
        a, b = a.numpy(), b.numpy()
    if isinstance(a, np.ndarray):
        return a.shape == np.shape(b) and np.allclose(a, b, rtol=1e-12, atol=0, equal_nan=True)
    if dataclasses.is_dataclass(a):
        return type(a) is type(b) and _same(dataclasses.astuple(a), dataclasses.astuple(b))
    if isinstance(a, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, (tuple, list)):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    if isinstance(a, float):
        return np.isclose(a, b, rtol=1e-12, atol=0, equal_nan=True)
    return a == b


def test_every_seeded_experiment_is_cached_per_seed():
    """Each cached experiment that takes the sidebar's seed (``seed_``) keeps one entry per seed: after seed 1 is
    cached, seed 2 gives what lm_core computes directly for seed 2, not seed 1's numbers again (a key that drops
    the seed would). The two seeds give different numbers (but for ``seed_free``), so the check can fail."""
    import inspect

    from lm_core.rnn import experiments as ex
    from lm_core.rnn import rnn_padding as rp
    from ui.chapters.rnn_gradients import sections as rs

    d = {p.key: p.default for p in rs.PARAMS}
    words = tuple(tuple(x) for x in rp.tokenize(d["rnn_sent"]))
    deterministic = lambda facts: facts[:3]                   # noqa: E731  (scan_facts' last part is timings)
    # scan_facts' numbers (sizes, rounds, the largest error: 0) are the same for every seed; only timings vary
    seed_free = {"scan_facts"}
    calls = {   # cached call, direct call, the part of the result that a seed fixes
        "stream": (lambda s: cache.stream(d["rnn_stream"], s), lambda s: ex.stream(d["rnn_stream"], s), None),
        "nn_lstm_forget_gate": (cache.nn_lstm_forget_gate, ex.nn_lstm_forget_gate, None),
        "clipping": (lambda s: cache.clipping(d["rnn_tau"], s), lambda s: ex.clipping(d["rnn_tau"], s), None),
        "truncation": (lambda s: cache.truncation(d["rnn_tr"], s), lambda s: ex.truncation(d["rnn_tr"], s, 60), None),
        "experiment": (lambda s: cache.experiment(4, s), lambda s: ex.delayed_copy(4, s), None),
        "gru_pair": (cache.gru_pair, lambda s: ex.gru_pair(s, 60), None),
        "padding": (lambda s: cache.padding(words, d["rnn_cell"], s), lambda s: ex.padding(words, d["rnn_cell"], s),
                    None),
        "scan_facts": (cache.scan_facts, ex.scan_facts, deterministic),
    }
    seeded = {name for name, fn in vars(cache).items()
              if callable(fn) and "seed_" in inspect.signature(fn).parameters}
    assert seeded == set(calls), seeded ^ set(calls)              # a new seeded experiment joins the table
    for name, (cached, direct, part) in calls.items():
        part = part or (lambda r: r)
        cached(1)
        two, direct_one, direct_two = part(cached(2)), part(direct(1)), part(direct(2))
        assert name in seed_free or not _same(direct_one, direct_two), f"{name}: seeds 1 and 2 give the same numbers"
        assert _same(two, direct_two), f"{name}: seed 2 from the cache is not seed 2's numbers"
