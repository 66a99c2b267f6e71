"""The two dependency files say the same thing: requirements.txt (pip, the README) and Pipfile (Community Cloud)."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _requirements(path: Path) -> dict[str, str]:
    pins = {}
    for line in path.read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line or line.startswith("-"):
            continue
        name, version = re.fullmatch(r"([A-Za-z0-9_.\-]+)==([^\s;]+)", line).groups()
        pins[name.lower()] = version
    return pins


def _pipfile() -> dict:
    return tomllib.loads((ROOT / "Pipfile").read_text())


def test_every_requirement_is_pinned_exactly():
    pins = _requirements(ROOT / "requirements.txt")
    assert "torch" in pins and "streamlit" in pins
    assert all(re.fullmatch(r"\d+(\.\d+)*", v) for v in pins.values()), pins


def test_requirements_name_no_other_index():
    """The README's first command must not wait on an index that a machine reaching only PyPI cannot reach."""
    text = (ROOT / "requirements.txt").read_text()
    assert not re.search(r"^\s*-(-extra)?-?i(ndex-url)?\b", text, re.M)


def test_pipfile_pins_match_requirements():
    packages = _pipfile()["packages"]
    pipfile = {name.lower(): (spec if isinstance(spec, str) else spec["version"]).removeprefix("==")
               for name, spec in packages.items()}
    assert pipfile == _requirements(ROOT / "requirements.txt")


def test_pipfile_takes_torch_from_the_cpu_index():
    data = _pipfile()
    sources = {s["name"]: s["url"] for s in data["source"]}
    torch = data["packages"]["torch"]
    assert sources[torch["index"]].rstrip("/").endswith("/whl/cpu")
    assert data["requires"]["python_version"] == "3.11"


def test_cloud_reads_the_pipfile():
    """Cloud's order is uv.lock, Pipfile, environment.yml, requirements.txt: nothing may come before Pipfile."""
    for earlier in ("uv.lock",):
        assert not (ROOT / earlier).exists()
