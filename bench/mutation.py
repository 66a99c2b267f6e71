"""Mutation testing, package by package (issue 45): how many planted slips do the tests catch?

    python -m bench.mutation                  # every package below, one after the other, then the scores
    python -m bench.mutation lessons ui.numbers   # some packages
    python -m bench.mutation --report         # only print the scores of what earlier runs left
    python -m bench.mutation --fresh          # every package from scratch in a new directory (the 40-minute run)

mutmut 3 (``[tool.mutmut]`` in ``pyproject.toml``) copies the sources to ``mutants/``, plants one slip at a time
(``<`` for ``<=``, ``+ 1`` on a constant, a dropped argument, ``None`` for a value...), and counts a mutant
*killed* when a test fails. A package here is run in its own copy of the tree
(``bench/results/mutation/<package>/``) whose ``[tool.mutmut]`` mutates only that package and runs only the tests
that should catch it, and inside that mutmut runs each mutant against only the tests that reached the mutated
function. A run keeps its results: the next run of a package retries only the functions whose code changed.

Score = killed / (mutants - mutants judged equivalent - mutants no selected test reaches). The equivalent ones
are listed, one line of reason each, in ``bench/mutation_equivalent.txt``; ``no tests`` are shown beside the
score, not hidden in it. One mutmut process runs at a time (``--max-children``, 2 by default: this machine's
cores; 1 leaves a core to others). ``--fresh`` runs from scratch in ``bench/results/mutation-fresh-<time>/``,
leaving the incremental results alone, with the larger packages on seeded samples (``FRESH_SAMPLE``), and prints
each package's time, the total wall time and the load average at its start and end. A benchmark, not a CI step:
the fresh run of every package is meant to take about 40 minutes on this 2-core machine (docs/testing.md).
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import time
import tomllib
from collections import Counter
from pathlib import Path
from statistics import NormalDist

ROOT = Path(__file__).resolve().parent.parent
WORK = ROOT / "bench" / "results" / "mutation"
EQUIVALENT = ROOT / "bench" / "mutation_equivalent.txt"

# package -> (files mutmut mutates, tests that should catch a slip there)
PACKAGES: dict[str, tuple[list[str], list[str]]] = {
    "lessons": (["lm_core/lessons/__init__.py", "lm_core/lessons/catalogue.py"],
                ["tests/test_lessons.py", "tests/test_answers_props.py",
                 "tests/test_lesson_files.py", "tests/test_lesson_catalogue.py"]),   # the lessons' files (issue 47)
    # the live room's store: its rules on both backends, its state machine, its secrets (no AppTest: fast)
    "lesson_store": (["lm_core/lessons/store.py"],
                     ["tests/test_lesson_store.py", "tests/test_room_rules.py", "tests/test_store_state_machine.py",
                      "tests/test_deploy_secrets.py"]),
    # a lesson's steps, answers and truths (the flow is tried by AppTest runs of a lesson: sampled)
    "lesson_flow": (["ui/lesson/answers.py", "ui/lesson/flow.py", "ui/lesson/page.py", "ui/truth.py",
                     "ui/chapters/*/answers.py"],
                    ["tests/test_lessons.py", "tests/test_answers_props.py", "tests/test_lesson_truths.py",
                     "tests/test_lesson_app.py", "tests/test_lesson_flow_rules.py",
                     # the room's side of page.run_page: a teacher's and students' screens, the class's end, a store
                     # that stops (three of the room's tests, not its 28-second sweep)
                     "tests/test_lesson_room.py::test_teacher_and_students",
                     "tests/test_lesson_room.py::test_the_summary_has_a_way_back_and_a_way_to_end",
                     "tests/test_lesson_room.py::test_redis_stopped_in_the_middle_of_a_lesson"]),
    # the room's three screens (drawing: 3,023 mutants, each tried by AppTest runs of the room: sampled)
    "lesson_screens": (["ui/lesson/room.py"], ["tests/test_lesson_room.py", "tests/test_room_rules.py",
                                               "tests/test_room_chart_rules.py", "tests/test_room_notes.py"]),
    "lm_core": (["lm_core/book.py", "lm_core/corpus.py", "lm_core/inputs.py", "lm_core/metrics.py",
                 "lm_core/rank_stats.py", "lm_core/words.py"],
                ["tests/test_words.py", "tests/test_rank_stats.py", "tests/test_book_names.py", "tests/test_bigram.py",
                 "tests/test_inputs_props.py", "tests/test_maths_knobs.py", "tests/test_wordvec_training.py"]),
    "lm_core.counting": (["lm_core/counting/*"],
                         ["tests/test_bigram.py", "tests/test_markov.py", "tests/test_name_models.py",
                          "tests/test_maths_knobs.py"]),
    "lm_core.tokens": (["lm_core/tokens/*"],
                       ["tests/test_tokenize_compare.py", "tests/test_names_ladder.py", "tests/test_name_models.py"]),
    "lm_core.attention": (["lm_core/attention/*"],
                          ["tests/test_attention.py", "tests/test_attention_algebra.py",
                           "tests/test_attention_models.py", "tests/test_maths_knobs.py"]),
    "lm_core.neural": (["lm_core/neural/*"],
                       ["tests/test_neural_bigram.py", "tests/test_neural_embeddings.py", "tests/test_neural_mlp.py",
                        "tests/test_shipped_independent.py", "tests/test_maths_knobs.py"]),
    "lm_core.rnn": (["lm_core/rnn/*"],
                    ["tests/test_rnn.py", "tests/test_rnn_cells.py", "tests/test_rnn_training.py",
                     "tests/test_rnn_experiments.py", "tests/test_char_rnn.py", "tests/test_maths_knobs.py"]),
    "lm_core.vectors": (["lm_core/vectors/*"],
                        ["tests/test_wordvec.py", "tests/test_wordvec_geometry.py", "tests/test_wordvec_training.py",
                         "tests/test_maths_knobs.py", "tests/test_wordvec_rules.py"]),
    "lm_core.encoders": (["lm_core/encoders/*"],
                         ["tests/test_bert.py", "tests/test_contextual.py", "tests/test_masked_lm.py",
                          "tests/test_sentence_eval.py", "tests/test_bank_lesson.py"]),
    "ui.numbers": (["ui/numbers.py", "ui/grammar.py", "ui/locale_marks.py"],
                   ["tests/test_i18n_numbers.py", "tests/test_i18n_agreement.py", "tests/test_numbers_props.py",
                    "tests/test_locale_props.py"]),
    "ui.i18n": (["ui/i18n.py", "ui/languages.py"],
                ["tests/test_i18n.py", "tests/test_i18n_rules.py", "tests/test_run_memos.py", "tests/test_i18n_po.py",
                 "tests/test_locale_props.py"]),
    "ui.state": (["ui/state.py", "ui/inputs.py"],
                 ["tests/test_state.py", "tests/test_state_props.py", "tests/test_inputs_props.py"]),
    "ui.runtime": (["ui/runtime.py"],
                   ["tests/test_runtime.py", "tests/test_runtime_paths.py", "tests/test_scheduler.py"]),
    "ui.present": (["ui/present.py"], ["tests/test_present.py", "tests/test_present_rules.py"]),
    "ui.caches": (["ui/figures.py", "ui/tables.py"],
                  ["tests/test_figures.py", "tests/test_tables.py", "tests/test_cache_keys_props.py"]),
    # the guarded private names: tried by the tests that name them, fake their absence and compare stock runs
    "ui.internals": (["ui/internals.py"],
                     ["tests/test_internals.py", "tests/test_tables.py", "tests/test_reconnect.py",
                      "tests/test_deploy_readiness.py"]),
}

# packages too large for the time box, scored on a random sample of their mutants (seeded: the same sample each run;
# the report shows the rest as "not checked" and the score's 95 % interval)
SAMPLE = {"lesson_flow": 200, "lesson_screens": 150,
          # the torch packages: each mutant retrains or reloads a model in its tests
          "lm_core.tokens": 200, "lm_core.neural": 200, "lm_core.rnn": 200, "lm_core.vectors": 200,
          "lm_core.encoders": 150}

# the fresh run of every package (``--fresh``, issue 45: about 40 minutes on 2 cores) also samples the packages whose
# full run alone would take a large part of that (their scores come with a 95 % interval); the incremental runs
# above score them in full
# (estimates for 2 children on the quiet machine, from the earlier runs' per-mutant times: the store's 1,650 mutants
# about 25 minutes in full, the room's screens about 5 s a mutant, half of them timeouts)
FRESH_SAMPLE = {**SAMPLE, "lesson_store": 300, "lesson_flow": 80, "lesson_screens": 50, "lm_core.vectors": 120,
                "lm_core.tokens": 150}

# a -k expression no test name matches (a run that only generates the mutants)
NO_TEST = "no_test_is_named_like_this"

# what a package's copy of the tree needs besides its sources (the tests read the README, the pages, the data)
COPY = ["lm_core", "ui", "tests", "assets", "pages", "app.py", ".streamlit", "README.md", "docs", "scripts",
        "bench", "deploy", "pyproject.toml", "requirements.txt", "requirements-dev.txt"]


def _sync(src: Path, dst: Path) -> None:
    """Copy ``src`` over ``dst``, keeping times, skipping files that are already the same (size and time), so
    mutmut sees only the functions that really changed since the package's last run."""
    if src.is_file():
        if not dst.exists() or dst.stat().st_size != src.stat().st_size or dst.stat().st_mtime != src.stat().st_mtime:
            dst.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dst)
        return
    for path in src.rglob("*"):
        if "__pycache__" in path.parts or "results" in path.relative_to(src).parts[:1] or path.is_dir():
            continue
        _sync(path, dst / path.relative_to(src))


def _file(root: Path, test: str) -> Path:
    """The file of a test selection's entry (a file, or one test in it: ``tests/test_x.py::test_y``)."""
    return root / test.split("::")[0]


def _toml_list(values: list[str]) -> str:
    return "[" + ", ".join(json.dumps(v) for v in values) + "]"


def prepare(package: str, work: Path = WORK, selection: list[str] | None = None) -> Path:
    """The package's own copy of the tree, with its own ``[tool.mutmut]`` (``selection``: pytest arguments other
    than the package's tests)."""
    mutate, tests = PACKAGES[package]
    where = work / package
    where.mkdir(parents=True, exist_ok=True)
    for name in COPY:
        if (ROOT / name).exists():
            _sync(ROOT / name, where / name)
    text = (ROOT / "pyproject.toml").read_text()
    head, _, tail = text.partition("[tool.mutmut]")
    base = tomllib.loads(text)["tool"]["mutmut"]
    lines = ["[tool.mutmut]"]
    for key, value in base.items():
        if key == "only_mutate":
            value = mutate
        elif key == "do_not_mutate":
            value = []                  # a package names its own files
        elif key == "pytest_add_cli_args_test_selection":
            value = selection if selection is not None else [t for t in tests if _file(ROOT, t).exists()]
        lines.append(f"{key} = {_toml_list(value) if isinstance(value, list) else json.dumps(value)}")
    (where / "pyproject.toml").write_text(head + "\n".join(lines) + "\n")
    os.utime(where / "pyproject.toml")
    return where


def run(package: str, max_children: int, work: Path = WORK, samples: dict[str, int] = SAMPLE) -> float:
    start = time.perf_counter()
    where = prepare(package, work)
    stats = where / "mutants" / "mutmut-stats.json"
    tests = sorted({_file(where, t) for t in PACKAGES[package][1] if _file(where, t).exists()})
    if stats.exists() and any(t.stat().st_mtime > stats.stat().st_mtime for t in tests):
        stats.unlink()      # a test changed: mutmut must learn again which tests reach which function, or it runs
                            # the earlier survivors against the old map and never tries them with the new tests
    log = work / f"{package}.log"
    print(f"== {package}: mutmut run in {where.relative_to(ROOT)} (output: {log.relative_to(ROOT)})", flush=True)
    # the earlier survivors to try again (not those judged equivalent: no test can tell them from the code)
    earlier = {n for n, s in results(package, work).items() if s in ("survived", "suspicious")} - set(equivalent())
    with open(log, "w") as out:
        cmd = ["mutmut", "run", "--max-children", str(max_children)]
        if package in samples:
            # generate the mutants, then run the sample. A first run of the package generates them only: with a test
            # selection that matches no test, mutmut stops as soon as they exist (its test runs then come with the
            # sample, once). A later run learns which tests reach what first (a pattern nothing matches stops
            # mutmut there), keeping the earlier verdicts.
            if stats.exists():
                subprocess.run(cmd + ["no-such-mutant-*"], cwd=where, check=False, stdout=out,
                               stderr=subprocess.STDOUT)
            else:
                prepare(package, work, selection=[tests[0].relative_to(where).as_posix(), "-k", NO_TEST])
                subprocess.run(cmd, cwd=where, check=False, stdout=out, stderr=subprocess.STDOUT)
                prepare(package, work)
            sample = sample_of(sorted(results(package, work)), samples[package])
            subprocess.run(cmd + sample, cwd=where, check=False, stdout=out, stderr=subprocess.STDOUT)
        else:
            subprocess.run(cmd, cwd=where, check=False, stdout=out, stderr=subprocess.STDOUT)
        if earlier:         # mutmut keeps a verdict until the function changes: try the earlier survivors again,
            again = sorted(earlier & {n for n, s in results(package, work).items() if s in ("survived", "suspicious")})
            if again:       # against the tests as they are now
                subprocess.run(cmd + again, cwd=where, check=False, stdout=out, stderr=subprocess.STDOUT)
    return time.perf_counter() - start


def sample_of(names: list[str], size: int) -> list[str]:
    """The seeded sample of a package's mutants (the same names on every run of the same code)."""
    return random.Random(45).sample(names, min(size, len(names)))


def equivalent() -> dict[str, str]:
    """``mutant name: reason`` lines of bench/mutation_equivalent.txt."""
    out = {}
    if EQUIVALENT.exists():
        for line in EQUIVALENT.read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                name, _, reason = line.partition(":")
                out[name.strip()] = reason.strip()
    return out


STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped", 36: "timeout",
          24: "timeout", -24: "timeout", 152: "timeout", 255: "timeout", 37: "killed", None: "not checked"}


def results(package: str, work: Path = WORK) -> dict[str, str]:
    """mutant name -> status, from the package's ``mutants/**/*.meta``."""
    out = {}
    for meta in (work / package / "mutants").rglob("*.py.meta"):
        for name, code in json.loads(meta.read_text())["exit_code_by_key"].items():
            out[name] = STATUS.get(code, "suspicious")
    return out


def interval(caught: int, judged: int, confidence: float = 0.95) -> tuple[float, float]:
    """The Wilson score interval (95 % by default) of ``caught`` out of ``judged`` sampled mutants."""
    p, n, z = caught / judged, judged, NormalDist().inv_cdf((1 + confidence) / 2)
    mid = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * ((p * (1 - p) / n + z * z / (4 * n * n)) ** 0.5) / (1 + z * z / n)
    return max(0.0, mid - half), min(1.0, mid + half)


def report(packages: list[str], work: Path = WORK, samples: dict[str, int] = SAMPLE) -> list[dict]:
    eq = equivalent()
    rows = []
    print(f"{'package':<20}{'mutants':>8}{'killed':>8}{'survived':>9}{'timeout':>8}{'no tests':>9}{'equiv.':>7}"
          f"{'score':>8}")
    for package in packages:
        res = results(package, work)
        if not res:
            print(f"{package:<20}   (not run)")
            continue
        c = Counter(s for n, s in res.items() if n not in eq)
        n_eq = sum(1 for n in res if n in eq)
        caught = c["killed"] + c["timeout"]
        judged = caught + c["survived"] + c["suspicious"]
        score = caught / judged if judged else float("nan")
        rows.append(dict(package=package, mutants=len(res), killed=c["killed"], survived=c["survived"],
                         timeout=c["timeout"], no_tests=c["no tests"], equivalent=n_eq,
                         not_checked=c["not checked"], score=round(score, 4)))
        extra = f"  ({c['not checked']} not checked)" if c["not checked"] else ""
        if package in samples and judged:       # a sampled score: its 95 % (Wilson) interval
            low, high = interval(caught, judged)
            rows[-1]["interval"] = [round(low, 4), round(high, 4)]
            extra += f"  (sample: 95 % interval {low:.0%}-{high:.0%})"
        print(f"{package:<20}{len(res):>8}{c['killed']:>8}{c['survived']:>9}{c['timeout']:>8}{c['no tests']:>9}"
              f"{n_eq:>7}{score:>8.1%}{extra}")
    return rows


def survivors(package: str, work: Path = WORK) -> list[str]:
    eq = equivalent()
    return sorted(n for n, s in results(package, work).items() if s == "survived" and n not in eq)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("packages", nargs="*", help=f"some of: {', '.join(PACKAGES)} (default: all)")
    ap.add_argument("--report", action="store_true", help="only print the scores of earlier runs")
    ap.add_argument("--survivors", action="store_true", help="also list the surviving mutants")
    ap.add_argument("--max-children", type=int, default=2, help="mutants tried at once (default 2: the cores)")
    ap.add_argument("--fresh", action="store_true",
                    help="run from scratch in a new bench/results/mutation-fresh-<time>/ (earlier results kept), "
                         "with FRESH_SAMPLE's samples; print each package's time, the total and the load average")
    args = ap.parse_args(argv)
    unknown = set(args.packages) - set(PACKAGES)
    if unknown:
        ap.error(f"unknown package(s): {', '.join(sorted(unknown))}")
    if args.max_children < 1:
        ap.error("--max-children must be at least 1")
    if args.fresh and args.report:
        ap.error("--fresh runs every package anew; --report only reads earlier results")
    packages = args.packages or list(PACKAGES)
    work, samples = WORK, SAMPLE
    if args.fresh:
        stamp, k = time.strftime("%Y%m%d-%H%M%S"), 1
        work = ROOT / "bench" / "results" / f"mutation-fresh-{stamp}"
        while work.exists():            # never an earlier run's directory: nothing is reused
            k += 1
            work = ROOT / "bench" / "results" / f"mutation-fresh-{stamp}-{k}"
        work.mkdir(parents=True)
        samples = FRESH_SAMPLE
    began, load_start = time.perf_counter(), os.getloadavg()
    if args.fresh:
        print(f"fresh run in {work.relative_to(ROOT)}, {len(packages)} package(s), {args.max_children} children, "
              f"started {time.strftime('%H:%M:%S')}, load average {_load(load_start)}", flush=True)
    seconds = {}
    if not args.report:
        for package in packages:
            seconds[package] = round(run(package, args.max_children, work, samples), 1)
    rows = report(packages, work, samples)
    if args.survivors:
        for package in packages:
            for name in survivors(package, work):
                print(f"  survived  {name}")
    if seconds:
        wall, load_end = round(time.perf_counter() - began, 1), os.getloadavg()
        print("seconds:", seconds, "total", round(sum(seconds.values()), 1))
        if args.fresh:
            for package, s in seconds.items():
                print(f"  {package:<20}{s:>8.1f} s")
            print(f"wall time {wall:.0f} s ({wall / 60:.1f} min), ended {time.strftime('%H:%M:%S')}; load average "
                  f"at the start {_load(load_start)}, at the end {_load(load_end)}")
        work.mkdir(parents=True, exist_ok=True)
        (work / f"scores-{time.strftime('%Y%m%d-%H%M%S')}.json").write_text(
            json.dumps({"rows": rows, "seconds": seconds, "argv": sys.argv[1:] if argv is None else argv,
                        "wall": wall, "load_start": load_start, "load_end": load_end,
                        "max_children": args.max_children, "fresh": args.fresh}, indent=1))


def _load(load: tuple[float, float, float]) -> str:
    return " ".join(f"{x:.2f}" for x in load)


if __name__ == "__main__":
    main()
