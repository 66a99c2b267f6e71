"""Sentence vectors mean-pooled from any layer of an encoder (0 = the embedding layer's output).

Mean-pooling layer 0 averages the input table's rows (plus position rows, layer-normalised): a bag of pieces
with no context. Comparing its STS ρ with the last layer's tells how much the context layers add.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import torch

from . import contextual


def encode_layer(model, tokenizer, texts: Sequence[str], layer: int, batch: int = 64) -> np.ndarray:
    """Unit mean-pooled vectors of ``layer`` (0..L), float32 (N, C)."""
    out = []
    for start in range(0, len(texts), batch):
        enc = tokenizer(list(texts[start: start + batch]), padding=True, truncation=True,
                        max_length=contextual.max_tokens(model), return_tensors="pt")
        enc.pop("token_type_ids", None)
        with torch.no_grad():
            hidden = contextual.backbone(model)(**enc, output_hidden_states=True).hidden_states[layer]  # (B, T, C)
        out.append(contextual.mean_pool(hidden, enc["attention_mask"]).float().numpy())
    return np.concatenate(out) if out else np.zeros((0, 0), dtype=np.float32)
