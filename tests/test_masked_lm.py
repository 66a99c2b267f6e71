"""The masked LM: BERT's corruption rule, the shipped model and its recorded accuracy vs a unigram guess."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
import torch

from lm_core.encoders import masked_lm

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "sentences" / "mlm"


def test_mask_batch_follows_bert_rates():
    gen = torch.Generator().manual_seed(0)
    ids = torch.randint(len(masked_lm.SPECIALS), 1000, (400, 50))
    ids[:, 0], ids[:, -1] = 2, 3                       # [CLS] ... [SEP]
    att = torch.ones_like(ids)
    att[:, 40:] = 0
    corrupted, labels = masked_lm.mask_batch(ids, att, 1000, 4, gen)
    asked = labels != -100
    assert not asked[:, 0].any() and not asked[:, 40:].any()          # never specials or padding
    share = asked.sum().item() / (400 * 38)
    assert share == pytest.approx(masked_lm.MASK_SHARE, abs=0.01)
    became_mask = (corrupted[asked] == 4).float().mean().item()
    kept = (corrupted[asked] == ids[asked]).float().mean().item()
    assert became_mask == pytest.approx(0.8, abs=0.02) and kept == pytest.approx(0.1 + 0.9 * 0 + 0.1 / 1000, abs=0.02)
    assert torch.equal(labels[asked], ids[asked]) and torch.equal(corrupted[~asked], ids[~asked])


def test_shipped_model_beats_the_unigram_guess_clearly():
    metrics = json.loads((ASSETS / "metrics.json").read_text())
    assert metrics["model_accuracy"] > 1.5 * metrics["unigram_accuracy"]      # 9.8% vs 5.3% on 10,007 pieces
    assert metrics["masked_pieces"] > 5000
    lm = masked_lm.load(ASSETS)
    assert sum(p.numel() for p in lm.model.parameters()) == metrics["parameters"]
    assert lm.model.config.num_hidden_layers == metrics["config"]["layers"]


def test_shipped_model_beats_the_unigram_guess_on_unseen_sentences():
    """Recomputed here on sentences it never saw (the STS pairs' first sides), not read from metrics.json."""
    from lm_core.encoders import sentence_eval as se

    lm = masked_lm.load(ASSETS)
    pairs = se.load_sts(ASSETS.parent / "sts-test.csv")
    encoded = [lm.tokenizer(t, truncation=True, max_length=64)["input_ids"] for t in pairs.first]
    mask_id = lm.tokenizer.convert_tokens_to_ids("[MASK]")
    the = lm.tokenizer.convert_tokens_to_ids("the")
    acc = masked_lm.masked_accuracy(lm.model, encoded, lm.model.config.vocab_size, mask_id, the, seed=1)
    assert acc["masked_pieces"] > 1000
    assert acc["model_accuracy"] > 1.2 * acc["unigram_accuracy"], acc


def test_mask_batch_is_reproducible_from_its_generator_alone():
    """The same seeded generator gives the same corruption whatever the global RNG has drawn before."""
    ids = torch.randint(len(masked_lm.SPECIALS), 1000, (8, 30), generator=torch.Generator().manual_seed(5))
    att = torch.ones_like(ids)
    runs = []
    with torch.random.fork_rng():
        for global_seed in (1, 2):
            torch.manual_seed(global_seed)
            runs.append(masked_lm.mask_batch(ids, att, 1000, 4, torch.Generator().manual_seed(0)))
    assert torch.equal(runs[0][0], runs[1][0]) and torch.equal(runs[0][1], runs[1][1])
