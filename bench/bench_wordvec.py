"""Speed of the word-vector queries and the analogy evaluation, as ratios against gensim on the same vectors.

    nice -n 10 python -m bench.bench_wordvec
"""
from __future__ import annotations

import tempfile
import time
from pathlib import Path

import numpy as np

from bench.common import ROOT, best_time, report
from lm_core.vectors import analogy_eval as ae
from lm_core.vectors import word_vectors as wvm

ASSETS = ROOT / "assets" / "wordvec"
SECTIONS = ("capital-common-countries", "family", "gram3-comparative")


def main() -> None:
    import torch
    from gensim.models import KeyedVectors

    torch.set_num_threads(1)
    wv = wvm.load_vector_set(ASSETS, "glove")
    stem = ASSETS / wvm.VECTOR_FILES["glove"]
    kv = KeyedVectors(wv.dim)
    kv.add_vectors(list(wv.words), np.load(f"{stem}.float16.npy").astype(np.float32))
    kv.fill_norms()

    ours_q = best_time(lambda: wvm.analogy(wv, "man", "king", "woman", exclude_inputs=True, k=5), repeat=20)
    gensim_q = best_time(lambda: kv.most_similar(positive=["king", "woman"], negative=["man"], topn=5), repeat=20)
    ours_n = best_time(lambda: wvm.neighbours(wv, "king", 10), repeat=20)
    gensim_n = best_time(lambda: kv.most_similar("king", topn=10), repeat=20)

    questions = ae.load_questions(ASSETS / "questions-words.txt")
    keep = [i for i, s in enumerate(questions.section_of) if questions.sections[s] in SECTIONS]
    secs = tuple(s for s in questions.sections if s in SECTIONS)
    sub = ae.Questions(secs, np.array([secs.index(questions.sections[questions.section_of[i]]) for i in keep]),
                       tuple(questions.words[i] for i in keep))
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "q.txt"
        path.write_text("\n".join(f": {name}\n" + "\n".join(" ".join(q) for q, s in zip(sub.words, sub.section_of)
                                                           if s == k) for k, name in enumerate(secs)) + "\n")
        ours_e = best_time(lambda: ae.evaluate(wv, sub, 30_000), repeat=2)
        gensim_e = best_time(lambda: kv.evaluate_word_analogies(str(path), restrict_vocab=30_000), repeat=1)
    start = time.perf_counter()
    ae.evaluate(wv, questions, 100_000)          # all five rows, all 19,544 questions, 100k words: what the script does
    full = time.perf_counter() - start

    report("bench_wordvec", {
        "analogy query 100k x 50, ours (ms)": 1e3 * ours_q,
        "analogy query, gensim most_similar (ms)": 1e3 * gensim_q,
        "analogy query speed-up vs gensim": gensim_q / ours_q,
        "neighbour query, ours (ms)": 1e3 * ours_n,
        "neighbour query, gensim (ms)": 1e3 * gensim_n,
        "neighbour query speed-up vs gensim": gensim_n / ours_n,
        f"evaluation, {len(sub)} questions at 30k, ours, all 5 rows (s)": ours_e,
        "evaluation, same questions, gensim evaluate_word_analogies, 1 row (s)": gensim_e,
        "evaluation speed-up vs gensim (ours does 5 rows)": gensim_e / ours_e,
        "full table, 19,544 questions, 100k words, 5 rows (s)": full,
    })


if __name__ == "__main__":
    main()
