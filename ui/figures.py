"""Each figure built once per server: a figure builder called again with the same plain inputs, in the same
language and projector mode, returns the figure it built before, already serialised for the browser.

Why: on a warm server a page's numbers come from caches, and what is left of a page run was mostly plotly's figure
machinery (``update_layout`` / ``update_xaxes`` walking ``"a.b.c"`` paths through validators: 36 % of the script
thread in a py-spy profile) and the JSON of each figure. A class asks for the same few views, so building each of
them once serves everybody.

- :func:`cached` wraps a builder (a function returning a ``go.Figure``). Its arguments are fingerprinted (numbers,
  strings, lists, dicts, numpy arrays by dtype, shape and bytes; :func:`key_of` pickles them, at C speed); an
  argument of any other kind builds the figure afresh, uncached. The key also holds the language (the figure's
  number separators, and any text the builder formats) and projector mode.
- The figure is *frozen*: its class becomes :class:`Frozen`, whose updating methods raise, so a caller cannot
  change a figure that other visitors share. Build every change into the builder instead.
- ``st.plotly_chart`` is handed the real, frozen figure. Streamlit serialises it as it serialises any figure
  (``plotly.io.to_json(fig.to_dict(), validate=False)``); what is saved per run is :meth:`Frozen.to_dict`, plotly's
  own ``to_dict`` computed once when the figure is frozen (the deep copy of every trace and the layout; a frozen
  figure cannot change, so its dict cannot either). Nothing of plotly's or Streamlit's is replaced: the browser
  gets plotly's own serialisation of the real figure (``tests/test_figures.py``).
- Memory: at most :data:`MAX_ENTRIES` figures and :data:`MAX_BYTES` of their JSON size, least recently used dropped
  first.
"""
from __future__ import annotations

import functools
import hashlib
import io
import pickle
import threading
from collections import OrderedDict
from typing import Callable

import numpy as np
import plotly.graph_objects as go
import plotly.io as pio

from .i18n import language
from .keys import projector
from .numbers import separators

MAX_ENTRIES = 400
ENABLED = True                  # False: every figure built afresh, as before (tests compare the two)
MAX_BYTES = 48 * 2**20          # of JSON text; the figure objects behind it take about as much again

_lock = threading.Lock()
_store: OrderedDict = OrderedDict()      # key -> (figure, its JSON's length)
_bytes = 0
_building = threading.local()             # inside a builder: builders it calls build plainly
stats = {"hits": 0, "misses": 0, "uncached": 0}


class Unhashable(TypeError):
    """An argument that has no plain fingerprint: the figure is built uncached."""


_KEEP = (tuple, range, complex)             # what the key's pickle may name: the reductions below use these


class _KeyPickler(pickle.Pickler):
    """The cache key's bytes: the arguments pickled, numbers, strings, lists, tuples and dicts at C speed (they
    never reach ``reducer_override``); arrays, numpy scalars and subclasses of those types become plain
    descriptions (a tag or the type's name, then the value), and anything else raises :class:`Unhashable`.
    Equal plain inputs give equal bytes; inputs that differ (in a value, a type, an order) give different bytes.
    (An earlier fingerprint walked every element in Python and ``repr`` joined the result: a tenth of a warm
    neural page run.)"""

    def reducer_override(self, obj):
        if isinstance(obj, np.ndarray):
            if obj.dtype.kind == "O":
                return tuple, (("nd-object", obj.shape, obj.tolist()),)
            digest = hashlib.blake2b(obj.tobytes(), digest_size=16).digest()   # (tobytes(): C order, any layout)
            return tuple, (("nd", obj.dtype.str, obj.shape, digest),)
        if isinstance(obj, np.generic):
            return tuple, (("np", obj.dtype.str, obj.item()),)
        # (True, False and None never get here: the pickler writes them itself, as it does exact ints, floats, strs)
        for base in (int, float, str, complex):
            if isinstance(obj, base):            # a subclass (an enum member, a str subclass): its name and value
                return NotImplemented if type(obj) is complex else (tuple, ((type(obj).__name__, base(obj)),))
        if isinstance(obj, (list, tuple)):
            return tuple, ((type(obj).__name__, tuple(obj)),)
        if isinstance(obj, dict):
            return tuple, ((type(obj).__name__, tuple(obj.items())),)
        if isinstance(obj, range) or obj in _KEEP:
            return NotImplemented
        raise Unhashable(type(obj).__name__)


def key_of(*parts) -> bytes:
    """A 20-byte key for plain ``parts`` (raises :class:`Unhashable` for anything that is not plain; sets and bytes
    are keyed by their pickle)."""
    buf = io.BytesIO()
    pickler = _KeyPickler(buf, protocol=5)
    pickler.fast = True               # no memo: equal values pickle alike whether or not they are one object
    try:
        pickler.dump(parts)
    except (pickle.PicklingError, ValueError, RecursionError) as err:    # (a cycle, or a refusal deeper down)
        raise Unhashable(str(err)) from err
    return hashlib.blake2b(buf.getvalue(), digest_size=20).digest()


def _context() -> tuple:
    try:
        return language(), projector()
    except Exception:                            # outside a Streamlit run (unit tests of the builders)
        return "en", False


class Frozen(go.Figure):
    """A figure shared by every visitor who asks for the same view: reading is fine, changing it raises."""

    def _refuse(self, *args, **kwargs):
        raise TypeError("this figure is cached and shared (ui/figures.py): build the change into its builder")

    update = update_layout = update_traces = update_xaxes = update_yaxes = _refuse
    add_trace = add_traces = add_hline = add_vline = add_hrect = add_vrect = add_annotation = add_shape = _refuse

    def to_dict(self):
        """plotly's ``to_dict`` of this figure, computed when it was frozen (it cannot change since). Shared by
        every visitor: read it, never change it (Streamlit only serialises it)."""
        return self._tbt_dict


def _freeze(fig: go.Figure, lang: str) -> tuple[go.Figure, int]:
    """``fig`` frozen, and its size (the length of its JSON), for the cache's memory bound."""
    fig.layout.separators = separators(lang)     # what charts.show writes on every call, here once
    plain = go.Figure.to_dict(fig)
    size = len(pio.to_json(plain, validate=False))
    fig.__class__ = Frozen
    fig._tbt_dict = plain
    return fig, size


def cached(builder: Callable[..., go.Figure]) -> Callable[..., go.Figure]:
    """``builder`` with its figures kept per server (see the module's notes)."""
    name = f"{builder.__module__}.{builder.__qualname__}"

    @functools.wraps(builder)
    def build(*args, **kwargs):
        global _bytes
        if not ENABLED or getattr(_building, "depth", 0):   # (a cached builder calling another: one figure)
            return builder(*args, **kwargs)
        context = _context()
        try:
            key = key_of(name, context, args, sorted(kwargs.items()))
        except Unhashable:
            stats["uncached"] += 1
            return builder(*args, **kwargs)
        with _lock:
            hit = _store.get(key)
            if hit is not None:
                _store.move_to_end(key)
                stats["hits"] += 1
                return hit[0]
        _building.depth = 1
        try:
            fig = builder(*args, **kwargs)
        finally:
            _building.depth = 0
        fig, size = _freeze(fig, context[0])
        with _lock:
            stats["misses"] += 1
            if key not in _store:
                _store[key] = (fig, size)
                _bytes += size
            while _store and (len(_store) > MAX_ENTRIES or _bytes > MAX_BYTES):
                _, (_, old) = _store.popitem(last=False)
                _bytes -= old
        return fig

    build.uncached = builder
    return build


def clear() -> None:
    global _bytes
    with _lock:
        _store.clear()
        _bytes = 0
