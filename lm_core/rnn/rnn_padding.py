"""The padding pitfall: which "last state" of a padded batch is each sentence's real last state?

Sentences of different lengths are padded to one length to make a batch. Four ways of reading a
"final" state, compared with the truth (each sentence run alone, no padding at all):

* ``padded_last``   h[:, -1] of the padded batch: the state after reading the padding too;
* ``packed_h_n``    h_n[-1] after ``pack_padded_sequence(..., enforce_sorted=False)``: stops at each true end;
* ``unpacked_last`` h[:, -1] after ``pad_packed_sequence``: zeros for every sentence shorter than the longest;
* ``gather_last``   h[i, length_i − 1] of the padded batch: the state at each sentence's true last word.
"""
from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

PAD = "<pad>"
READOUTS = ("padded_last", "packed_h_n", "unpacked_last", "gather_last")
CELLS = {"RNN": nn.RNN, "GRU": nn.GRU, "LSTM": nn.LSTM}
MAX_SENTENCES = 8
MAX_WORDS = 30


@dataclass(frozen=True)
class PaddingResult:
    sentences: tuple[tuple[str, ...], ...]
    lengths: tuple[int, ...]
    distance: dict[str, list[float]]   # readout -> max |readout − truth| per sentence
    norms: dict[str, list[float]]      # readout (and "alone") -> ‖state‖ per sentence

    def agrees(self, readout: str, tol: float = 1e-5) -> list[bool]:
        return [d <= tol for d in self.distance[readout]]


def tokenize(text: str) -> list[tuple[str, ...]]:
    """One sentence per non-empty line, split on whitespace and lower-cased."""
    return [tuple(line.lower().split()) for line in text.splitlines() if line.strip()]


def padding_readouts(sentences: list[tuple[str, ...]], cell: str = "GRU", hidden: int = 16, dim: int = 8,
                     seed: int = 0) -> PaddingResult:
    """Embed the sentences (pad id 0 → zero vector), run one recurrent layer, compare the four readouts."""
    if not sentences:
        raise ValueError("no sentences")
    vocab = {PAD: 0}
    for s in sentences:
        for w in s:
            vocab.setdefault(w, len(vocab))
    lengths = torch.tensor([len(s) for s in sentences])
    ids = torch.zeros(len(sentences), int(lengths.max()), dtype=torch.long)     # (B, L), 0 = padding
    for i, s in enumerate(sentences):
        ids[i, :len(s)] = torch.tensor([vocab[w] for w in s])

    saved = torch.random.get_rng_state()
    torch.manual_seed(seed)                           # nn modules initialise from the global RNG
    emb = nn.Embedding(len(vocab), dim, padding_idx=0)
    rnn = CELLS[cell](dim, hidden, batch_first=True)
    torch.random.set_rng_state(saved)

    with torch.no_grad():
        e = emb(ids)                                                              # (B, L, dim)
        h, _ = rnn(e)                                                             # (B, L, hidden)
        packed = pack_padded_sequence(e, lengths, batch_first=True, enforce_sorted=False)
        out_packed, state = rnn(packed)
        h_n = state[0] if cell == "LSTM" else state                               # (layers, B, hidden)
        unpacked, _ = pad_packed_sequence(out_packed, batch_first=True)           # (B, L, hidden)
        truth = torch.stack([rnn(emb(ids[i:i + 1, :n]))[0][0, -1] for i, n in enumerate(lengths.tolist())])
        reads = {
            "padded_last": h[:, -1],
            "packed_h_n": h_n[-1],
            "unpacked_last": unpacked[:, -1],
            "gather_last": h[torch.arange(len(sentences)), lengths - 1],
        }
    distance = {k: (v - truth).abs().max(1).values.tolist() for k, v in reads.items()}
    norms = {k: v.norm(dim=1).tolist() for k, v in reads.items()} | {"alone": truth.norm(dim=1).tolist()}
    return PaddingResult(tuple(sentences), tuple(lengths.tolist()), distance, norms)
