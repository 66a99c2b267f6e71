"""A BERT encoder in plain torch: the two shipped encoders (MiniLM, our masked LM) run on this, not on ``transformers``.

Why not ``transformers``: importing it costs ~140 MB of server memory, a fifth of a Community Cloud app's budget,
for two small models whose forward pass is a screenful of code. The parameter names are ``transformers``' own
(``encoder.layer.0.attention.self.query.weight``...), so a checkpoint loads with a strict ``load_state_dict``, and
``tests/test_bert.py`` checks every hidden state, attention map and masked-LM score against ``transformers``
(a test-only dependency, also used by ``scripts/train_masked_lm.py``).

The tokenizer is the checkpoint's ``tokenizer.json`` run by ``tokenizers`` (the engine under ``transformers``'
fast tokenizers), wrapped in the few calls the app makes. It never changes the shared tokenizer's settings, so one
object serves every session at once.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, fields
from pathlib import Path
from typing import NamedTuple, Sequence

import torch
import torch.nn.functional as F
from torch import nn


@dataclass(frozen=True)
class BertConfig:
    vocab_size: int
    hidden_size: int
    num_hidden_layers: int
    num_attention_heads: int
    intermediate_size: int
    max_position_embeddings: int
    type_vocab_size: int = 2
    layer_norm_eps: float = 1e-12

    @classmethod
    def from_file(cls, path: Path) -> "BertConfig":
        raw = json.loads(Path(path).read_text())
        if raw.get("hidden_act", "gelu") != "gelu" or raw.get("position_embedding_type", "absolute") != "absolute":
            raise ValueError(f"{path}: only absolute positions and exact GELU are implemented")
        return cls(**{f.name: raw[f.name] for f in fields(cls) if f.name in raw})


class BertOutput(NamedTuple):
    last_hidden_state: torch.Tensor             # (B, T, C)
    hidden_states: tuple | None                 # L+1 tensors (B, T, C): embeddings, then every layer
    attentions: tuple | None                    # L tensors (B, H, T, T), rows sum to 1


def _embedding(rows: int, dim: int) -> nn.Embedding:
    """``nn.Embedding(rows, dim)``; built on the meta device (``load``), its table is left undrawn: the checkpoint's
    replaces it. (Drawing normals on the meta device imports torch's Python meta kernels and with them
    ``torch._dynamo`` and ``sympy``, about 820 modules and 68 MB that the server would hold for good.)"""
    if torch.get_default_device().type == "meta":
        return nn.Embedding(rows, dim, _weight=torch.empty(rows, dim))
    return nn.Embedding(rows, dim)


class Embeddings(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.word_embeddings = _embedding(cfg.vocab_size, cfg.hidden_size)
        self.position_embeddings = _embedding(cfg.max_position_embeddings, cfg.hidden_size)
        self.token_type_embeddings = _embedding(cfg.type_vocab_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)

    def forward(self, ids: torch.Tensor, types: torch.Tensor) -> torch.Tensor:
        pos = torch.arange(ids.shape[1], device=ids.device)                           # (T,)
        x = self.word_embeddings(ids) + self.position_embeddings(pos) + self.token_type_embeddings(types)
        return self.LayerNorm(x)                                                       # (B, T, C)


class SelfAttention(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.heads = cfg.num_attention_heads
        self.query = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.key = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.value = nn.Linear(cfg.hidden_size, cfg.hidden_size)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        B, T, C = x.shape
        split = lambda y: y.view(B, T, self.heads, C // self.heads).transpose(1, 2)   # noqa: E731  (B, H, T, d)
        q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
        scores = q @ k.transpose(-2, -1) / math.sqrt(C // self.heads) + bias          # (B, H, T, T)
        alpha = scores.softmax(dim=-1)                                                 # (B, H, T, T)
        out = (alpha @ v).transpose(1, 2).reshape(B, T, C)                             # (B, T, C)
        return out, alpha


class DenseNorm(nn.Module):
    """Project, add the residual, layer-normalise: BERT's "output" block after attention and after the MLP."""

    def __init__(self, d_in: int, cfg: BertConfig):
        super().__init__()
        self.dense = nn.Linear(d_in, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)

    def forward(self, x: torch.Tensor, residual: torch.Tensor) -> torch.Tensor:
        return self.LayerNorm(self.dense(x) + residual)


class Attention(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.self = SelfAttention(cfg)
        self.output = DenseNorm(cfg.hidden_size, cfg)


class Intermediate(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.intermediate_size)


class Layer(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.attention = Attention(cfg)
        self.intermediate = Intermediate(cfg)
        self.output = DenseNorm(cfg.intermediate_size, cfg)

    def forward(self, x: torch.Tensor, bias: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        mixed, alpha = self.attention.self(x, bias)
        h = self.attention.output(mixed, x)                                            # (B, T, C)
        return self.output(F.gelu(self.intermediate.dense(h)), h), alpha               # (B, T, C)


class Encoder(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.layer = nn.ModuleList(Layer(cfg) for _ in range(cfg.num_hidden_layers))


class Pooler(nn.Module):
    """BERT's [CLS] projection (dense + tanh). Loaded with MiniLM, so its parameter count is the published one;
    nothing on the pages uses its output."""

    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)


class Bert(nn.Module):
    """BERT's encoder. ``model(input_ids=..., attention_mask=...)`` as with ``transformers``."""

    def __init__(self, cfg: BertConfig, pooler: bool = False):
        super().__init__()
        self.config = cfg
        self.embeddings = Embeddings(cfg)
        self.encoder = Encoder(cfg)
        if pooler:
            self.pooler = Pooler(cfg)

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor | None = None,
                token_type_ids: torch.Tensor | None = None, output_hidden_states: bool = False,
                output_attentions: bool = False) -> BertOutput:
        if attention_mask is None:
            attention_mask = torch.ones_like(input_ids)
        if token_type_ids is None:
            token_type_ids = torch.zeros_like(input_ids)
        x = self.embeddings(input_ids, token_type_ids)                                 # (B, T, C)
        # padding keys get the most negative float: their weight is exactly 0 after the softmax
        bias = (1.0 - attention_mask[:, None, None, :].to(x.dtype)) * torch.finfo(x.dtype).min  # (B, 1, 1, T)
        states, maps = [x], []
        for layer in self.encoder.layer:
            x, alpha = layer(x, bias)
            states.append(x)
            maps.append(alpha)
        return BertOutput(x, tuple(states) if output_hidden_states else None,
                          tuple(maps) if output_attentions else None)


class Transform(nn.Module):
    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.dense = nn.Linear(cfg.hidden_size, cfg.hidden_size)
        self.LayerNorm = nn.LayerNorm(cfg.hidden_size, eps=cfg.layer_norm_eps)


class Predictions(nn.Module):
    """The masked-LM head: transform, then scores against the (tied) input embedding table, plus a bias."""

    def __init__(self, cfg: BertConfig, table: nn.Embedding):
        super().__init__()
        self.transform = Transform(cfg)
        self.bias = nn.Parameter(torch.zeros(cfg.vocab_size))
        self.table = (table,)                     # a tuple: tied, not a second registered copy

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        h = self.transform.LayerNorm(F.gelu(self.transform.dense(hidden)))             # (..., C)
        return h @ self.table[0].weight.T + self.bias                                  # (..., V)


class Head(nn.Module):
    def __init__(self, cfg: BertConfig, table: nn.Embedding):
        super().__init__()
        self.predictions = Predictions(cfg, table)

    def forward(self, hidden: torch.Tensor) -> torch.Tensor:
        return self.predictions(hidden)


class BertForMaskedLM(nn.Module):
    """The encoder (``.bert``) and its masked-LM head (``.cls(hidden)`` → vocabulary scores)."""

    def __init__(self, cfg: BertConfig):
        super().__init__()
        self.config = cfg
        self.bert = Bert(cfg)
        self.cls = Head(cfg, self.bert.embeddings.word_embeddings)


UNUSED = "embeddings.position_ids"      # a buffer (0, 1, ..., 511) in MiniLM's checkpoint, not a parameter


def load(folder: Path, masked_lm: bool = False) -> tuple[nn.Module, "Tokenizer"]:
    """The model (float32, eval mode) and tokenizer stored in ``folder`` (config.json, model.safetensors,
    tokenizer.json). The checkpoint's tensors become the parameters (no second copy while loading)."""
    from safetensors.torch import load_file

    folder = Path(folder)
    cfg = BertConfig.from_file(folder / "config.json")
    weights = {k: v.float() for k, v in load_file(folder / "model.safetensors").items()
               if not k.endswith(UNUSED)}
    with torch.device("meta"):
        model = BertForMaskedLM(cfg) if masked_lm else Bert(cfg, pooler="pooler.dense.weight" in weights)
    model.load_state_dict(weights, strict=True, assign=True)     # the head holds the embedding module: still tied
    return model.eval(), Tokenizer(folder / "tokenizer.json")


class Tokenizer:
    """A WordPiece tokenizer.json with BERT's "[CLS] text [SEP]" template, called like ``transformers``' fast
    tokenizers for what the app needs: ``tok(text or texts, truncation=, max_length=, padding=, return_tensors=,
    return_offsets_mapping=, add_special_tokens=)``. Truncation and padding are done here, per call, so the
    shared ``tokenizers.Tokenizer`` is only ever read."""

    def __init__(self, path: Path):
        from tokenizers import Tokenizer as Engine

        self.engine = Engine.from_file(str(path))
        self.engine.no_truncation()
        self.engine.no_padding()
        self.cls_id, self.sep_id, self.pad_id = (self.engine.token_to_id(s) for s in ("[CLS]", "[SEP]", "[PAD]"))

    def convert_ids_to_tokens(self, ids: Sequence[int]) -> list[str]:
        return [self.engine.id_to_token(int(i)) for i in ids]

    def convert_tokens_to_ids(self, token: str) -> int:
        return self.engine.token_to_id(token)

    def __call__(self, text: str | Sequence[str], *, add_special_tokens: bool = True, truncation: bool = False,
                 max_length: int | None = None, padding: bool = False, return_tensors: str | None = None,
                 return_offsets_mapping: bool = False) -> dict:
        batch = not isinstance(text, str)
        encodings = self.engine.encode_batch(list(text), add_special_tokens=False) if batch else \
            [self.engine.encode(text, add_special_tokens=False)]
        keep = None if not truncation or max_length is None else max_length - 2 * add_special_tokens
        rows = []
        for e in encodings:
            ids, offsets = e.ids[:keep], e.offsets[:keep]
            if add_special_tokens:
                ids, offsets = [self.cls_id, *ids, self.sep_id], [(0, 0), *offsets, (0, 0)]
            rows.append((ids, offsets))
        width = max(len(ids) for ids, _ in rows) if padding else None
        out = {"input_ids": [], "token_type_ids": [], "attention_mask": []}
        if return_offsets_mapping:
            out["offset_mapping"] = []
        for ids, offsets in rows:
            pad = (width - len(ids)) if width else 0
            out["input_ids"].append(ids + [self.pad_id] * pad)
            out["token_type_ids"].append([0] * (len(ids) + pad))
            out["attention_mask"].append([1] * len(ids) + [0] * pad)
            if return_offsets_mapping:
                out["offset_mapping"].append(list(offsets) + [(0, 0)] * pad)
        if return_tensors == "pt":
            return {k: torch.tensor(v) for k, v in out.items()}
        return out if batch else {k: v[0] for k, v in out.items()}
