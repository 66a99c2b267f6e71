"""Plant realistic bugs one at a time and check that the tests that should catch each one fail (issue 20).

Each bug is a one-line edit (or two) of the working tree, undone afterwards whatever happens. For each, the script
runs the test files listed as its catchers and reports whether they failed, and which tests failed first. A bug
that its catchers let pass is a lost detection: the script exits non-zero.

    python -m scripts.planted_bugs              # every bug
    python -m scripts.planted_bugs B03 B11      # some of them
    python -m scripts.planted_bugs --baseline   # first check that the catchers pass on the clean tree

It runs on one core (``-n 0``), file by file, and stops a file at its first failure, so the whole list takes a few
minutes. The list is the one recorded in issue 20's closing notes (B01-B14, with B08 and B14 planted where the app has
the bug's kind today), and B15; a new check's planted bug joins it.
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
