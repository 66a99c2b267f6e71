"""Word vectors and the analogy evaluation, checked against gensim on the same vectors and against plain loops."""
from __future__ import annotations

import json
import re
from pathlib import Path

import numpy as np
import pytest

from lm_core.vectors import analogy_eval as ae
from lm_core.vectors import word_vectors as wvm

ASSETS = Path(__file__).resolve().parent.parent / "assets" / "wordvec"


@pytest.fixture(scope="module")
def glove():
    return wvm.load_vector_set(ASSETS, "glove")


@pytest.fixture(scope="module")
def w2v():
    return wvm.load_vector_set(ASSETS, "w2v")


def keyed(wv_name: str):
    """gensim KeyedVectors holding exactly the shipped float16 vectors (cast to float32), same order."""
    from gensim.models import KeyedVectors

    stem = ASSETS / wvm.VECTOR_FILES[wv_name]
    vectors = np.load(f"{stem}.float16.npy").astype(np.float32)
    words = Path(f"{stem}.vocab.txt").read_text(encoding="utf-8").split("\n")[: len(vectors)]
    kv = KeyedVectors(vectors.shape[1])
    kv.add_vectors(words, vectors)
    return kv


@pytest.fixture(scope="module")
def glove_kv():
    return keyed("glove")


@pytest.fixture(scope="module")
def questions():
    return ae.load_questions(ASSETS / "questions-words.txt")


# ---------------------------------------------------------------- king − man + woman

def test_king_man_woman_nothing_excluded_is_king(glove):
    res = wvm.analogy(glove, "man", "king", "woman", exclude_inputs=False)
    assert res.answer == "king" and res.answer_is_input
    assert f"{res.top[0][1]:.3f}" == "0.885"
    assert res.top[1][0] == "queen"
    assert res.input_ranks["king"] == 1


def test_king_man_woman_inputs_excluded_is_queen(glove):
    res = wvm.analogy(glove, "man", "king", "woman", exclude_inputs=True)
    assert res.answer == "queen" and not res.answer_is_input
    assert not {"man", "king", "woman"} & {w for w, _ in res.top}
    # the similarity of the answer with c alone is a plain cosine
    q, w = glove.unit[glove.index["queen"]], glove.unit[glove.index["woman"]]
    assert res.answer_sim_to_c == pytest.approx(float(q @ w), abs=1e-6)


def test_analogy_matches_gensim_most_similar(glove, glove_kv):
    for a, b, c in [("man", "king", "woman"), ("paris", "france", "rome"), ("walking", "walked", "swimming"),
                    ("good", "better", "bad")]:
        ours = wvm.analogy(glove, a, b, c, exclude_inputs=True, k=5)
        ref = glove_kv.most_similar(positive=[b, c], negative=[a], topn=5)
        assert [w for w, _ in ours.top] == [w for w, _ in ref]
        assert np.allclose([s for _, s in ours.top], [s for _, s in ref], atol=1e-5)


def test_input_ranks_match_a_full_sort(glove):
    res = wvm.analogy(glove, "man", "king", "woman", exclude_inputs=False, cutoff=30_000)
    q = glove.unit[glove.index["king"]] - glove.unit[glove.index["man"]] + glove.unit[glove.index["woman"]]
    order = list(np.argsort(-(glove.unit[:30_000] @ q)))
    for w in ("man", "king", "woman"):
        assert res.input_ranks[w] == order.index(glove.index[w]) + 1


def test_neighbours_match_gensim(glove, glove_kv):
    for word in ("king", "three", "guitar"):
        ours = wvm.neighbours(glove, word, 10)
        ref = glove_kv.most_similar(word, topn=10)
        assert [w for w, _ in ours] == [w for w, _ in ref]
        assert np.allclose([s for _, s in ours], [s for _, s in ref], atol=1e-5)


def test_cutoff_restricts_the_search(glove, glove_kv):
    ours = wvm.neighbours(glove, "king", 10, cutoff=5_000)
    ref = glove_kv.most_similar("king", topn=10, restrict_vocab=5_000)
    assert [w for w, _ in ours] == [w for w, _ in ref]
    assert all(glove.index[w] < 5_000 for w, _ in ours)


def test_project_2d_is_centred_and_ordered(glove):
    words = "one two three four five guitar piano violin".split()
    pts = wvm.project_2d(glove, words)
    assert pts.shape == (8, 2)
    assert np.allclose(pts.mean(axis=0), 0, atol=1e-9)
    assert pts[:, 0].var() >= pts[:, 1].var()


# ---------------------------------------------------------------- typed words

def problem(wv, raw, cutoff=None) -> wvm.WordError:
    with pytest.raises(wvm.WordError) as info:
        wvm.check_word(wv, raw, cutoff)
    return info.value


def test_check_word_normalises_and_explains(glove, w2v):
    ok = wvm.check_word(glove, "  KING ")
    assert ok.word == "king" and ok.lowered
    assert problem(glove, "   ").code == "empty"
    assert problem(glove, "").code == "empty"
    assert problem(glove, None).code == "empty"
    long = problem(glove, "x" * (wvm.WORD_MAX + 1))
    assert long.code == "too_long" and long.params["limit"] == wvm.WORD_MAX and long.params["n"] == len(glove)
    typo = problem(glove, "Gutiar")
    assert typo.code == "unknown" and "guitar" in typo.params["suggestions"] and typo.params["raw"] == "Gutiar"
    assert problem(glove, "король").code == "non_latin"
    two = problem(glove, "new york")
    assert two.code == "spaces" and two.params["suggestions"] == ("new",)
    accent = problem(w2v, "café")          # w2v knows only a–z words
    assert accent.code == "non_latin" and accent.params["suggestions"] == ("cafe",)
    rare_word = next(w for w in glove.words[50_000:] if w.isalpha())
    rare = problem(glove, rare_word, cutoff=10_000)
    assert rare.code == "unknown" and rare.params["n"] == 10_000 and glove.known(rare_word)
    assert isinstance(rare, wvm.InputError)


# ---------------------------------------------------------------- the evaluation

def test_mikolov_counts(questions):
    sem = questions.semantic()[questions.section_of]
    assert (len(questions), int(sem.sum()), int((~sem).sum()), len(questions.sections)) == (19544, 8869, 10675, 14)


def _subset(questions, names, per_section=80):
    """The first ``per_section`` questions of the named sections (gensim's loop is slow: keep it small)."""
    keep = [i for i, s in enumerate(questions.section_of) if questions.sections[s] in names]
    keep = [i for i in keep
            if sum(questions.section_of[j] == questions.section_of[i] for j in keep if j < i) < per_section]
    secs = tuple(s for s in questions.sections if s in names)
    remap = {questions.sections.index(s): i for i, s in enumerate(secs)}
    return ae.Questions(secs, np.array([remap[questions.section_of[i]] for i in keep]),
                        tuple(questions.words[i] for i in keep))


def _write(qs, path):
    lines = []
    for k, name in enumerate(qs.sections):
        lines.append(f": {name}")
        lines += [" ".join(q) for q, s in zip(qs.words, qs.section_of) if s == k]
    path.write_text("\n".join(lines) + "\n")


@pytest.mark.slow
@pytest.mark.parametrize("name, cutoff", [("glove", 30_000), ("w2v", 100_000)])
def test_standard_score_matches_gensim(name, cutoff, questions, tmp_path):
    qs = _subset(questions, ("family", "capital-common-countries", "gram3-comparative", "gram7-past-tense"))
    path = tmp_path / "q.txt"
    _write(qs, path)
    wv = wvm.load_vector_set(ASSETS, name)
    ours = ae.evaluate(wv, qs, cutoff)
    score, sections = keyed(name).evaluate_word_analogies(str(path), restrict_vocab=cutoff)
    assert list(ours.correct["add"]) == [len(s["correct"]) for s in sections[:-1]]
    assert list(ours.answerable) == [len(s["correct"]) + len(s["incorrect"]) for s in sections[:-1]]
    assert ours.accuracy("add") == pytest.approx(score)


def test_every_row_matches_a_plain_loop(glove, questions):
    rng = np.random.default_rng(0)
    pick = rng.choice(len(questions), 60, replace=False)
    qs = ae.Questions(questions.sections, questions.section_of[pick], tuple(questions.words[i] for i in pick))
    N = 20_000
    table = ae.evaluate(glove, qs, N)
    U = glove.unit[:N]
    expect = {m: 0 for m in ae.METHODS}
    wins = n = 0
    for a, b, c, d in qs.words:
        if not all(glove.known(w, N) for w in (a, b, c, d)):
            continue
        n += 1
        ia, ib, ic, idd = (glove.index[w] for w in (a, b, c, d))
        queries = {"add_all": U[ib] - U[ia] + U[ic], "add": U[ib] - U[ia] + U[ic], "only_c": U[ic],
                   "only_b": U[ib], "b_plus_c": U[ib] + U[ic]}
        for m, q in queries.items():
            order = np.argsort(-(U @ q), kind="stable")
            winner = order[0] if m == "add_all" else next(j for j in order if j not in (ia, ib, ic))
            expect[m] += int(winner == idd)
            if m == "add_all":
                wins += int(winner in (ia, ib, ic))
    assert table.n_answerable() == n
    assert {m: sum(table.correct[m]) for m in ae.METHODS} == expect
    assert sum(table.input_wins) == wins


SHIPPED_EVAL = json.loads((ASSETS / "wordvec_eval.json").read_text())
CHECK_SECTIONS = ("family", "gram2-opposite")      # a small semantic and a small syntactic section


def sections_only(questions: ae.Questions, keep: tuple[str, ...]) -> ae.Questions:
    """The questions of some whole sections (each question is scored on its own, so their counts are unchanged)."""
    idx = [questions.sections.index(k) for k in keep]
    rows = np.flatnonzero(np.isin(questions.section_of, idx))
    return ae.Questions(questions.sections, questions.section_of[rows], tuple(questions.words[i] for i in rows))


@pytest.mark.parametrize("name", ["glove", "w2v"])
def test_shipped_10k_tables_are_what_the_code_computes(name, questions):
    """Every row and every section of the 10,000-word tables, recomputed with the page's own evaluate()."""
    wv = wvm.load_vector_set(ASSETS, name)
    assert ae.evaluate(wv, questions, 10_000) == ae.EvalTable.from_dict(SHIPPED_EVAL["tables"][f"{name}:10000"])


@pytest.mark.parametrize("key", sorted(SHIPPED_EVAL["tables"]))
def test_every_shipped_table_on_two_whole_sections(key, questions):
    """Each of the six tables: all five rows plus the input wins, recomputed on two whole sections."""
    name, cutoff = key.split(":")
    shipped = ae.EvalTable.from_dict(SHIPPED_EVAL["tables"][key])
    got = ae.evaluate(wvm.load_vector_set(ASSETS, name), sections_only(questions, CHECK_SECTIONS), int(cutoff))
    assert got.cutoff == shipped.cutoff and got.sections == shipped.sections
    for sec in CHECK_SECTIONS:
        i = shipped.sections.index(sec)
        assert got.answerable[i] == shipped.answerable[i] > 0, (key, sec)
        assert {m: got.correct[m][i] for m in ae.METHODS} == {m: shipped.correct[m][i] for m in ae.METHODS}, sec
        assert got.input_wins[i] == shipped.input_wins[i]
        assert {k: v[i] for k, v in got.wins_by_input.items()} == {k: v[i] for k, v in shipped.wins_by_input.items()}


def test_shipped_tables_say_who_computed_them_and_when():
    assert SHIPPED_EVAL["script"] == "scripts/train_word2vec.py"
    assert (ASSETS.parent.parent / SHIPPED_EVAL["script"]).exists()
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", SHIPPED_EVAL["computed"])


@pytest.mark.slow
@pytest.mark.parametrize("key", ["glove:30000", "glove:100000", "w2v:30000", "w2v:100000"])
def test_shipped_table_is_what_the_code_computes(key, questions):
    name, cutoff = key.split(":")
    wv = wvm.load_vector_set(ASSETS, name)
    assert ae.evaluate(wv, questions, int(cutoff)) == ae.EvalTable.from_dict(SHIPPED_EVAL["tables"][key])


def test_shipped_tables_show_the_lesson():
    tables = {k: ae.EvalTable.from_dict(v)
              for k, v in json.loads((ASSETS / "wordvec_eval.json").read_text())["tables"].items()}
    glove, w2v = tables["glove:100000"], tables["w2v:100000"]
    assert (glove.n_total(), glove.n_total("semantic")) == (19544, 8869)
    # GloVe on 6 B tokens: the winner is an input ~39% of the time, nearest-to-c keeps ~20% of the score
    assert glove.input_win_rate("semantic") == pytest.approx(0.39, abs=0.01)
    assert glove.kept("only_c") == pytest.approx(0.20, abs=0.01)
    # the small-corpus word2vec leans on proximity much more
    assert w2v.input_win_rate("semantic") > glove.input_win_rate("semantic") + 0.15
    assert w2v.kept("only_c") > glove.kept("only_c") + 0.25
    for t in tables.values():
        assert t.accuracy("add") >= t.accuracy("add_all")
        assert sum(t.correct["add_all"]) + sum(t.input_wins) <= t.n_answerable()


# ---------------------------------------------------------------- similarity correlations

@pytest.mark.parametrize("dataset", list(ae.PAIR_FILES))
def test_spearman_matches_gensim(glove, glove_kv, dataset):
    ours = ae.pair_correlation(glove, ae.load_pairs(ASSETS / ae.PAIR_FILES[dataset]), dataset)
    pearson, spearman, oov = glove_kv.evaluate_word_pairs(str(ASSETS / ae.PAIR_FILES[dataset]))
    assert ours.spearman == pytest.approx(spearman.statistic, abs=1e-9)
    assert ours.pearson == pytest.approx(pearson.statistic, abs=1e-6)
    assert 100 * (1 - ours.n_used / ours.n_total) == pytest.approx(oov)


# ---------------------------------------------------------------- comparing two vector sets

def test_compare_sets_reads_neighbours_not_coordinates(w2v):
    same = wvm.compare_sets(w2v, w2v, ("king", "three", "zzzz-unknown"), k=4)
    assert same.identical and same.probes == ("king", "three") and same.vocab == (len(w2v), len(w2v))
    # a rotated copy has other coordinates but the same neighbours: it says the same thing
    rot, _ = np.linalg.qr(np.random.default_rng(0).normal(size=(w2v.dim, w2v.dim)))
    turned = wvm.WordVectors.from_arrays("turned", w2v.words, w2v.unit @ rot.astype(np.float32))
    assert wvm.compare_sets(w2v, turned, ("king", "three"), k=4).identical
    # a subset of the vocabulary, and shuffled vectors, differ
    fewer = wvm.WordVectors.from_arrays("fewer", w2v.words[:20_000], w2v.unit[:20_000])
    cmp = wvm.compare_sets(w2v, fewer, ("king", "three"), k=4)
    assert not cmp.identical and not cmp.same_vocab and cmp.vocab == (len(w2v), 20_000)
    shuffled = wvm.WordVectors.from_arrays("shuffled", w2v.words,
                                           w2v.unit[np.random.default_rng(1).permutation(len(w2v))])
    cmp = wvm.compare_sets(w2v, shuffled, ("king", "three", "god"), k=4)
    assert cmp.same_vocab and cmp.same_neighbours == () and not cmp.identical
