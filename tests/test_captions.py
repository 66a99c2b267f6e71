"""Every chart has a text alternative: a caption or a sentence right under it that carries its key number.

Every page and every tab (the views of the chapters' specs) is rendered once in English by tests/test_views.py,
which runs :func:`check_view` on it: each plotly chart must be followed, before the next chart, by a caption or
markdown text with a number in it. One spot check per chapter (``SPOT``, keyed by stem, on the view its spec names
as ``caption_view``) then reads the number from the text and the same number from the chart's own data, and asserts
that they agree. The captions' catalogue is held to the usual translation checks in tests/test_i18n_catalogues.py.
"""
from __future__ import annotations

import json
import re

import numpy as np
import pytest

from ui.chapters import BY_STEM, CHAPTERS
from ui.strings import cap

TEXT = ("caption", "markdown")
NUMBER = re.compile(r"[-+]?\d[\d,]*(?:\.\d+)?(?:e[-+]?\d+)?")


def leaves(node):
    children = getattr(node, "children", None)
    if children:
        for k in sorted(children):
            yield from leaves(children[k])
    else:
        yield node


def charts_and_texts(at) -> list[tuple[dict, list[str]]]:
    """Each plotly chart of the main area in page order, with the captions and markdown that follow it."""
    out = []
    for el in leaves(at.main):
        if el.type == "plotly_chart":
            out.append((json.loads(el.proto.spec), []))
        elif out and el.type in TEXT:
            out[-1][1].append(str(el.value))
    return out


def numbers(text: str) -> list[float]:
    return [float(m.replace(",", "")) for m in NUMBER.findall(text)]


def caption_after(pairs, starts: str) -> tuple[dict, str]:
    """The chart whose following texts include one starting with ``starts``, and that text."""
    for spec, texts in pairs:
        for text in texts:
            if text.startswith(starts):
                return spec, text
    raise AssertionError(f"no caption starting {starts!r}")


def trace(spec: dict, name: str | None = None, kind: str | None = None) -> dict:
    return next(tr for tr in spec["data"] if (name is None or tr.get("name") == name)
                and (kind is None or tr.get("type") == kind))


def values(data) -> np.ndarray:
    """A plotly array from the figure's JSON (a plain list, or a typed-array dict)."""
    if isinstance(data, dict) and "bdata" in data:
        import base64

        arr = np.frombuffer(base64.b64decode(data["bdata"]), dtype=np.dtype(data["dtype"]))
        shape = data.get("shape")
        return arr.reshape([int(n) for n in str(shape).split(",")]) if shape else arr
    return np.asarray([np.nan if v is None else v for v in np.ravel(data)], dtype=float).reshape(np.shape(data))


# ---------------------------------------------------------------- spot checks: caption's number == chart's number
def check_home(pairs):
    spec, text = caption_after(pairs, "= ")           # "= 0.0469 × 0.0381 × …": one factor per bar
    surprisal = values(trace(spec, kind="bar")["y"])
    assert np.allclose(numbers(text), np.exp(-surprisal), atol=5e-5)


def check_count_table(pairs):
    spec, text = caption_after(pairs, "The table counts")
    counts = values(trace(spec, kind="scatter")["customdata"])[:, 0]
    pairs_n, cells, *_ = numbers(text)
    assert pairs_n == counts.sum() and cells == counts.size
    assert numbers(text)[-1] == (counts == 0).sum()


def check_neural(pairs):
    spec, text = caption_after(pairs, "After 3,000 steps the network")
    assert numbers(text)[-1] == pytest.approx(values(spec["data"][0]["y"])[-1], abs=5e-7)


def check_tokens(pairs):
    spec, text = caption_after(pairs, "Fewest bits per character")
    bars = trace(spec, kind="bar")
    lengths = values(bars["x"] if bars.get("orientation") == "h" else bars["y"])
    assert numbers(text)[-1] == pytest.approx(lengths.min(), abs=5e-5)


def check_sentences(pairs):
    spec, text = caption_after(pairs, "MiniLM, last layer")
    assert numbers(text)[0] == pytest.approx(values(spec["data"][0]["y"])[-1], abs=5e-4)


def check_rnn_gradients(pairs):
    spec, text = caption_after(pairs, "After 100 steps back, ")
    measured = values(spec["data"][0]["y"])
    assert numbers(text)[1] == pytest.approx(float(measured[~np.isnan(measured)][-1]), rel=1e-2)


def check_attention(pairs):
    spec, text = caption_after(pairs, "Largest score: r(")
    z = values(trace(spec, kind="heatmap")["z"])
    assert numbers(text)[-1] == pytest.approx(np.nanmax(np.where(np.isfinite(z), z, np.nan)), abs=5e-4)


def check_word_vectors(pairs):
    spec, text = caption_after(pairs, "At d = ")
    assert numbers(text)[1] == pytest.approx(values(spec["data"][0]["y"])[-1], abs=5e-5)


# Each chapter's spot check is ``check_<stem>`` above; the chapters come from their one declaration.
SPOT = {c.stem: globals().get(f"check_{c.stem}") for c in CHAPTERS}


def test_every_page_has_a_spot_check():
    """Every chapter has one, and its spec's caption view is one of its views."""
    assert all(SPOT.values()), [stem for stem, check in SPOT.items() if check is None]   # a new page needs one
    for chapter in CHAPTERS:
        view = {chapter.tab_key: chapter.caption_view} if chapter.caption_view else {}
        assert view in chapter.views(), (chapter.stem, view)


def without_number(pairs) -> list[str]:
    """The charts (by title, else by position) with no number in the texts under them."""
    return [spec.get("layout", {}).get("title", {}).get("text") or f"chart {i + 1}"
            for i, (spec, texts) in enumerate(pairs) if not any(re.search(r"\d", text) for text in texts)]


def check_view(at, stem: str, query: dict) -> None:
    """One English render of chapter ``stem``'s view ``query``: every chart followed by its number, and on the
    chapter's caption view its spot check."""
    pairs = charts_and_texts(at)
    missing = without_number(pairs)
    assert not missing, f"{stem} {query}: charts without a number in the text under them: {missing}"
    chapter = BY_STEM[stem]
    if query == ({chapter.tab_key: chapter.caption_view} if chapter.caption_view else {}):
        SPOT[stem](pairs)


def test_the_check_fails_a_chart_without_a_caption():
    """A chart followed straight by another chart, or by words without a number, is reported."""
    pairs = [({"layout": {"title": {"text": "a"}}}, []), ({"layout": {}}, ["no number here"]),
             ({"layout": {}}, ["3 of them"])]
    assert without_number(pairs) == ["a", "chart 2"]


def test_every_caption_key_is_used():
    from pathlib import Path

    source = "".join(p.read_text() for p in Path(cap.__file__).parents[1].rglob("*.py") if "strings" not in p.parts)
    # a plural variant (``key@one``) is used wherever its key is: ``t()`` picks it by the count
    unused = [k for k in cap.EN if f'"{k.split("@")[0]}"' not in source and not k.startswith("cap.neural.nb_")]
    assert not unused, unused
    assert 'f"cap.neural.{name}"' in source and {"cap.neural.nb_loss", "cap.neural.nb_gap"} <= cap.EN.keys()
