"""Copy the STS-benchmark test pairs into assets/ and precompute every sentence-vector method's embeddings.

    nice -n 10 python -m scripts.precompute_sentences            # after scripts.train_masked_lm

Writes to assets/sentences/:
  - sts-test.csv: the STS-benchmark test file without the MSRpar and MSRvid rows (Microsoft Research licence
    terms that need an agreement; see assets/SOURCES.md), byte-for-byte lines otherwise; LICENSE.txt beside it.
  - sts_embeddings.npz: for each method (glove, w2v, mlm_mean, mlm_cls, minilm) two float16 arrays
    ``<method>.first`` and ``<method>.second`` (N, D), unit rows, in file order. The page reads these instead of
    encoding 2 × N sentences per visitor; it recomputes the MiniLM row live on request.
  - sts_table.json: ρ and top-1 of every method, from the float16 arrays (what the page shows), and N.
One thread; no random draws (the models are in eval mode), so the output is the same on every run.
"""
from __future__ import annotations

import json
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import numpy as np  # noqa: E402
import torch  # noqa: E402

from lm_core.encoders import contextual, masked_lm, minilm, sentence_eval as se  # noqa: E402
from lm_core.vectors import word_vectors as wvm  # noqa: E402

SHARED = ROOT.parent.parent / "shared" / "data" / "stsbenchmark"
OUT = ROOT / "assets" / "sentences"


def find_shared() -> Path:
    for candidate in (SHARED, Path("/work/shared/data/stsbenchmark")):
        if (candidate / "sts-test.csv").exists():
            return candidate
    raise SystemExit("the STS benchmark is not in shared/data/stsbenchmark/")


def copy_test(src: Path) -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    kept = [line for line in (src / "sts-test.csv").read_text(encoding="utf-8").splitlines(keepends=True)
            if line.split("\t")[1] not in se.LICENCE_DROPPED]
    (OUT / "sts-test.csv").write_text("".join(kept), encoding="utf-8")
    shutil.copyfile(src / "LICENSE.txt", OUT / "LICENSE.txt")


def main() -> None:
    torch.set_num_threads(1)
    src = find_shared()
    copy_test(src)
    full = se.load_sts(src / "sts-test.csv")
    pairs = se.load_sts(OUT / "sts-test.csv")
    print(f"{len(full)} test pairs, {len(pairs)} shipped without {', '.join(se.LICENCE_DROPPED)}", flush=True)
    arrays: dict[str, np.ndarray] = {}
    for name in ("glove", "w2v"):
        wv = wvm.load_vector_set(ROOT / "assets" / "wordvec", name)
        arrays[f"{name}.first"] = se.average_vectors(pairs.first, wv.index, wv.unit)
        arrays[f"{name}.second"] = se.average_vectors(pairs.second, wv.index, wv.unit)
    lm = masked_lm.load(OUT / "mlm")
    enc = minilm.load()
    for name, (model, tok, pooling) in {"mlm_mean": (lm.model, lm.tokenizer, "mean"),
                                        "mlm_cls": (lm.model, lm.tokenizer, "cls"),
                                        "minilm": (enc.model, enc.tokenizer, "mean")}.items():
        t0 = time.perf_counter()
        arrays[f"{name}.first"] = contextual.encode(model, tok, pairs.first, pooling)
        arrays[f"{name}.second"] = contextual.encode(model, tok, pairs.second, pooling)
        print(f"{name}: {time.perf_counter() - t0:.1f}s", flush=True)
    half = {k: v.astype(np.float16) for k, v in arrays.items()}
    np.savez_compressed(OUT / "sts_embeddings.npz", **half)

    retrieval = se.retrieval_indices(pairs)
    rows = [se.score_overlap(pairs, retrieval)]
    for name in ("glove", "w2v", "mlm_mean", "mlm_cls", "minilm"):
        rows.append(se.score_vectors(name, half[f"{name}.first"], half[f"{name}.second"], pairs, retrieval))
    full_minilm = se.spearman(se.pair_cosines(contextual.encode(enc.model, enc.tokenizer, full.first),
                                              contextual.encode(enc.model, enc.tokenizer, full.second)), full.score)
    table = {"n_pairs": len(pairs), "n_pairs_full": len(full), "dropped": list(se.LICENCE_DROPPED),
             "retrieval_pairs": len(retrieval), "minilm_spearman_full": round(full_minilm, 4),
             "methods": {r.method: {"spearman": round(r.spearman, 4), "top1": round(r.top1, 4)} for r in rows}}
    (OUT / "sts_table.json").write_text(json.dumps(table, indent=1) + "\n")
    print(json.dumps(table, indent=1))


if __name__ == "__main__":
    main()
