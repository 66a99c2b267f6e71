"""Pins for the sentences page (issue 23 §1, §2, §4): the numbers on the page against computations written out here.

- "bank" by layer: the hidden states are taken from the model, but the word's position, the cosines, the layer
  index, the lowest layer and the separation layer are computed in this file with plain loops;
- the lesson itself on the model the page uses: MiniLM's same-sense pairs stay above the different-sense pair at
  its top layers; our masked LM's do not, and the page says so;
- the static row from each sentence's own input ids;
- top-1 retrieval with identical texts counted as hits, every method, by a plain loop over the shipped vectors;
- the blind-spot exhibit: word overlap of the two default pairs, and MiniLM's place among the STS paraphrases.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
import torch

from ui.chapters.sentences import cache as sc

ROOT = Path(__file__).resolve().parent.parent
ASSETS = ROOT / "assets" / "sentences"
PAGE = "pages/sentences.py"


@pytest.fixture(scope="module")
def page():
    from streamlit.runtime.pages_manager import PagesManager
    from streamlit.testing.v1 import AppTest

    original = PagesManager.__init__

    def init(self, *args, **kwargs):
        original(self, *args, **kwargs)
        PagesManager.uses_pages_directory = False

    PagesManager.__init__ = init
    try:
        at = AppTest.from_file(str(ROOT / "app.py"), default_timeout=300)
        at.switch_page(PAGE)
        at.run()
        assert not at.exception, [e.value for e in at.exception]
        yield at
    finally:
        PagesManager.__init__ = original


def plain_cos(a, b) -> float:
    a, b = [float(x) for x in a], [float(x) for x in b]
    dot = sum(x * y for x, y in zip(a, b))
    return dot / math.sqrt(sum(x * x for x in a) * sum(y * y for y in b))


def bank_states(model, tok, text: str) -> list:
    """Every layer's state of the one "bank" piece in ``text`` (position found from the token list)."""
    enc = tok(text, return_tensors="pt")
    pieces = tok.convert_ids_to_tokens(enc["input_ids"][0].tolist())
    assert pieces.count("bank") == 1
    where = pieces.index("bank")
    with torch.no_grad():
        out = getattr(model, "bert", model)(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"],
                                            output_hidden_states=True)
    return [h[0, where].numpy() for h in out.hidden_states]


def curves(model_id: str):
    model, tok = sc.model(model_id)
    a, b, r, m = (bank_states(model, tok, s) for s in (sc.SENTENCE_A, sc.SENTENCE_B, sc.RIVER_2, sc.MONEY_2))
    n = len(a)
    return ([plain_cos(a[i], b[i]) for i in range(n)], [plain_cos(a[i], r[i]) for i in range(n)],
            [plain_cos(b[i], m[i]) for i in range(n)])


def first_separated_layer(ab, river, money):
    layer = None
    for i in range(len(ab) - 1, -1, -1):
        if ab[i] < river[i] and ab[i] < money[i]:
            layer = i
        else:
            break
    return layer


def chart(at, title: str) -> dict:
    specs = [json.loads(c.proto.spec) for c in at.get("plotly_chart")]
    return next(s for s in specs if s["layout"].get("title", {}).get("text") == title)


def bullets(at) -> list[str]:
    return [m.value for m in at.markdown if m.value.startswith("- ")]


def test_layer_curves_axis_and_the_layer_sentences(page):
    for model_id, short, layers in (("minilm", "MiniLM", 6), ("mlm", "our masked LM", 4)):
        ab, river, money = curves(model_id)
        assert len(ab) == layers + 1
        spec = chart(page, f"“bank” by layer, {short}")
        traces = {t["name"]: t for t in spec["data"]}
        for name, want in (("A vs B (river vs money)", ab), ("A vs A′ (two river sentences)", river),
                           ("B vs B′ (two money sentences)", money)):
            assert list(traces[name]["x"]) == list(range(layers + 1))
            assert np.allclose(traces[name]["y"], want, atol=1e-5)
        assert spec["layout"]["xaxis"]["title"]["text"] == "layer (0 = embedding layer)"
        low = min(range(len(ab)), key=lambda i: ab[i])
        assert any(b.startswith(f"- {short}: at layer {low} the two senses are at {ab[low]:.3f} while the two river "
                                f"sentences are at {river[low]:.3f}") for b in bullets(page))
        sep = first_separated_layer(ab, river, money)
        if model_id == "minilm":
            assert sep == 4
            assert f"- MiniLM: the senses separate from layer {sep} on: from there to the last layer ({layers})" in \
                "\n".join(bullets(page))
        else:
            assert sep is None
            assert f"- our masked LM: the senses do **not** separate: at the last layer ({layers}) A vs B is " \
                   f"{ab[-1]:.3f}" in "\n".join(bullets(page))


def test_minilm_keeps_same_sense_pairs_above_the_different_sense_pair_at_the_top_layers():
    ab, river, money = curves("minilm")
    for layer in (4, 5, 6):
        assert river[layer] > ab[layer] and money[layer] > ab[layer], layer
    assert ab[2] > river[2]                                      # and not yet at layer 2: the lesson comes with depth


def test_static_row_is_read_from_each_sentences_own_ids(page):
    for model_id in sc.MODELS:
        model, tok = sc.model(model_id)
        table = getattr(model, "bert", model).embeddings.word_embeddings.weight.detach()
        rows = []
        for text in (sc.SENTENCE_A, sc.SENTENCE_B):
            ids = tok(text)["input_ids"]
            pieces = tok.convert_ids_to_tokens(ids)
            rows.append(table[ids[pieces.index("bank")]].numpy())
        assert f"{plain_cos(*rows):.6f}" == "1.000000"
    static = next(m.value for m in page.markdown if m.value.startswith("**Static row.**"))
    assert "MiniLM **1.000000**, our masked LM **1.000000**" in static


def test_top1_counts_identical_text_and_every_method_matches_a_plain_loop(page):
    pairs = sc.sts_pairs()
    order = sorted(range(len(pairs)), key=lambda i: (-pairs.score[i], i))[:200]
    index_texts = [pairs.first[i] for i in order]
    assert len(set(index_texts)) == 188
    with np.load(ASSETS / "sts_embeddings.npz") as z:
        emb = {k: z[k].astype(np.float64) for k in z.files}

    def words(s):
        import re
        return set(re.findall(r"\w+", s.lower()))

    hits = {}
    for method in sc.METHODS:
        n = 0
        for qi, row in enumerate(order):
            best, best_j = -math.inf, None
            for j, other in enumerate(order):
                if method == "overlap":
                    a, b = words(pairs.second[row]), words(pairs.first[other])
                    s = len(a & b) / len(a | b) if a | b else 0.0
                else:
                    q, e = emb[f"{method}.second"][row], emb[f"{method}.first"][other]
                    s = float(q @ e / (np.linalg.norm(q) * np.linalg.norm(e) or 1.0))
                if s > best:
                    best, best_j = s, j
            n += index_texts[best_j] == index_texts[qi]
        hits[method] = n / len(order)
    table = next(t.value for t in page.table if "top-1 retrieval" in t.value.columns
                 and "Spearman ρ (cosine vs human)" not in t.value.columns)
    shown = dict(zip(table["method"], table["top-1 retrieval"]))
    for method in sc.METHODS:
        assert shown[sc_label(method)] == f"{100 * hits[method]:.1f}%"
    assert hits["minilm"] == 0.945 and hits["overlap"] == 0.925


def sc_label(method: str) -> str:
    from ui.strings.sentences import EN

    return EN[f"sentences.m.{method}"]


def test_blind_spot_exhibit(page):
    table = next(t.value for t in page.table if "your pair" in t.value.columns)
    rows = {r["method"]: r for _, r in table.reset_index().iterrows()}
    overlap = rows[sc_label("overlap")]
    assert overlap["swapped subject/object"] == "1.000"          # {the, dog, bit, man} both ways
    assert overlap["added negation"] == f"{4 / 5:.3f}"              # {the, film, was, good} of 5 words
    pairs = sc.sts_pairs()
    keep = [i for i in range(len(pairs)) if pairs.score[i] >= 4.0]
    with np.load(ASSETS / "sts_embeddings.npz") as z:
        first, second = z["minilm.first"].astype(np.float64), z["minilm.second"].astype(np.float64)
    para = [plain_cos(first[i], second[i]) for i in keep]
    model, tok = sc.model("minilm")
    vecs = []
    for text in sc.SWAP_PAIR:
        enc = tok(text, return_tensors="pt")
        with torch.no_grad():
            hidden = model(input_ids=enc["input_ids"], attention_mask=enc["attention_mask"]).last_hidden_state[0]
        vecs.append(hidden.mean(dim=0).numpy())
    cos = plain_cos(*vecs)
    minilm = rows[sc_label("minilm")]
    assert minilm["your pair"] == f"{cos:.3f}" == minilm["swapped subject/object"]
    below = sum(p < cos for p in para) / len(para)
    assert minilm["STS paraphrases below your pair"] == f"{100 * below:.0f}%"
    assert minilm["STS paraphrases: median"] == f"{float(np.median(para)):.3f}"
    assert len(keep) == 249


def test_sts_rows_beside_the_full_benchmark(page):
    text = "\n".join(m.value for m in page.markdown)
    full = json.loads((ASSETS / "sts_table.json").read_text())["minilm_spearman_full"]
    assert "MiniLM on all 1,379 pairs" in text and f"ρ {full:.4f}, against 0.8099 on the 879 shipped here" in text
