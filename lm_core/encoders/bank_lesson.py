"""The chapter's "bank" lesson, checked on a model's own numbers: where (if anywhere) the senses separate.

Three cosine curves over layers 0..L are compared: A vs B (two senses) against the two same-sense pairs
A vs A′ and B vs B′. The senses are *separated* at a layer when A vs B lies below both same-sense pairs there;
:func:`separation_layer` is the first layer from which that holds at every later layer up to the last one
(``None`` when it does not hold at the last layer). The static row is looked up from each sentence's own
tokens (the input ids of the word's pieces in that sentence), so the check "a table cannot depend on the
sentence" is made on what the sentences actually fed the model, not on one vector compared with itself.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np
import torch

from . import contextual


def separated(ab: Sequence[float], same: Sequence[Sequence[float]]) -> list[bool]:
    """Per layer: is the different-sense cosine below every same-sense cosine?"""
    return [all(a < s[i] for s in same) for i, a in enumerate(ab)]


def separation_layer(ab: Sequence[float], same: Sequence[Sequence[float]]) -> int | None:
    """The first layer from which the senses stay separated up to the last layer, or None."""
    flags = separated(ab, same)
    first = None
    for i in range(len(flags) - 1, -1, -1):
        if not flags[i]:
            break
        first = i
    return first


def sentence_piece_ids(tokenizer, text: str, word: str) -> list[int]:
    """The input ids of ``word``'s pieces at its first whole-word occurrence in ``text``."""
    start, end = contextual.find_word(text, word)
    enc = tokenizer(text, return_offsets_mapping=True)
    ids = [i for i, (a, b) in zip(enc["input_ids"], enc["offset_mapping"]) if b > a and a < end and b > start]
    if not ids:
        raise contextual.SentenceInputError("missing_word", word=word)
    return ids


def static_in_sentence(model, tokenizer, text: str, word: str) -> np.ndarray:
    """The input-table rows of the word's own pieces in this sentence, averaged (no context involved). (C,)"""
    ids = sentence_piece_ids(tokenizer, text, word)
    table = contextual.backbone(model).embeddings.word_embeddings.weight       # (V, C)
    with torch.no_grad():
        return table[ids].mean(dim=0).float().numpy()


def static_cosine(model, tokenizer, text_a: str, text_b: str, word: str) -> float:
    """cos of the word's static rows as looked up from each sentence's own tokens."""
    return contextual.cosine(static_in_sentence(model, tokenizer, text_a, word),
                             static_in_sentence(model, tokenizer, text_b, word))
