"""lm_core.bert, the app's own BERT encoder, against ``transformers`` (the reference): the same tokens and
offsets, the same hidden states and attention maps for MiniLM, the same masked-LM scores for our model, the same
parameter counts; and the app never imports ``transformers``."""
from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import torch

from lm_core.encoders import bert, minilm
from lm_core import book

ROOT = Path(__file__).resolve().parent.parent
MLM = ROOT / "assets" / "sentences" / "mlm"
TEXTS = ["He sat on the bank of the river and watched the water go by.", "Short one.",
         "Unbelievably tokenised wordpieces: naïve café, 1,234 euros!"]

transformers = pytest.importorskip("transformers")     # a dev dependency: the reference, never used by the app


# one worker loads the two model pairs once (each worker that got a test loaded them again: 6-10 s each)
pytestmark = pytest.mark.xdist_group("bert_pairs")


@pytest.fixture(scope="module")
def minilm_pair():
    path = minilm.model_path()
    ours = bert.load(Path(path))
    ref = (transformers.AutoModel.from_pretrained(path, attn_implementation="eager").eval(),
           transformers.AutoTokenizer.from_pretrained(path))
    return ours, ref


@pytest.fixture(scope="module")
def mlm_pair():
    ours = bert.load(MLM, masked_lm=True)
    ref = transformers.BertForMaskedLM.from_pretrained(str(MLM), dtype=torch.float32).eval()
    return ours, ref


@pytest.mark.parametrize("kwargs", [dict(), dict(padding=True), dict(padding=True, truncation=True, max_length=9),
                                    dict(add_special_tokens=False)])
def test_tokenizer_matches_transformers(minilm_pair, kwargs):
    (_, tok), (_, rtok) = minilm_pair
    batch = kwargs.get("padding", False)
    text = TEXTS if batch else TEXTS[2]
    ours = tok(text, return_offsets_mapping=True, **kwargs)
    ref = rtok(text, return_offsets_mapping=True, **kwargs)
    for key in ("input_ids", "attention_mask", "token_type_ids", "offset_mapping"):
        assert [list(map(tuple, r)) if key == "offset_mapping" else r for r in (ours[key] if batch else [ours[key]])] \
            == [list(map(tuple, r)) if key == "offset_mapping" else r for r in (ref[key] if batch else [ref[key]])]
    assert tok.convert_ids_to_tokens(ours["input_ids"][0] if batch else ours["input_ids"]) == \
        rtok.convert_ids_to_tokens(ref["input_ids"][0] if batch else ref["input_ids"])


def test_minilm_states_and_attention_match_transformers(minilm_pair):
    (model, tok), (ref, rtok) = minilm_pair
    enc = tok(TEXTS, padding=True, return_tensors="pt")
    with torch.no_grad():
        ours = model(**enc, output_hidden_states=True, output_attentions=True)
        theirs = ref(**rtok(TEXTS, padding=True, return_tensors="pt"), output_hidden_states=True,
                     output_attentions=True)
    real = enc["attention_mask"].bool()                                            # (B, T)
    assert len(ours.hidden_states) == len(theirs.hidden_states) == model.config.num_hidden_layers + 1
    for a, b in zip(ours.hidden_states, theirs.hidden_states):
        assert (a - b)[real].abs().max() < 2e-5 * b[real].abs().max()
    for a, b in zip(ours.attentions, theirs.attentions):
        assert (a - b).abs().max() < 1e-5
        assert torch.allclose(a.sum(-1), torch.ones(()), atol=1e-6)
    padded = ~real[1]                                                              # the short sentence's padding
    assert ours.attentions[0][1][:, :, padded].abs().max() == 0                    # gets exactly zero weight


def test_parameter_counts_are_the_published_ones(minilm_pair, mlm_pair):
    (model, _), (ref, _) = minilm_pair
    n = sum(p.numel() for p in model.parameters())
    assert n == sum(p.numel() for p in ref.parameters()) == book.MINILM_PARAMS.value
    (mlm, _), mref = mlm_pair
    assert sum(p.numel() for p in mlm.parameters()) == sum(p.numel() for p in mref.parameters())
    assert mlm.cls.predictions.table[0].weight is mlm.bert.embeddings.word_embeddings.weight     # tied


def test_masked_lm_scores_match_transformers(mlm_pair):
    (model, tok), ref = mlm_pair
    enc = tok(TEXTS, padding=True, truncation=True, max_length=64, return_tensors="pt")
    with torch.no_grad():
        ours = model.cls(model.bert(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"])
                         .last_hidden_state)
        theirs = ref(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"]).logits
    real = enc["attention_mask"].bool()
    assert (ours - theirs)[real].abs().max() < 1e-4
    assert torch.equal(ours[real].argmax(-1), theirs[real].argmax(-1))


def test_shared_tokenizer_serves_threads_at_once(minilm_pair):
    """Sessions share one tokenizer: calls with and without truncation, interleaved on four threads, each get
    their own answer (a tokenizer whose settings a call changed would leak truncation into another's)."""
    (_, tok), _ = minilm_pair
    want = {(text, cut): tok(text, truncation=cut, max_length=6)["input_ids"] for text in TEXTS for cut in (0, 1)}
    assert all(len(want[text, 1]) == 6 < len(want[text, 0]) for text in TEXTS[::2])
    wrong, errors = [], []

    def work(i):
        try:
            for k in range(60):
                key = (TEXTS[(i + k) % 3], (i + k) % 2)
                if tok(key[0], truncation=bool(key[1]), max_length=6)["input_ids"] != want[key]:
                    wrong.append(key)
        except Exception as e:          # noqa: BLE001  (reported below)
            errors.append(e)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert not errors and not wrong
    assert tok.engine.truncation is None and tok.engine.padding is None


def test_the_app_never_imports_transformers():
    code = ("import sys; sys.path.insert(0, %r)\n"
            "from lm_core.encoders import minilm, masked_lm, contextual\n"
            "enc = minilm.load(); lm = masked_lm.load(%r)\n"
            "contextual.encode(enc.model, enc.tokenizer, ['a bank'])\n"
            "contextual.word_by_layer(lm.model, lm.tokenizer, 'the bank of the river', 'bank')\n"
            "minilm.attentions(enc, 'the bank')\n"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('transformers', 'sentence_transformers'))\n"
            "assert not bad, bad\n") % (str(ROOT), str(MLM))
    subprocess.run([sys.executable, "-c", code], check=True, timeout=300)


@pytest.mark.parametrize("key,value", [("hidden_act", "relu"), ("hidden_act", "gelu_new"),
                                       ("position_embedding_type", "relative_key")])
def test_config_refuses_what_is_not_implemented(tmp_path, key, value):
    """Only absolute positions and exact GELU are implemented: another checkpoint is refused, not run wrongly."""
    raw = json.loads((MLM / "config.json").read_text())
    assert bert.BertConfig.from_file(MLM / "config.json").hidden_size == raw["hidden_size"]
    (tmp_path / "config.json").write_text(json.dumps({**raw, key: value}))
    with pytest.raises(ValueError):
        bert.BertConfig.from_file(tmp_path / "config.json")


def test_masked_lm_matches_transformers_at_another_layer_norm_eps(tmp_path):
    """A tiny random checkpoint with layer_norm_eps = 0.5 (not BERT's 1e-12): every LayerNorm, the head's too, uses
    the checkpoint's eps, so the scores are ``transformers``' own."""
    cfg = transformers.BertConfig(vocab_size=50, hidden_size=16, num_hidden_layers=1, num_attention_heads=2,
                                  intermediate_size=32, max_position_embeddings=12, type_vocab_size=1,
                                  layer_norm_eps=0.5)
    torch.manual_seed(0)
    ref = transformers.BertForMaskedLM(cfg).eval()
    for name, p in ref.named_parameters():        # random LayerNorm gains and biases too, so every norm matters
        if "LayerNorm" in name:
            p.data.normal_(1.0 if name.endswith("weight") else 0.0, 0.5)
    ref.save_pretrained(tmp_path)
    (tmp_path / "tokenizer.json").write_bytes((MLM / "tokenizer.json").read_bytes())
    model, _ = bert.load(tmp_path, masked_lm=True)
    ids = torch.randint(0, 50, (2, 10), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        ours = model.cls(model.bert(input_ids=ids).last_hidden_state)
        theirs = ref(input_ids=ids).logits
    assert (ours - theirs).abs().max() < 1e-4 * theirs.abs().max()
