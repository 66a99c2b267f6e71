"""Plant realistic bugs one at a time and check that the tests that should catch each one fail (issue 20).

Each bug is a one-line edit (or two) of the working tree, undone afterwards whatever happens. For each, the script
runs the test files listed as its catchers and reports whether they failed, and which tests failed first. A bug
that its catchers let pass is a lost detection: the script exits non-zero.

    python -m scripts.planted_bugs              # every bug
    python -m scripts.planted_bugs B03 B11      # some of them
    python -m scripts.planted_bugs --baseline   # first check that the catchers pass on the clean tree

It runs on one core (``-n 0``), file by file, and stops a file at its first failure, so the whole list takes a few
minutes. The list is the one recorded in issue 20's closing notes (B01-B14, with B08 and B14 planted where the app has
the bug's kind today), and B15; a new check's planted bug joins it. A01-A48 are issue 45's second round in the
lessons, the URL state, the caches and the runtime (A36 left out: not a change anyone sees).
"""
from __future__ import annotations

import argparse
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Bug:
    id: str
    what: str
    path: str
    edits: tuple[tuple[str, str], ...]        # (text as it is, text with the bug); each must occur exactly once
    catchers: tuple[str, ...]                 # test files (or node ids) that must fail with the bug in place


BUGS = (
    Bug("B01", "add-alpha smoothing divides by one row total too many", "lm_core/counting/bigram.py",
        (("totals = P.sum(1, keepdim=True)            # (V, 1)",
          "totals = P.sum(1, keepdim=True) + 1        # (V, 1)"),),
        ("tests/test_bigram.py",)),
    Bug("B02", "bits computed with ln 10 instead of ln 2", "lm_core/metrics.py",
        (("LN2 = math.log(2.0)", "LN2 = math.log(10.0)"),),
        ("tests/test_bigram.py",)),
    Bug("B03", "attention scores transposed (keys against queries)", "lm_core/attention/attention.py",
        (("    R = A @ B.T                                                      # (n, n)",
          "    R = B @ A.T                                                      # (n, n)"),),
        ("tests/test_attention.py", "tests/test_attention_algebra.py")),
    Bug("B04", "tanh's derivative written 1 + h² in the RNN Jacobian", "lm_core/rnn/rnn_jacobians.py",
        (("deriv = 1 - h ** 2 if rnn.nonlin == \"tanh\" else torch.ones_like(h)            # (T, d)",
          "deriv = 1 + h ** 2 if rnn.nonlin == \"tanh\" else torch.ones_like(h)            # (T, d)"),),
        ("tests/test_rnn.py",)),
    Bug("B05", "the analogy's sign: a − b + c instead of b − a + c", "lm_core/vectors/word_vectors.py",
        (("query = wv.unit[ib] - wv.unit[ia] + wv.unit[ic]",
          "query = wv.unit[ia] - wv.unit[ib] + wv.unit[ic]"),),
        ("tests/test_wordvec.py",)),
    Bug("B06", "token perplexity averaged over n − 1 tokens", "lm_core/tokens/tokenize_compare.py",
        (("return math.exp(self.total_nats / self.n_tokens)",
          "return math.exp(self.total_nats / max(self.n_tokens - 1, 1))"),),
        ("tests/test_tokenize_compare.py",)),
    Bug("B07", "the sample cache ignores the temperature (left out of its key)", "ui/chapters/count_table/cache.py",
        (("def draw_samples(digest: str, n: int, temperature: float, seed_value: int, _data: BigramData):",
          "def draw_samples(digest: str, n: int, _temperature: float, seed_value: int, _data: BigramData):"),
         ("temperature=temperature, max_len=MAX_SAMPLE_LEN)", "temperature=_temperature, max_len=MAX_SAMPLE_LEN)")),
        ("tests/test_app_count_table.py",)),
    Bug("B08", "the clipping cache's key drops the seed", "ui/chapters/rnn_gradients/cache.py",
        (("def clipping(tau: float, seed_: int):\n    return ex.clipping(tau, seed_)",
          "def clipping(tau: float, _seed_: int):\n    return ex.clipping(tau, _seed_)"),),
        ("tests/test_rnn_cache.py",)),
    Bug("B09", "plotly's separators swapped (thousands mark first)", "ui/numbers.py",
        (("    return dec + group\n", "    return group + dec\n"),),
        ("tests/test_i18n_numbers.py",)),
    Bug("B10", "the projector's last section cannot be reached", "ui/present.py",
        (("state.clamp(SEC, 1, n)", "state.clamp(SEC, 1, max(n - 1, 1))"),),
        ("tests/test_present.py",)),
    Bug("B11", "a heatmap's CSV rows and columns transposed", "ui/export.py",
        (("rows, cols = np.divmod(np.arange(R * C), C)", "cols, rows = np.divmod(np.arange(R * C), R)"),),
        ("tests/test_export.py",)),
    Bug("B12", "a URL value's upper bound treated as exclusive", "ui/state.py",
        (("if hi is not None and value > hi:", "if hi is not None and value >= hi:"),),
        ("tests/test_state.py",)),
    Bug("B13", "a link's 2.5 taken as the whole number 2", "ui/state.py",
        (("if not math.isfinite(value) or value != int(value):", "if not math.isfinite(value):"),),
        ("tests/test_state.py", "tests/test_present.py")),
    Bug("B14", "a refused link value is never named in the notice", "ui/state.py",
        (("                st.session_state.setdefault(_REJECTED, []).append(key)\n",
          "                st.session_state.setdefault(_REJECTED, [])\n"),),
        ("tests/test_url_fuzz.py",)),
    Bug("B15", "the stream cache's key drops the seed", "ui/chapters/rnn_gradients/cache.py",
        (("def stream(length: int, seed_: int):\n    return ex.stream(length, seed_)",
          "def stream(length: int, _seed_: int):\n    return ex.stream(length, _seed_)"),),
        ("tests/test_rnn_cache.py",)),
    # Issue 45's second round (helper A: lessons, URL state, caches and the runtime): each written from the code,
    # before reading the tests; the catchers are the files that catch it now.
    Bug("A01", "a relative tolerance read as absolute (±0.25 instead of ±25 % of the truth)",
        "lm_core/lessons/__init__.py",
        (("tol = q.tol * abs(truth) if q.relative else q.tol", "tol = q.tol"),),
        ("tests/test_lessons.py",)),
    Bug("A02", "the median error of an even number of answers taken as the upper middle one",
        "lm_core/lessons/__init__.py",
        (("median = errs[mid] if len(errs) % 2 else (errs[mid - 1] + errs[mid]) / 2", "median = errs[mid]"),),
        ("tests/test_lessons.py",)),
    Bug("A03", "a number answer equal to the question's upper bound refused", "lm_core/lessons/__init__.py",
        (("if not q.lo <= value <= q.hi:", "if not q.lo <= value < q.hi:"),),
        ("tests/test_answers_props.py",)),
    Bug("A04", "the answer rate limit's window never starts again (a student locked out for good)",
        "lm_core/lessons/store.py",
        (("n = 1 if r is None or r[0] != window else r[1] + 1", "n = 1 if r is None else r[1] + 1"),),
        ("tests/test_room_rules.py",)),
    Bug("A05", "the eighth answer in a window refused (limit exclusive)", "lm_core/lessons/store.py",
        (("            if n > RATE_MAX:\n                return False",
          "            if n >= RATE_MAX:\n                return False"),),
        ("tests/test_lesson_store.py",)),
    Bug("A06", "taking a reveal back reopens the first vote even after the second had opened (SQLite)",
        "lm_core/lessons/store.py",
        (("db.execute(\"DELETE FROM phases WHERE code = ? AND step = ? AND phase != ?\", (code, step, SECOND))",
          "db.execute(\"DELETE FROM phases WHERE code = ? AND step = ?\", (code, step))"),),
        ("tests/test_room_votes.py",)),
    Bug("A07", "a kept lesson refused at its expiry second (which is still readable)", "lm_core/lessons/library.py",
        (("        if row[1] < now:\n            raise LessonExpired(code)",
          "        if row[1] <= now:\n            raise LessonExpired(code)"),),
        ("tests/test_lesson_library.py",)),
    Bug("A08", "an expired kept lesson deleted at once (its code says unknown, not expired, within the hour)",
        "lm_core/lessons/library.py",
        (("(now - GRACE,)", "(now,)"),),
        ("tests/test_lesson_library.py",)),
    Bug("A09", "a relative tolerance shown as ±0.1% instead of ±10%", "ui/lesson/flow.py",
        (("num(100 * q.tol, 'g')", "num(q.tol, 'g')"),),
        ("tests/test_room_rules.py",)),
    Bug("A10", "a gated callback that raises keeps its place in the gate", "ui/runtime.py",
        (("            taken = _enter_gate(poll)\n            try:\n                return f(*args, **kwargs)\n"
          "            finally:\n                if taken:\n                    _leave_gate()\n",
          "            taken = _enter_gate(poll)\n            out = f(*args, **kwargs)\n"
          "            if taken:\n                _leave_gate()\n            return out\n"),),
        ("tests/test_scheduler.py",)),
    Bug("A11", "the gate's escape lets the whole queue past a slow run (the clock not reset on entry)",
        "ui/runtime.py",
        (("        self._inside += 1\n        self._moved = time.monotonic()\n", "        self._inside += 1\n"),),
        ("tests/test_scheduler.py",)),
    Bug("A12", "the discussion's change in share right computed before minus after", "lm_core/lessons/votes.py",
        (('return summaries[1]["share"] - summaries[0]["share"]',
          'return summaries[0]["share"] - summaries[1]["share"]'),),
        ("tests/test_room_votes.py",)),
    Bug("A13", "a 'which is larger' question's vote counts empty (options, not choices)", "lm_core/lessons/votes.py",
        (("for o in q.choices} if q.kind", "for o in q.options} if q.kind"),),
        ("tests/test_room_votes.py",)),
    Bug("A14", "a visitor's text ending in a backtick breaks out of its code span", "ui/inputs.py",
        (('or shown[0] == "`" or shown[-1] == "`" or', 'or shown[0] == "`" or'),),
        ("tests/test_inputs_props.py",)),
    Bug("A15", "the saturation cache's key drops the scaling switch", "ui/chapters/attention/cache.py",
        (("def saturation(n_words: int, d: int, kmax: int, scale: bool)",
          "def saturation(n_words: int, d: int, kmax: int, _scale: bool)"),
         ("scale=scale, seed=0)", "scale=_scale, seed=0)")),
        ("tests/test_cache_purity.py::test_every_plain_knob_of_a_cached_function_is_in_its_key",)),
    Bug("A16", "the first vote still takes answers while the class discusses (SQLite)", "lm_core/lessons/store.py",
        (("if vote == 1 and phase is not None:", "if vote == 1 and phase is not None and phase[0] == HELD:"),),
        ("tests/test_room_votes.py",)),
    Bug("A17", "a lesson text exactly at its length cap refused", "lm_core/lessons/lessonfile.py",
        (("if len(words) > TEXT_CAPS[cap]:", "if len(words) >= TEXT_CAPS[cap]:"),),
        ("tests/test_lesson_files.py",)),
    Bug("A18", "the windows-loss cache's key drops the split (train and val share an entry)",
        "ui/chapters/neural/cache.py",
        (('_data: BigramData, part: str = "val") -> float:', '_data: BigramData, _part: str = "val") -> float:'),
         ("getattr(_data.split, part)", "getattr(_data.split, _part)")),
        ("tests/test_cache_purity.py::test_every_plain_knob_of_a_cached_function_is_in_its_key",)),
    Bug("A19", "the builder's draft takes a 21st step", "lm_core/lessons/draft.py",
        (("if len(draft.steps) >= MAX_STEPS:", "if len(draft.steps) > MAX_STEPS:"),),
        ("tests/test_lesson_draft.py",)),
    Bug("A20", "a run whose wait inside (turn_given_up) raises never takes its place back, and gives one it lacks",
        "ui/runtime.py",
        (("    _leave_gate()\n    try:\n        yield\n    finally:\n"
          "        _gate.take(front=True)\n        _in_gate.held = True\n",
          "    _leave_gate()\n    yield\n    _gate.take(front=True)\n    _in_gate.held = True\n"),),
        ("tests/test_runtime_paths.py",)),
    Bug("A21", "a refused link value announced again when a later one is refused", "ui/state.py",
        (("st.session_state.setdefault(_ANNOUNCED, set()).update(keys)", "st.session_state[_ANNOUNCED] = set(keys)"),),
        ("tests/test_state_props.py",)),
    Bug("A22", "the empty cells' share a fraction, where its question asks a percentage",
        "ui/chapters/count_table/answers.py",
        (("return 100.0 * zeros / data.N.numel()", "return zeros / data.N.numel()"),),
        ("tests/test_lesson_truths.py",)),
    Bug("A23", "the figure cache's key drops the keyword arguments", "ui/figures.py",
        (("key = key_of(name, context, args, sorted(kwargs.items()))", "key = key_of(name, context, args)"),),
        ("tests/test_figures.py",)),
    Bug("A24", "the figure cache's key drops the projector mode", "ui/figures.py",
        (("key = key_of(name, context, args, sorted(kwargs.items()))",
          "key = key_of(name, context[0], args, sorted(kwargs.items()))"),),
        ("tests/test_figures.py",)),
    Bug("A25", "the shared Styler's key drops grouping (grouped counts served ungrouped)", "ui/tables.py",
        (("key = (table.key, lang, group)", "key = (table.key, lang)"),),
        ("tests/test_tables.py",)),
    Bug("A26", "a Hungarian answer grouped with a no-break space (1 234,5) refused as not a number",
        "lm_core/lessons/__init__.py",
        ((""".replace("\\xa0", "")""", ""),),
        ("tests/test_answers_props.py",)),
    Bug("A27", "the RNN verdict's truth ignores the step's input scale", "ui/chapters/rnn_gradients/answers.py",
        (("input_scale=float(v(\"rnn_in\"))", "input_scale=1.0"),),
        ("tests/test_lesson_truths.py",)),
    Bug("A28", "the share right on the console written as a fraction with a % sign (0%, 1%)", "ui/lesson/room.py",
        (('num(100 * share, ".0f")', 'num(share, ".0f")'),),
        ("tests/test_lesson_room.py",)),
    Bug("A29", "the projector's before/after line swapped", "ui/lesson/room.py",
        (('before=_percent(sums[0]["share"]), after=_percent(sums[1]["share"])',
          'before=_percent(sums[1]["share"]), after=_percent(sums[0]["share"])'),),
        ("tests/test_lesson_room.py",)),
    Bug("A30", "TBT_LESSON_DAYS=0 accepted (every kept lesson expires at once)", "lm_core/lessons/library.py",
        (("if not (math.isfinite(days) and days > 0):", "if not (math.isfinite(days) and days >= 0):"),),
        ("tests/test_lesson_library.py",)),
    Bug("A31", "a pasted link's code read with what follows it (lesson=lib_X&lang=it)", "lm_core/lessons/library.py",
        (('text = text.split("lesson=", 1)[1].split("&", 1)[0]', 'text = text.split("lesson=", 1)[1]'),),
        ("tests/test_lesson_library.py",)),
    Bug("A32", "taking a reveal back reopens the first vote even after the second had opened (Redis)",
        "lm_core/lessons/store.py",
        (("  if redis.call('HGET', KEYS[3], ARGV[3]) ~= 'second' then redis.call('HDEL', KEYS[3], ARGV[3]) end",
          "  redis.call('HDEL', KEYS[3], ARGV[3])"),),
        ("tests/test_room_votes.py",)),
    Bug("A33", "the first vote still takes answers while the class discusses (Redis)", "lm_core/lessons/store.py",
        (("if ARGV[7] == '1' and phase then return 'closed' end",
          "if ARGV[7] == '1' and phase == 'held' then return 'closed' end"),),
        ("tests/test_room_votes.py",)),
    Bug("A34", "a list at its cap refused (a poll of 5 options, 40 hidden names)", "lm_core/lessons/lessonfile.py",
        (("        if len(items) > limit:", "        if len(items) >= limit:"),),
        ("tests/test_lesson_files.py",)),
    Bug("A35", "a step cannot be moved to the draft's last place", "lm_core/lessons/draft.py",
        (("to = min(max(n + by, 1), len(draft.steps))", "to = min(max(n + by, 1), len(draft.steps) - 1)"),),
        ("tests/test_lesson_draft.py",)),
    Bug("A37", "the class results read no vote of a question voted on once", "ui/lesson/room.py",
        (("for k in range(1, room.votes(n) + 1)]", "for k in range(1, room.votes(n))]"),),
        ("tests/test_lesson_room.py",)),
    Bug("A38", "a step's lock re-taken at the visitor's value on every run (a locked control moves)", "ui/state.py",
        (("st.session_state[_LOCKED] = {k: old[k] for k in keys if k in old} | {k: None for k in keys if k not in old}",
          "st.session_state[_LOCKED] = {k: None for k in keys}"),),
        ("tests/test_state_props.py",)),
    Bug("A39", "a visitor's words passed as a tuple reach the message as markdown", "ui/inputs.py",
        (("if k in USER_TEXT and isinstance(v, (str, list, tuple))",
          "if k in USER_TEXT and isinstance(v, (str, list))"),),
        ("tests/test_inputs_props.py",)),
    Bug("A40", "the builder's step takes an asked answer of another page (the loader then refuses the draft)",
        "ui/lesson/builder.py",
        (('ask = tuple(a for a in st.session_state.get("share_ask", ()) if w.askable.get(a) == stem)',
          'ask = tuple(a for a in st.session_state.get("share_ask", ()) if a in w.askable)'),),
        ("tests/test_lesson_builder_app.py::test_a_step_takes_only_this_pages_share_choices",)),
    Bug("A41", "the start page's perplexity averaged over the name's letters, not its steps (the end too)",
        "ui/chapters/home/answers.py",
        (("sum(f.surprisal for f in fs) / len(fs)", "sum(f.surprisal for f in fs) / len(word)"),),
        ("tests/test_lesson_truths.py",)),
    Bug("A42", "a kept lesson refused at its expiry second (Redis)", "lm_core/lessons/library.py",
        (('if float(h["expires"]) < now:', 'if float(h["expires"]) <= now:'),),
        ("tests/test_lesson_library.py",)),
    Bug("A43", "a student's token from another room taken as this room's (SQLite join)", "lm_core/lessons/store.py",
        (('if isinstance(token, str) and db.execute("SELECT 1 FROM students WHERE code = ? AND token = ?",\n'
          '                                                     (code, token)).fetchone():',
          'if isinstance(token, str) and db.execute("SELECT 1 FROM students WHERE token = ?",\n'
          '                                                     (token,)).fetchone():'),),
        ("tests/test_lesson_store.py",)),
    Bug("A44", "a student's own answer read from any question of the room (SQLite)", "lm_core/lessons/store.py",
        (('f"SELECT value FROM {table} WHERE code = ? AND step = ? AND token = ?",\n'
          '                                               (code, step, token))',
          'f"SELECT value FROM {table} WHERE code = ? AND token = ?",\n'
          '                                               (code, token))'),),
        ("tests/test_room_rules.py",)),
    Bug("A45", "how many answered counted over every question of the room (SQLite)", "lm_core/lessons/store.py",
        (('f"SELECT COUNT(*) FROM {table} WHERE code = ? AND step = ?",\n'
          '                                                (code, step))',
          'f"SELECT COUNT(*) FROM {table} WHERE code = ?",\n'
          '                                                (code,))'),),
        ("tests/test_room_rules.py",)),
    Bug("A46", "the built-in lessons listed by file name, their order field ignored", "lm_core/lessons/catalogue.py",
        (("sorted(found, key=lambda f: f[:2])", "sorted(found, key=lambda f: f[1])"),),
        ("tests/test_lesson_files.py",)),
    Bug("A47", "a lesson file's refused value shown as markdown in the message", "ui/lesson/files.py",
        (('"lang", "value", "choices")', '"lang", "choices")'),),
        ("tests/test_lesson_files.py",)),
    Bug("A48", "a refusal's range written without the visitor's decimal comma (0.5 in Italian)", "ui/lesson/files.py",
        (('return num(value, "g") if isinstance(value, (int, float))',
          'return str(value) if isinstance(value, (int, float))'),),
        ("tests/test_lesson_files.py",)),
)


def pytest(targets: tuple[str, ...]) -> tuple[bool, list[str]]:
    """Run the targets on one core, each file stopping at its first failure: (all passed, failed test ids)."""
    failed: list[str] = []
    for target in targets:
        proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-x", "-n", "0", "-p", "no:randomly",
                               "-p", "no:cacheprovider", "-o", "addopts=", "-rf", target],
                              cwd=ROOT, capture_output=True, text=True)
        failed += [line.split()[1] for line in proc.stdout.splitlines() if line.startswith("FAILED ")]
        if proc.returncode not in (0, 1):
            failed.append(f"{target} (pytest exit {proc.returncode})")
    return not failed, failed


def plant(bug: Bug) -> str:
    """Apply the bug's edits; return the file's original text."""
    path = ROOT / bug.path
    original = path.read_text()
    text = original
    for old, new in bug.edits:
        if text.count(old) != 1:
            raise SystemExit(f"{bug.id}: {old!r} occurs {text.count(old)} times in {bug.path}: update the plant")
        text = text.replace(old, new)
    path.write_text(text)
    return original


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("ids", nargs="*", help="bug ids (default: all)")
    ap.add_argument("--baseline", action="store_true", help="first run every catcher on the clean tree")
    args = ap.parse_args(argv)
    bugs = [b for b in BUGS if not args.ids or b.id in args.ids]
    if args.baseline:
        ok, failed = pytest(tuple(dict.fromkeys(c for b in bugs for c in b.catchers)))
        print(f"baseline: {'pass' if ok else 'FAIL ' + ', '.join(failed)}", flush=True)
        if not ok:
            return 2
    lost = []
    print("| bug | what | where | caught by |\n|---|---|---|---|")
    for bug in bugs:
        original = plant(bug)
        try:
            ok, failed = pytest(bug.catchers)
        finally:
            (ROOT / bug.path).write_text(original)
        caught = ", ".join(f.split("::", 1)[-1].split("[")[0] for f in failed[:3]) or "**nothing**"
        print(f"| {bug.id} | {bug.what} | `{bug.path}` | {caught} |", flush=True)
        if ok:
            lost.append(bug.id)
    if lost:
        print(f"not caught: {', '.join(lost)}")
    return 1 if lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
