"""Issue 27: no cached function draws. Streamlit records the elements a ``st.cache_data``/``st.cache_resource``
function creates and replays them on every cache hit, to every later session, in the first visitor's language
(``live_word2vec``'s progress bar did: "Addestrato in 10,9 s" for an English visitor, which also told them
someone else had trained first).

Static: every function under ``ui/`` and ``pages/`` (and app.py) decorated with either cache is read with ``ast``,
with the module-level functions it calls in its module, transitively; none may call an ``st.*`` element (anything
of ``st`` but the caches, session state, the query, the context and options). Runtime: two sessions train the
same word2vec, the first in Italian; the second sees its own bar, in English.
"""
from __future__ import annotations

import ast
import time
from pathlib import Path
from types import SimpleNamespace

ROOT = Path(__file__).resolve().parent.parent
CACHES = {"cache_data", "cache_resource"}
NOT_ELEMENTS = CACHES | {"session_state", "query_params", "context", "secrets", "get_option", "set_option",
                         "column_config"}


def _st_attr(node) -> str | None:
    """``x`` for an expression ``st.x...``; None otherwise."""
    while isinstance(node, (ast.Attribute, ast.Call)):
        inner = node.func if isinstance(node, ast.Call) else node.value
        if isinstance(node, ast.Attribute) and isinstance(inner, ast.Name) and inner.id == "st":
            return node.attr
        node = inner
    return None


def _is_cached(fn: ast.FunctionDef) -> bool:
    return any(_st_attr(d) in CACHES for d in fn.decorator_list)


def drawing_cached_functions(source: str) -> list[tuple[str, str]]:
    """(cached function, the st.* element it reaches) for every cached function of ``source`` that draws."""
    tree = ast.parse(source)
    functions = {n.name: n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))}

    def draws(name: str, seen: set) -> str | None:
        if name in seen or name not in functions:
            return None
        seen.add(name)
        for node in ast.walk(functions[name]):       # (its decorators too: the caches are not elements)
            if isinstance(node, ast.Call):
                attr = _st_attr(node.func)
                if attr is not None and attr not in NOT_ELEMENTS:
                    return f"st.{attr}"
                if isinstance(node.func, ast.Name):
                    found = draws(node.func.id, seen)
                    if found:
                        return f"{node.func.id} -> {found}"
        return None

    out = []
    for name, fn in functions.items():
        if _is_cached(fn):
            found = draws(name, set())
            if found:
                out.append((name, found))
    return out


def test_the_check_finds_a_cached_function_that_draws():
    source = '''
import streamlit as st

def helper(x):
    bar = st.progress(0.0)
    return x

@st.cache_resource(show_spinner=False, max_entries=4)
def live(seed):
    return helper(seed)

@st.cache_data
def direct():
    with st.spinner("..."):
        return 1

@st.cache_data(show_spinner=False)
def pure(x):
    st.session_state.get("x")
    return x + 1
'''
    assert sorted(drawing_cached_functions(source)) == [("direct", "st.spinner"), ("live", "helper -> st.progress")]


def test_no_cached_function_draws():
    files = [*(ROOT / "ui").rglob("*.py"), *(ROOT / "pages").rglob("*.py"), ROOT / "app.py"]
    cached = 0
    found = []
    for path in files:
        source = path.read_text(encoding="utf-8")
        cached += sum(1 for n in ast.walk(ast.parse(source)) if isinstance(n, ast.FunctionDef) and _is_cached(n))
        found += [(str(path.relative_to(ROOT)), *f) for f in drawing_cached_functions(source)]
    assert cached >= 30                             # the check did see the app's cached functions
    assert not found, found


def test_a_second_session_never_sees_the_first_ones_training_bar(app, monkeypatch):
    """Two sessions train the same word2vec (seed, share); the first in Italian. The second draws its own bar in
    English: nothing of the first session's run is replayed to it."""
    from ui.chapters.word_vectors import cache as wv_cache

    shipped = wv_cache.vectors("w2v")

    def train(sentences, cfg, progress=None):        # the real cached path around a quick stand-in for gensim
        progress(0.5, 1)
        time.sleep(0.6)                                # long enough for the session to poll and draw once
        progress(1.0, cfg.epochs)
        return SimpleNamespace(index_to_key=list(shipped.words[:2000]), vectors=shipped.unit[:2000])

    monkeypatch.setattr(wv_cache, "train_gensim", train)
    wv_cache.word2vec_run.clear()
    query = dict(wv_tab="train", wv_share="0.02", seed="4242")
    first = app("pages/word_vectors.py", lang="it", **query)
    first.button(key="wv_train").click().run()
    assert not first.exception
    it_bar = [p.text for p in first.get("progress")]
    assert any(text.startswith("Addestrato in") for text in it_bar), it_bar
    second = app("pages/word_vectors.py", **query)
    second.button(key="wv_train").click().run()
    assert not second.exception
    en_bar = [p.text for p in second.get("progress")]
    assert en_bar and all(text.startswith("Trained in") for text in en_bar), en_bar
    assert not any("Addestr" in e.proto.SerializeToString().decode("utf-8", "ignore") for e in second.main
                   if getattr(e, "proto", None) is not None), "an Italian element reached the English session"
    wv_cache.word2vec_run.clear()


PLAIN = {"bool", "int", "float", "str", "bytes", "complex"}


def unkeyed_knobs(source: str) -> list[tuple[str, str]]:
    """(cached function, parameter) for every parameter of a ``st.cache_*`` function that Streamlit leaves out of
    the key (a name starting with ``_``) while being a plain value or having no annotation: only large objects
    keyed by a digest beside them (a model, a data set) may be left out; a plain knob (a seed, a temperature, a
    switch, a split's name) left out serves one setting's result to another (the rule of issue 45: every knob is in
    the key)."""
    out = []
    for fn in ast.walk(ast.parse(source)):
        if isinstance(fn, (ast.FunctionDef, ast.AsyncFunctionDef)) and _is_cached(fn):
            a = fn.args
            for arg in (*a.posonlyargs, *a.args, *a.kwonlyargs):
                if not arg.arg.startswith("_"):
                    continue
                ann = arg.annotation
                names = {n.id for n in ast.walk(ann) if isinstance(n, ast.Name)} if ann is not None else set()
                if ann is None or (names & PLAIN and not (isinstance(ann, ast.Subscript))):
                    out.append((fn.name, arg.arg))
    return out


def test_the_knob_check_finds_a_plain_value_left_out_of_a_key():
    src = '''
@st.cache_data
def curve(digest: str, _seed: int, _data: Data, _scale: bool = True, _t: float | None = None, _raw=None):
    pass

@st.cache_resource(max_entries=2)
def ok(digest: str, _data: Data, _words: tuple[str, ...], seed: int):
    pass
'''
    assert unkeyed_knobs(src) == [("curve", "_seed"), ("curve", "_scale"), ("curve", "_t"), ("curve", "_raw")]


def test_every_plain_knob_of_a_cached_function_is_in_its_key():
    files = [*(ROOT / "ui").rglob("*.py"), *(ROOT / "pages").rglob("*.py"), ROOT / "app.py"]
    sources = {p: p.read_text(encoding="utf-8") for p in files}
    sources = {p: text for p, text in sources.items() if "cache_data" in text or "cache_resource" in text}
    assert len(sources) >= 8                        # the chapters' cache modules and ui/data.py were read
    found = [(str(p.relative_to(ROOT)), *hit) for p, text in sources.items() for hit in unkeyed_knobs(text)]
    assert not found, found
