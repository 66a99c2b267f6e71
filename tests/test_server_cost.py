"""Issue 24 (burst and memory): what each page run and the server's memory no longer pay for.

- the figure cache's key is computed from the arguments' pickle (``figures.key_of``): equal plain inputs give one
  key whatever objects hold them, and any difference in value, type or order gives another;
- the share panel's QR code is drawn once per link, not on every run;
- loading the encoders (MiniLM, our masked LM) does not import torch's Python meta kernels (``torch._dynamo``,
  ``sympy``: 68 MB held by the server for good), and models built outside the loader still draw their tables.
"""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from ui import figures

ROOT = Path(__file__).resolve().parent.parent


def test_the_key_follows_values_not_objects():
    a, b = "ab" * 3, "".join(["ab"] * 3)
    assert a is not b and figures.key_of([a, a]) == figures.key_of([a, b])
    xs = [0.1 * i for i in range(400)]
    assert figures.key_of(xs, {"s": np.arange(5.0)}) == figures.key_of(list(xs), {"s": np.arange(5.0).copy()})


@pytest.mark.parametrize("one,other", [
    ([1, 2], [1.0, 2.0]), ([1, 2], (1, 2)), (True, 1), (np.float64(1.0), 1.0), (np.arange(3), np.arange(3.0)),
    (np.arange(6).reshape(2, 3), np.arange(6).reshape(3, 2)), ({"a": 1, "b": 2}, {"b": 2, "a": 1}),
    (range(3), range(4)), ("a", b"a"), ([0.0], [-0.0]),
])
def test_the_key_tells_apart_what_fingerprint_tells_apart(one, other):
    assert figures.key_of(one) != figures.key_of(other)
    assert figures.key_of(one) == figures.key_of(one)


def test_what_has_no_plain_value_is_refused():
    cyclic: list = []
    cyclic.append(cyclic)
    for value in (object(), [1, lambda: 0], cyclic):
        with pytest.raises(figures.Unhashable):
            figures.key_of(value)


def test_the_qr_code_is_drawn_once_per_link():
    from ui.share import qr_png

    link = "http://127.0.0.1:8501/neural?lang=it&seed=7"
    first = qr_png(link)
    assert qr_png(link) is first and first.startswith(b"\x89PNG")
    assert qr_png(link + "1") != first


LOAD_ENCODERS = """
import sys
from pathlib import Path
from lm_core.encoders import masked_lm, minilm
enc = minilm.load()
lm = masked_lm.load(Path("assets/sentences/mlm"))
assert enc.model.embeddings.word_embeddings.weight.device.type == "cpu"
print(sorted(m for m in ("sympy", "torch._dynamo", "torch._inductor") if m in sys.modules))
"""


def test_loading_the_encoders_does_not_import_torch_meta_kernels():
    out = subprocess.run([sys.executable, "-c", LOAD_ENCODERS], cwd=ROOT, capture_output=True, text=True,
                         timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    assert out.stdout.strip().splitlines()[-1] == "[]"


def test_an_encoder_built_for_training_still_draws_its_tables():
    import torch

    from lm_core.encoders import bert

    torch.manual_seed(0)
    emb = bert._embedding(50, 8)
    assert emb.weight.device.type == "cpu" and 0.5 < float(emb.weight.std()) < 1.5
