"""A small BERT-style masked language model trained here: it only learns to guess hidden words.

It stands in for the chapter's BERT on the sentences page: a transformer encoder with no sentence objective,
whose averaged states make poor sentence vectors. It is trained with ``transformers``' ``BertForMaskedLM`` (a
small config; ``transformers`` is a development dependency, imported only by :func:`build_model`) and a
``tokenizers`` WordPiece vocabulary trained on the shipped Brown + Gutenberg corpus (lower-case a–z words, see
``lm_core.corpus``). ``scripts/train_masked_lm.py`` trains it with a fixed seed and ships it in
``assets/sentences/mlm/``; :func:`load` reads it offline into :mod:`lm_core.bert`, the app's own encoder.
"""
from __future__ import annotations

from dataclasses import asdict, dataclass
from pathlib import Path

import torch

from lm_core import book
from . import bert

SPECIALS = ("[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]")
MASK_SHARE = 0.15          # BERT's rate: 15% of the word pieces are chosen to be predicted


@dataclass(frozen=True)
class MLMConfig:
    """The size of the model and of its training run (what the script records in metrics.json)."""
    vocab_size: int = 8000
    hidden: int = 128
    layers: int = 4
    heads: int = 4
    intermediate: int = 512
    max_len: int = 64          # word pieces per training sentence, [CLS] and [SEP] included
    batch: int = 64
    lr: float = 2e-3
    warmup: int = 100
    steps: int = 1200
    seed: int = book.SEED


def train_tokenizer(texts, vocab_size: int):
    """A lower-casing WordPiece tokenizer (BERT's scheme: ``##`` marks a word's continuation pieces)."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors, trainers

    tok = Tokenizer(models.WordPiece(unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.decoder = decoders.WordPiece()
    trainer = trainers.WordPieceTrainer(vocab_size=vocab_size, special_tokens=list(SPECIALS), min_frequency=2)
    tok.train_from_iterator(texts, trainer=trainer)
    cls, sep = tok.token_to_id("[CLS]"), tok.token_to_id("[SEP]")
    tok.post_processor = processors.TemplateProcessing(single="[CLS] $A [SEP]", special_tokens=[("[CLS]", cls),
                                                                                                ("[SEP]", sep)])
    return tok


def build_model(cfg: MLMConfig):
    """A freshly initialised ``BertForMaskedLM`` of the configured size (seed the global RNG before calling)."""
    from transformers import BertConfig, BertForMaskedLM

    bert = BertConfig(vocab_size=cfg.vocab_size, hidden_size=cfg.hidden, num_hidden_layers=cfg.layers,
                      num_attention_heads=cfg.heads, intermediate_size=cfg.intermediate,
                      max_position_embeddings=cfg.max_len, type_vocab_size=1, pad_token_id=0)
    return BertForMaskedLM(bert)


def mask_batch(ids: torch.Tensor, attention: torch.Tensor, vocab_size: int, mask_id: int,
               generator: torch.Generator) -> tuple[torch.Tensor, torch.Tensor]:
    """BERT's corruption: choose 15% of the real pieces ([CLS]/[SEP]/padding excluded); of those, 80% become
    [MASK], 10% a random piece, 10% stay. Returns (corrupted ids, labels with -100 where nothing is asked)."""
    ids = ids.clone()                                                        # (B, T)
    special = (ids < len(SPECIALS)) | (attention == 0)                        # (B, T)
    chosen = (torch.rand(ids.shape, generator=generator) < MASK_SHARE) & ~special
    labels = torch.where(chosen, ids, torch.full_like(ids, -100))            # (B, T)
    roll = torch.rand(ids.shape, generator=generator)
    ids[chosen & (roll < 0.8)] = mask_id
    swap = chosen & (roll >= 0.8) & (roll < 0.9)
    ids[swap] = torch.randint(len(SPECIALS), vocab_size, (int(swap.sum()),), generator=generator)
    return ids, labels


def pad(batch: list[list[int]]) -> tuple[torch.Tensor, torch.Tensor]:
    """Right-pad id lists with [PAD] (id 0). Returns (ids, attention mask), both (B, T)."""
    width = max(len(b) for b in batch)
    ids = torch.zeros(len(batch), width, dtype=torch.long)                   # (B, T)
    for i, b in enumerate(batch):
        ids[i, : len(b)] = torch.tensor(b)
    return ids, (ids != 0).long()


def masked_logits(model, ids: torch.Tensor, attention: torch.Tensor, asked: torch.Tensor) -> torch.Tensor:
    """The vocabulary scores at the asked positions only (the 8,000-wide head on 15% of the pieces: ~3x faster
    training than scoring every position, with the same loss)."""
    hidden = model.bert(input_ids=ids, attention_mask=attention).last_hidden_state   # (B, T, C)
    return model.cls(hidden[asked])                                                  # (N, V)


def length_batches(encoded: list[list[int]], batch: int, generator: torch.Generator):
    """Endless batches of sentences of similar length (little padding): sort by length once, then pick a random
    window of ``batch`` neighbours each time."""
    ordered = sorted(encoded, key=len)
    while True:
        start = int(torch.randint(len(ordered) - batch + 1, (1,), generator=generator))
        yield ordered[start: start + batch]


@torch.no_grad()
def masked_accuracy(model, encoded: list[list[int]], vocab_size: int, mask_id: int, unigram_guess: int,
                    seed: int, batch: int = 128) -> dict:
    """Accuracy on hidden pieces of held-out sentences: the model's top guess vs always the commonest piece."""
    gen = torch.Generator().manual_seed(seed)
    model.eval()
    right = base = total = 0
    for start in range(0, len(encoded), batch):
        ids, att = pad(encoded[start: start + batch])
        corrupted, labels = mask_batch(ids, att, vocab_size, mask_id, gen)
        asked = labels != -100
        logits = masked_logits(model, corrupted, att, asked)                 # (N, V)
        right += int((logits.argmax(-1) == labels[asked]).sum())
        base += int((labels[asked] == unigram_guess).sum())
        total += int(asked.sum())
    return {"masked_pieces": total, "model_accuracy": right / total, "unigram_accuracy": base / total}


def config_dict(cfg: MLMConfig) -> dict:
    return asdict(cfg)


@dataclass(frozen=True)
class MaskedLM:
    """The shipped model in eval mode (``lm_core.bert.BertForMaskedLM``) and its tokenizer."""
    model: object
    tokenizer: object


def load(folder: Path) -> MaskedLM:
    """Load the shipped model (safetensors) and tokenizer.json from ``folder`` on :mod:`lm_core.bert`, offline,
    in float32. Cache the result."""

    model, tokenizer = bert.load(Path(folder), masked_lm=True)
    return MaskedLM(model, tokenizer)
