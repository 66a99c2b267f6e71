"""Contextual word vectors layer by layer, the static row of the input table, and sentence pooling.

Works with any ``transformers`` BERT-style encoder (the MiniLM sentence model, our masked LM) and its fast
tokenizer. A word's vector at layer ℓ is the average of the hidden states of its word pieces (a word may be
cut into several pieces); layer 0 is the embedding layer's output (word row + position row + type row,
layer-normalised), so the same word at two different positions does not give cosine 1 there. The *static*
vector is the word's row(s) of the input embedding table alone: the same for every sentence, by construction.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable, Sequence

import numpy as np
import torch

MAX_CHARS = 300            # typed sentences longer than this are refused before tokenising


class SentenceInputError(ValueError):
    """A typed sentence or word the page cannot use; ``code`` picks the message shown."""

    def __init__(self, code: str, **params):
        super().__init__(code)
        self.code = code
        self.params = params


def backbone(model):
    """The encoder inside ``model`` (``BertForMaskedLM.bert``) or the model itself (``BertModel``)."""
    return getattr(model, "bert", model)


def max_tokens(model) -> int:
    return int(backbone(model).config.max_position_embeddings)


def find_word(text: str, word: str) -> tuple[int, int]:
    """Character span of the first whole-word, case-insensitive occurrence of ``word`` in ``text``."""
    match = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text, flags=re.IGNORECASE)
    if match is None:
        raise SentenceInputError("missing_word", word=word)
    return match.span()


def check_sentence(text: str, word: str, tokenizer, limit: int) -> None:
    """Raise :class:`SentenceInputError` for an empty sentence, a missing word, too many characters or pieces."""
    if not text.strip():
        raise SentenceInputError("empty")
    if len(text) > MAX_CHARS:
        raise SentenceInputError("too_long_chars", n=len(text), limit=MAX_CHARS)
    if not word.strip() or not re.fullmatch(r"\w[\w'-]*", word.strip()):
        raise SentenceInputError("bad_word")
    n = len(tokenizer(text)["input_ids"])
    if n > limit:
        raise SentenceInputError("too_long_tokens", n=n, limit=limit)
    find_word(text, word.strip())


@dataclass(frozen=True)
class WordInContext:
    """One word's vectors in one sentence: one row per layer, and which pieces were averaged."""
    vectors: np.ndarray               # (L+1, C), float32
    pieces: tuple[str, ...]


def word_by_layer(model, tokenizer, text: str, word: str) -> WordInContext:
    """The average of ``word``'s piece states at every layer 0..L (first occurrence; raises if absent)."""
    start, end = find_word(text, word)
    enc = tokenizer(text, return_tensors="pt", return_offsets_mapping=True, truncation=True,
                    max_length=max_tokens(model))
    offsets = enc.pop("offset_mapping")[0]                                    # (T, 2)
    inside = [i for i, (a, b) in enumerate(offsets.tolist()) if b > a and a < end and b > start]
    if not inside:
        raise SentenceInputError("missing_word", word=word)
    with torch.no_grad():
        out = backbone(model)(**enc, output_hidden_states=True)
    states = torch.stack(out.hidden_states)[:, 0]                             # (L+1, T, C)
    vectors = states[:, inside].mean(dim=1)                                   # (L+1, C)
    pieces = tuple(tokenizer.convert_ids_to_tokens(enc["input_ids"][0, inside].tolist()))
    return WordInContext(vectors.float().numpy(), pieces)


def static_vector(model, tokenizer, word: str) -> np.ndarray:
    """The word's row of the input embedding table (pieces averaged): no sentence is involved at all. (C,)"""
    ids = tokenizer(word, add_special_tokens=False)["input_ids"]
    table = backbone(model).embeddings.word_embeddings.weight                  # (V, C)
    return table[ids].mean(dim=0).detach().float().numpy()                    # (C,)


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    a64, b64 = np.asarray(a, dtype=np.float64), np.asarray(b, dtype=np.float64)
    return float(a64 @ b64 / max(np.linalg.norm(a64) * np.linalg.norm(b64), 1e-300))


def layer_cosines(a: WordInContext, b: WordInContext) -> np.ndarray:
    """cos between the two occurrences at every layer: (L+1,)."""
    return np.array([cosine(x, y) for x, y in zip(a.vectors, b.vectors)])


# ---------------------------------------------------------------- sentence vectors

def mean_pool(hidden: torch.Tensor, attention: torch.Tensor) -> torch.Tensor:
    """Attention-masked mean over the tokens, then L2 normalisation: (B, T, C), (B, T) -> (B, C)."""
    mask = attention.unsqueeze(-1).to(hidden.dtype)                          # (B, T, 1)
    summed = (hidden * mask).sum(dim=1)                                       # (B, C)
    mean = summed / mask.sum(dim=1).clamp(min=1e-9)                           # (B, C)
    return torch.nn.functional.normalize(mean, dim=-1)


def first_token(hidden: torch.Tensor, attention: torch.Tensor) -> torch.Tensor:
    """The first token's state ([CLS]), L2-normalised: (B, T, C) -> (B, C)."""
    return torch.nn.functional.normalize(hidden[:, 0], dim=-1)


POOLINGS = {"mean": mean_pool, "cls": first_token}


def encode(model, tokenizer, texts: Sequence[str], pooling: str = "mean", batch: int = 64,
           progress: Callable[[float], None] | None = None) -> np.ndarray:
    """Unit sentence vectors from the last layer, float32 (N, C), in the order of ``texts``. ``progress(f)`` is
    called after each batch.

    The sentences go through the model shortest first, so that a batch pads its sentences to a length near their
    own (the STS pairs' 2,758 sentences: half the time of batches in the given order); the pooling ignores the
    padding, so the vectors are the same up to float rounding (about 1e-7)."""
    pool = POOLINGS[pooling]
    limit = max_tokens(model)
    lengths = [len(ids) for ids in tokenizer(list(texts), truncation=True, max_length=limit)["input_ids"]]
    order = np.argsort(np.asarray(lengths, dtype=np.int64), kind="stable")      # (N,)
    out = []
    for start in range(0, len(texts), batch):
        enc = tokenizer([texts[i] for i in order[start: start + batch]], padding=True, truncation=True,
                        max_length=limit, return_tensors="pt")
        enc.pop("token_type_ids", None)
        with torch.no_grad():
            hidden = backbone(model)(**enc).last_hidden_state                 # (B, T, C)
        out.append(pool(hidden, enc["attention_mask"]).float().numpy())     # (B, C)
        if progress is not None:
            progress(min(1.0, (start + batch) / len(texts)))
    if not out:
        return np.zeros((0, 0), dtype=np.float32)
    vectors = np.empty((len(texts), out[0].shape[1]), dtype=np.float32)    # (N, C)
    vectors[order] = np.concatenate(out)
    return vectors
