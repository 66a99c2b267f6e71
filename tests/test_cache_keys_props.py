"""The figure and table caches' keys (ui/figures.py ``key_of``) for every plain input: equal
inputs give equal keys, and inputs that differ in a value, a type or an order give different keys (the docstring's
rule: a figure cached under another input's key would show a visitor the wrong chart). The reference is a
canonical form written here: each value with its exact type, recursively."""
from __future__ import annotations

import collections
import copy
import enum

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st
from tests.conftest import examples

from ui import figures

CHEAP = settings(max_examples=examples(40), deadline=None)


class Colour(enum.IntEnum):
    RED = 1
    BLUE = 2


class Tag(str):
    pass


def canon(v):
    """Exact type and value, all the way down (floats by repr: -0.0 is not 0.0, and NaN equals NaN)."""
    if isinstance(v, np.ndarray):
        if v.dtype.kind == "O":
            return ("nd-object", v.shape, canon(v.tolist()))
        return ("nd", v.dtype.str, v.shape, v.tobytes())
    if isinstance(v, np.generic):
        return ("np", v.dtype.str, repr(v.item()))
    if isinstance(v, (list, tuple)):
        return (type(v).__name__, tuple(canon(x) for x in v))
    if isinstance(v, dict):
        return ("dict", tuple((canon(k), canon(x)) for k, x in v.items()))
    if isinstance(v, range):
        return ("range", v.start, v.stop, v.step)
    if isinstance(v, float):
        return (type(v).__name__, repr(float(v)))
    if isinstance(v, (bool, int, str, complex)) or v is None:
        base = next((b for b in (bool, int, str, complex) if isinstance(v, b)), type(None))
        return (type(v).__name__, repr(base(v)) if v is not None else None)
    raise TypeError(type(v))


scalars = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.floats(allow_nan=True, allow_infinity=True, width=32),
    st.sampled_from([0.0, -0.0, 1.0, 1, True]), st.text(max_size=3), st.sampled_from([Colour.RED, Colour.BLUE]),
    st.text(max_size=2).map(Tag), st.complex_numbers(max_magnitude=2, allow_nan=False),
    st.sampled_from([np.float32(1.0), np.float64(1.0), np.int64(1), np.int32(1)]),
    st.integers(0, 4).map(range),
)
arrays = st.one_of(
    st.lists(st.integers(-2, 2), max_size=4).map(lambda xs: np.array(xs, dtype=np.int64)),
    st.lists(st.floats(-2, 2, width=32), max_size=4).map(lambda xs: np.array(xs, dtype=np.float32)),
    st.lists(st.text(max_size=2), max_size=3).map(lambda xs: np.array(xs, dtype=object)),
)
values = st.recursive(st.one_of(scalars, arrays),
                      lambda inner: st.one_of(st.lists(inner, max_size=3), st.tuples(inner, inner),
                                              st.dictionaries(st.text(max_size=2), inner, max_size=3)),
                      max_leaves=8)


@CHEAP
@given(a=values, b=values)
def test_keys_are_equal_exactly_when_inputs_are(a, b):
    same = canon(a) == canon(b)
    assert (figures.key_of(a) == figures.key_of(b)) == same


def _leaves(v):
    if isinstance(v, (list, tuple)):
        for x in v:
            yield from _leaves(x)
    elif isinstance(v, dict):
        for k, x in v.items():
            yield k
            yield from _leaves(x)
    else:
        yield v


@CHEAP
@given(a=values)
def test_a_copy_has_the_same_key(a):
    import copy

    assert figures.key_of(a) == figures.key_of(copy.deepcopy(a))
    assert figures.key_of(a, 1) != figures.key_of(a, 2) and figures.key_of(a, 1) != figures.key_of(1, a)
    assert len(figures.key_of(a)) == 20


@pytest.mark.parametrize("pair", [
    ([1, 2], (1, 2)), ({"a": 1, "b": 2}, {"b": 2, "a": 1}), (1, 1.0), (True, 1), (Colour.RED, 1), (Tag("a"), "a"),
    (np.float64(1.0), 1.0), (np.array([1, 2]), np.array([1.0, 2.0])), (np.array([[1, 2]]), np.array([1, 2])),
    (0.0, -0.0), (range(3), (0, 1, 2)), (np.array(["a"], dtype=object), ["a"]),
])
def test_inputs_that_differ_in_type_order_or_shape_get_different_keys(pair):
    a, b = pair
    assert figures.key_of(a) != figures.key_of(b)


@pytest.mark.parametrize("value", [object(), {1, 2}.__iter__(), lambda: 1, type("X", (), {})()])
def test_anything_else_is_unhashable(value):
    with pytest.raises(figures.Unhashable):
        figures.key_of(value)


def test_a_cycle_is_unhashable():
    loop = []
    loop.append(loop)
    with pytest.raises(figures.Unhashable):
        figures.key_of(loop)


Point = collections.namedtuple("Point", "x y")
Pair = collections.namedtuple("Pair", "x y")


class Size(enum.IntEnum):
    SMALL = 1


class Label(str):
    pass


@pytest.mark.parametrize("pair", [
    (np.array([1, 2], dtype=np.int32), np.array([1, 2], dtype=np.int64)),        # the dtype, not only the values
    (np.float32(1.0), np.float64(1.0)), (np.float64(1.0), np.float64(2.0)),
    (np.empty((0, 2), dtype=object), np.empty((0,), dtype=object)),               # empty: only the shape differs
    (Colour.RED, Colour.BLUE), (Colour.RED, Size.SMALL),                           # value; class (both are 1)
    (Tag("a"), Tag("b")), (Tag("a"), Label("a")),
    (Point(1, 2), Point(1, 3)), (Point(1, 2), Pair(1, 2)), (Point(1, 2), (1, 2)),
    (collections.OrderedDict(a=1), collections.OrderedDict(a=2)), (collections.OrderedDict(a=1), {"a": 1}),
    (1j, 2j), (b"a", bytearray(b"a")), (bytearray(b"a"), bytearray(b"b")),
])
def test_subclasses_arrays_and_scalars_are_keyed_by_class_and_value(pair):
    """The rule of the docstring for what the pickler does not write itself: a value of another class, or of the
    same class with another value, gets another key; each one is keyed, none refused."""
    a, b = pair
    assert figures.key_of(a) != figures.key_of(b)
    assert figures.key_of(a) == figures.key_of(copy.deepcopy(a))


def test_equal_values_get_equal_keys_whether_or_not_they_are_one_object():
    """A figure asked for with equal inputs is the same figure, whether the caller passes one object twice or two
    equal ones (the pickler's memo would write the second as a back-reference)."""
    one = "".join(["ab", "c"])
    other = "".join(["a", "bc"])
    assert one == other and one is not other
    assert figures.key_of([one, one]) == figures.key_of([one, other])
    row = [1.5, "x"]
    assert figures.key_of([row, row]) == figures.key_of([row, list(row)])
    objects = np.array([one, one], dtype=object)
    assert figures.key_of(objects) == figures.key_of(np.array([one, other], dtype=object))
    grid = np.arange(6.0).reshape(2, 3)
    assert figures.key_of(grid.T) == figures.key_of(np.ascontiguousarray(grid.T))   # memory layout is not a value
    assert figures.key_of(grid.T) != figures.key_of(grid)


def test_a_nesting_too_deep_to_pickle_is_unhashable_not_an_error():
    deep: list = []
    for _ in range(100_000):
        deep = [deep]
    with pytest.raises(figures.Unhashable):
        figures.key_of(deep)
