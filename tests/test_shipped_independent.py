"""Figures pinned from JSON files the code wrote, recomputed here without the code that wrote them.

``assets/mlp/metrics.json`` was written by ``scripts/train_mlp.py`` through ``lm_core.neural.mlp``; the tests of
that module compare the module's evaluation with it, so a slip shared by the evaluation and the script would pass.
Here the shipped weights are read straight from their safetensors file and run by Bengio's formula written out
(embed the last k characters, tanh(x W1 + b1), logits h W2 + b2, -log softmax), with the contexts built by a plain
loop, never through ``lm_core.neural``."""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from safetensors.numpy import load_file

ROOT = Path(__file__).resolve().parent.parent
MLP = ROOT / "assets" / "mlp"


def plain_mean_nll(weights: dict, words: list[str], k: int) -> float:
    alphabet = "." + "".join(sorted(set("".join(words)) | set("abcdefghijklmnopqrstuvwxyz")))
    idx = {c: i for i, c in enumerate(alphabet)}
    C, W1, b1, W2, b2 = (weights[n].astype(np.float64) for n in ("C", "W1", "b1", "W2", "b2"))
    contexts, targets = [], []
    for w in words:
        ctx = [0] * k                                  # '.' k times before the first letter
        for ch in w + ".":
            contexts.append(list(ctx))
            targets.append(idx[ch])
            ctx = ctx[1:] + [idx[ch]]
    X = C[np.array(contexts)].reshape(len(contexts), -1)          # (n, k*d): the k rows side by side
    h = np.tanh(X @ W1 + b1)
    logits = h @ W2 + b2
    top = logits.max(axis=1, keepdims=True)
    log_z = top[:, 0] + np.log(np.exp(logits - top).sum(axis=1))
    nll = log_z - logits[np.arange(len(targets)), targets]
    return float(nll.mean())


@pytest.mark.parametrize("k", [3, 1])
def test_the_shipped_mlps_validation_loss_recomputed_by_the_formula(names, k):
    from lm_core.words import book_split

    metrics = json.loads((MLP / "metrics.json").read_text())["models"][str(k)]
    split = book_split(names.words)
    weights = load_file(str(MLP / f"mlp_k{k}.safetensors"))
    assert weights["W1"].shape[0] == k * weights["C"].shape[1]          # k context rows of the embedding
    loss = plain_mean_nll(weights, list(split.val), k)
    assert loss == pytest.approx(metrics["val_loss"], rel=1e-5)
    assert math.exp(loss) == pytest.approx(metrics["val_ppl"], rel=1e-5)
    assert f"{math.exp(loss):.3f}" == {3: "8.243", 1: "11.668"}[k]      # the digits the page prints
