"""One interface for every model of the names: uniform, count table, trigram, MLP, GRU, tiny transformer.

Each model of the app predicts the same things on the names: the letters of a name and its closing ``.``, one at a
time from ``.``. :class:`NameModel` is what all six offer, whatever they are inside:

- ``mean_nll(words)``: mean NLL in nats per predicted symbol over the names ``words`` (a split);
- ``sample(generator, n)``: ``n`` names drawn with ``generator``;
- ``name_nll(word)``: the NLL of each predicted symbol of one name, the closing ``.`` last (``len(word) + 1``);
- ``n_params()``: the number of parameters (table cells for the count tables, 0 for the uniform guess).

The adapters below wrap each model's own functions (``lm_core.counting.bigram``, ``lm_core.tokens.names_ladder``,
``lm_core.neural.mlp``, ``lm_core.rnn.char_rnn``, ``lm_core.attention.tiny_transformer``), so the numbers are the
ones those functions give; the names ladder of the tokens page is a loop over them.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import torch
import torch.nn.functional as F

from lm_core.attention import tiny_transformer
from lm_core.counting import bigram
from lm_core.neural import mlp
from lm_core.rnn import char_rnn
from lm_core.tokens import names_ladder as nl
from lm_core.words import Vocab


@runtime_checkable
class NameModel(Protocol):
    """What every model of the names offers (see the module's docstring)."""

    def mean_nll(self, words) -> float: ...

    def sample(self, generator: torch.Generator, n: int) -> list[str]: ...

    def name_nll(self, word: str) -> list[float]: ...

    def n_params(self) -> int: ...


def _nll(p: float) -> float:
    return math.inf if p == 0 else -math.log(p)


@dataclass(frozen=True, eq=False)
class Uniform:
    """Every symbol equally likely: 1/|V| for each prediction, no parameters."""

    vocab: Vocab

    def mean_nll(self, words) -> float:
        return math.log(len(self.vocab))

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return nl.uniform_sample(self.vocab, n, generator)

    def name_nll(self, word: str) -> list[float]:
        return [math.log(len(self.vocab))] * (len(word) + 1)

    def n_params(self) -> int:
        return 0


@dataclass(frozen=True, eq=False)
class Bigram:
    """The count table: ``P`` (V, V), the next symbol's probabilities after each symbol."""

    P: torch.Tensor
    vocab: Vocab

    def mean_nll(self, words) -> float:
        return bigram.evaluate(self.P, *bigram.bigram_ids(words, self.vocab)).mean_nll

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return [bigram.steps_to_word(s) for s in bigram.sample(self.P, self.vocab, n, generator)]

    def name_nll(self, word: str) -> list[float]:
        return [f.surprisal for f in bigram.chain_rule(self.P, self.vocab, word)]

    def n_params(self) -> int:
        return len(self.vocab) ** 2


@dataclass(frozen=True, eq=False)
class Trigram:
    """The trigram table: ``P`` (V, V, V), the next symbol's probabilities after each pair (start ``..``)."""

    P: torch.Tensor
    vocab: Vocab

    def mean_nll(self, words) -> float:
        return nl.trigram_nll(self.P, words, self.vocab)

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return nl.trigram_sample(self.P, self.vocab, n, generator)

    def name_nll(self, word: str) -> list[float]:
        ids = [0] + self.vocab.encode(word)                       # '..' + word + '.'
        return [_nll(float(self.P[a, b, c])) for a, b, c in zip(ids, ids[1:], ids[2:])]

    def n_params(self) -> int:
        return len(self.vocab) ** 3


@dataclass(frozen=True, eq=False)
class MLP:
    """The MLP with a context window (``lm_core.neural.mlp``): the last k symbols in, the next one out."""

    params: mlp.MLPParams
    vocab: Vocab

    def mean_nll(self, words) -> float:
        return mlp.evaluate(self.params, *nl.windows_fast(list(words), self.vocab, self.params.context))

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return mlp.sample(self.params, self.vocab, n, generator)

    @torch.no_grad()
    def name_nll(self, word: str) -> list[float]:
        X, Y = mlp.windows([word], self.vocab, self.params.context)          # (L+1, k), (L+1,)
        lp = F.log_softmax(mlp.logits(self.params, X), dim=1)                # (L+1, V)
        return (-lp.gather(1, Y[:, None])[:, 0].double()).tolist()

    def n_params(self) -> int:
        return self.params.count()


@dataclass(frozen=True, eq=False)
class _Sequence:
    """A model that reads '.' + name at once and predicts at every position (GRU, tiny transformer)."""

    model: torch.nn.Module
    vocab: Vocab
    limited = False                           # True: positions are learned, at most block_size of them

    def _logits(self, ids: torch.Tensor) -> torch.Tensor:            # (1, T) -> (1, T, V)
        raise NotImplementedError

    @torch.no_grad()
    def name_nll(self, word: str) -> list[float]:
        ids = self.vocab.encode(word)                                   # '.' + word + '.'
        if self.limited and len(ids) - 1 > self.model.cfg.block_size:
            raise ValueError(f"{word!r} is longer than the model's {self.model.cfg.block_size - 1} letters")
        lp = F.log_softmax(self._logits(torch.tensor([ids[:-1]]))[0], dim=-1)   # (L+1, V)
        return (-lp[torch.arange(len(ids) - 1), torch.tensor(ids[1:])].double()).tolist()

    def n_params(self) -> int:
        return self.model.n_params()


class GRU(_Sequence):
    """The GRU character model (``lm_core.rnn.char_rnn``)."""

    def _logits(self, ids: torch.Tensor) -> torch.Tensor:
        return self.model(ids)[0]

    def mean_nll(self, words) -> float:
        return char_rnn.mean_nll(self.model, *char_rnn.encode_names(words, self.vocab, self.model.cfg.block_size))

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return char_rnn.sample(self.model, self.vocab, n, generator)


class Transformer(_Sequence):
    """The tiny transformer (``lm_core.attention.tiny_transformer``)."""

    limited = True

    def _logits(self, ids: torch.Tensor) -> torch.Tensor:
        return self.model(ids)[0]

    def mean_nll(self, words) -> float:
        cfg = self.model.cfg
        return tiny_transformer.mean_nll(self.model, *tiny_transformer.encode_names(words, self.vocab,
                                                                                     cfg.block_size))

    def sample(self, generator: torch.Generator, n: int) -> list[str]:
        return nl.transformer_sample(self.model, self.vocab, n, generator)
