"""Sentence vectors mean-pooled from any layer of an encoder (0 = the embedding layer's output).

Mean-pooling layer 0 averages the input table's rows (plus position rows, layer-normalised): a bag of pieces
with no context. Comparing its STS ρ with the last layer's tells how much the context layers add.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import torch

from . import contextual
from .bert import Bert


def encode_layer(model, tokenizer, texts: Sequence[str], layer: int, batch: int = 64) -> np.ndarray:
    """Unit mean-pooled vectors of ``layer`` (0..L), float32 (N, C). Layer 0 of our encoders (``bert.Bert``) runs
    only the embedding layer: the very tensors the whole forward pass starts from, without the L layers after."""
    out = []
    for start in range(0, len(texts), batch):
        enc = tokenizer(list(texts[start: start + batch]), padding=True, truncation=True,
                        max_length=contextual.max_tokens(model), return_tensors="pt")
        enc.pop("token_type_ids", None)
        encoder = contextual.backbone(model)
        with torch.no_grad():
            if layer == 0 and isinstance(encoder, Bert):     # layer 0 is the first step of the forward pass alone
                hidden = encoder.embeddings(enc["input_ids"], torch.zeros_like(enc["input_ids"]))     # (B, T, C)
            else:
                hidden = encoder(**enc, output_hidden_states=True).hidden_states[layer]              # (B, T, C)
        out.append(contextual.mean_pool(hidden, enc["attention_mask"]).float().numpy())
    return np.concatenate(out) if out else np.zeros((0, 0), dtype=np.float32)
