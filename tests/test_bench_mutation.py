"""bench/mutation.py's own rules (no mutmut run here: the package runs are stubbed, so this takes well under a
second). ``--fresh`` runs every package in a new directory and never reads or changes an earlier run's results; it
prints each package's time, the total wall time and the load average; a sampled score comes with its 95 % Wilson
interval; the sample is seeded; ``--max-children`` is at least one."""
from __future__ import annotations

import json

import pytest
from scipy.stats import binomtest

from bench import mutation


def _meta(where, codes: dict[str, int | None]) -> None:
    """A package's mutmut results as mutmut 3 writes them (``mutants/<file>.py.meta``)."""
    meta = where / "mutants" / "lm_core" / "x.py.meta"
    meta.parent.mkdir(parents=True, exist_ok=True)
    meta.write_text(json.dumps({"exit_code_by_key": codes}))


@pytest.fixture
def bench_root(tmp_path, monkeypatch):
    """bench.mutation pointed at an empty tree, with an earlier incremental result of one package and with the
    mutmut runs replaced by a stub that records where it was asked to work and writes two killed mutants and one
    survivor there."""
    work = tmp_path / "bench" / "results" / "mutation"
    _meta(work / "lessons", {"m.x_f__mutmut_1": 0})            # an earlier run's survivor
    monkeypatch.setattr(mutation, "ROOT", tmp_path)
    monkeypatch.setattr(mutation, "WORK", work)
    monkeypatch.setattr(mutation, "EQUIVALENT", tmp_path / "none.txt")
    calls = []

    def fake_run(package, max_children, work=mutation.WORK, samples=mutation.SAMPLE):
        calls.append((package, max_children, work, samples))
        _meta(work / package, {"a__mutmut_1": 1, "a__mutmut_2": 1, "a__mutmut_3": 0})
        return 1.5

    monkeypatch.setattr(mutation, "run", fake_run)
    return tmp_path, work, calls


def test_fresh_runs_every_package_in_a_new_directory_and_keeps_earlier_results(bench_root, capsys):
    root, work, calls = bench_root
    before = (work / "lessons" / "mutants" / "lm_core" / "x.py.meta").read_text()
    mutation.main(["--fresh"])
    out = capsys.readouterr().out
    assert [c[0] for c in calls] == list(mutation.PACKAGES)             # every package, none skipped
    fresh = {c[2] for c in calls}
    assert len(fresh) == 1
    fresh = fresh.pop()
    assert fresh.parent == root / "bench" / "results" and fresh.name.startswith("mutation-fresh-")
    assert all(c[3] is mutation.FRESH_SAMPLE and c[1] == 2 for c in calls)
    assert (work / "lessons" / "mutants" / "lm_core" / "x.py.meta").read_text() == before
    assert sorted(p.name for p in work.iterdir()) == ["lessons"]        # nothing written beside the earlier run
    # the scores are the fresh ones (2 killed of 3), not the earlier survivor's 0 of 1
    assert "66.7%" in out and "0.0%" not in out
    assert "wall time" in out and "load average at the start" in out and "at the end" in out
    for package in mutation.PACKAGES:
        assert f"  {package:<20}     1.5 s" in out
    saved = json.loads(next(fresh.glob("scores-*.json")).read_text())
    assert saved["fresh"] is True and set(saved["seconds"]) == set(mutation.PACKAGES)
    assert len(saved["load_start"]) == 3 and len(saved["load_end"]) == 3 and saved["wall"] >= 0


def test_a_second_fresh_run_never_reuses_the_first_ones_directory(bench_root):
    root, work, calls = bench_root
    mutation.main(["--fresh", "lessons"])
    mutation.main(["--fresh", "lessons", "--max-children", "1"])        # within the same second, most likely
    assert len({c[2] for c in calls}) == 2
    assert [c[1] for c in calls] == [2, 1]


def test_an_incremental_run_works_in_the_usual_directory(bench_root):
    root, work, calls = bench_root
    mutation.main(["lessons", "--max-children", "1"])
    assert calls == [("lessons", 1, work, mutation.SAMPLE)]


@pytest.mark.parametrize("argv", [["--fresh", "--report"], ["--max-children", "0"], ["no-such-package"]])
def test_refused_arguments(bench_root, argv):
    with pytest.raises(SystemExit) as e:
        mutation.main(argv)
    assert e.value.code == 2 and not bench_root[2]


@pytest.mark.parametrize("caught, judged", [(187, 187), (166, 185), (0, 12), (118, 140), (1, 2)])
def test_the_interval_is_wilsons(caught, judged):
    ref = binomtest(caught, judged).proportion_ci(confidence_level=0.95, method="wilson")
    low, high = mutation.interval(caught, judged)
    assert low == pytest.approx(ref.low, abs=1e-9) and high == pytest.approx(ref.high, abs=1e-9)


def test_the_sample_is_seeded_and_a_subset():
    names = [f"m__mutmut_{i}" for i in range(500)]
    a, b = mutation.sample_of(names, 60), mutation.sample_of(list(names), 60)
    assert a == b and len(set(a)) == 60 and set(a) <= set(names)
    assert sorted(mutation.sample_of(names[:10], 60)) == sorted(names[:10])   # fewer mutants than the sample size


def test_every_sampled_package_is_a_package_and_the_fresh_run_samples_at_least_what_the_others_do():
    assert set(mutation.SAMPLE) <= set(mutation.FRESH_SAMPLE) <= set(mutation.PACKAGES)
    assert all(mutation.FRESH_SAMPLE[p] <= mutation.SAMPLE[p] for p in mutation.SAMPLE)


def test_a_package_may_name_single_tests_and_each_names_a_test_file():
    for package, (files, tests) in mutation.PACKAGES.items():
        for t in tests:
            assert mutation._file(mutation.ROOT, t).is_file(), (package, t)
    assert mutation._file(mutation.ROOT, "tests/test_x.py::test_y[a-b]") == mutation.ROOT / "tests" / "test_x.py"


def test_the_mutmut_profile_runs_fewer_examples_only_under_mutmut(monkeypatch):
    """tests/conftest.py: under mutmut (MUTANT_UNDER_TEST set) a property test runs fewer examples than it names,
    the same ones on every run, and a failure is not shrunk; outside mutmut each runs the count it names."""
    from hypothesis import Phase, settings

    from tests import conftest

    before = settings.get_current_profile_name()
    try:
        monkeypatch.delenv("MUTANT_UNDER_TEST", raising=False)
        conftest._hypothesis_profile_under_mutmut()
        assert settings.get_current_profile_name() == before
        assert conftest.examples(60) == 60 and conftest.steps(40) == 40
        monkeypatch.setenv("MUTANT_UNDER_TEST", "stats")
        conftest._hypothesis_profile_under_mutmut()
        assert conftest.examples(60) < 60 and conftest.examples(8) == 8 and conftest.steps(40) < 40
        assert settings.default.derandomize and settings.default.database is None
        assert Phase.shrink not in settings.default.phases and Phase.generate in settings.default.phases
    finally:
        settings.load_profile(before)
