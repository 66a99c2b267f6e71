"""ui/internals.py: the only module that touches Streamlit's private names.

(a) every private name still used is where ``ui/internals.py`` expects it, with the shape it expects, in the
installed Streamlit, and the pin in requirements.txt is the version they were checked against; (b) no other module
of ui/ or deploy/ (nor app.py) imports or touches a private Streamlit name; (c) with ``TBT_STOCK=1`` every page and
tab draws the same elements as without; (d) a missing name falls back to Streamlit's stock behaviour with exactly
one logged warning; (e) a chart's JSON sent to the browser is plotly's own serialisation of the real figure."""
from __future__ import annotations

import ast
import inspect
import json
import logging
import re
from pathlib import Path

import plotly.io as pio
import pytest

from tests import url_fuzz as fz
from tests import views
from tests.test_captions import leaves
from ui import internals

ROOT = Path(__file__).resolve().parent.parent

# The shape each name must have: a callable's parameters, a class, or an attribute its class sets (instances).
SHAPES: dict[str, object] = {
    "arrow.marshall_styler": ["proto", "styler", "default_uuid"],
    "pandas_styler_utils.marshall_styler": ["proto", "styler", "default_uuid"],
    "ArrowData": "class",
    "get_script_run_ctx": ["suppress_warning"],
    "SafeSessionState._state": "instance",
    "SessionState._new_widget_state": "instance",
    "is_keyed_element_id": ["key"],
    "user_key_from_element_id": ["element_id"],
    "bootstrap._set_up_signal_handler": ["server"],
    "Server._runtime": "instance",
    "Runtime._session_mgr": "instance",
    "Runtime.is_ready_for_browser_connection": "property",
    "AppSession._state": "instance",
    "AppSessionState": "class",
}


def _requirements_pin() -> str:
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        m = re.match(r"\s*streamlit\s*==\s*([^\s;#]+)", line)
        if m:
            return m.group(1)
    raise AssertionError("requirements.txt pins no streamlit version")


def test_the_pin_is_the_version_the_names_were_checked_against():
    import streamlit

    pin = _requirements_pin()
    assert pin == internals.PIN, (
        f"requirements.txt pins streamlit {pin}, ui/internals.py was checked against {internals.PIN}: recheck every "
        f"name in ui/internals.NAMES (and its measurements in the docstring) against Streamlit {pin}, then set PIN")
    assert streamlit.__version__ == pin, f"the installed streamlit is {streamlit.__version__}, the pin {pin}"


def test_the_list_of_names_and_their_shapes_agree():
    assert set(SHAPES) == set(internals.NAMES), "every name ui/internals.py uses has its expected shape here"
    for group, names in internals.GROUPS.items():
        assert set(names) <= set(internals.NAMES), group


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_each_private_name_is_where_and_what_ui_internals_expects(name):
    try:
        obj = internals._find(name)
    except LookupError as exc:
        pytest.fail(f"Streamlit {_requirements_pin()} moved {name} ({exc}): ui/internals.py falls back to stock; "
                    f"update or drop it")
    shape = SHAPES[name]
    module, path = internals.NAMES[name]
    if shape == "class" or shape == "instance":
        assert inspect.isclass(obj), f"{name}: expected a class in {module}, got {obj!r}"
    elif shape == "property":
        owner = path.split(".")[0]
        attr = inspect.getattr_static(getattr(__import__(module, fromlist=[owner]), owner), path.split(".")[1])
        assert isinstance(attr, property), f"{name}: no longer a property"
    else:
        plain = getattr(obj, "__wrapped__", obj)          # (ui/internals.py may have installed its own in front)
        params = list(inspect.signature(plain).parameters)
        assert params[:len(shape)] == shape, f"{name}: parameters {params}, expected {shape}"


def test_streamlit_still_calls_the_names_patched_through_the_module():
    """A patch of a module attribute only works while Streamlit calls it through the module."""
    from streamlit.elements import arrow
    from streamlit.web import bootstrap

    assert "marshall_styler(" in inspect.getsource(arrow)
    assert "_set_up_signal_handler(server)" in inspect.getsource(bootstrap)


# ---------------------------------------------------------------- (b) nothing else touches a private name

PUBLIC_MODULES = {"streamlit", "streamlit.components.v1", "streamlit.testing.v1"}
PRIVATE_WORDS = {"get_script_run_ctx", "add_script_run_ctx", "cursors", "page_script_hash", "session_id",
                 "main_script_path", "pages_manager", "ThreadState", "PagesManager", "type_util",
                 "dataframe_util", "marshall_styler", "pandas_styler_utils", "ArrowData", "AppSession",
                 "AppSessionState", "get_logger"}
OWNERS = {"st", "streamlit", "pio", "plotly", "go"}       # modules whose underscored names are private


def _sources() -> list[Path]:
    files = [ROOT / "app.py", *sorted((ROOT / "ui").rglob("*.py")), *sorted((ROOT / "deploy").rglob("*.py"))]
    return [f for f in files if f.name != "internals.py" or f.parent.name != "ui"
            if f.relative_to(ROOT).as_posix() != "ui/pages_mode.py"]   # (removed on the pages-mode branch)


def offences(source: str) -> list[str]:
    """Where ``source`` imports or touches a private Streamlit name (or replaces a name of plotly's or Streamlit's)."""
    found = []
    tree = ast.parse(source)
    names_of_modules = {"st", "streamlit", "pio", "plotly", "go"}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.split(".")[0] == "streamlit":
            if node.module not in PUBLIC_MODULES:
                found.append(f"line {node.lineno}: from {node.module} import ...")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.startswith("streamlit.") and alias.name not in PUBLIC_MODULES:
                    found.append(f"line {node.lineno}: import {alias.name}")
        elif isinstance(node, ast.Attribute):
            if node.attr in PRIVATE_WORDS:
                found.append(f"line {node.lineno}: .{node.attr}")
            elif isinstance(node.value, ast.Name) and node.value.id in OWNERS and node.attr.startswith("_"):
                found.append(f"line {node.lineno}: {node.value.id}.{node.attr}")
            elif isinstance(node.ctx, ast.Store) and isinstance(node.value, ast.Name) \
                    and node.value.id in names_of_modules:
                found.append(f"line {node.lineno}: {node.value.id}.{node.attr} replaced")
        elif isinstance(node, ast.Name) and node.id in PRIVATE_WORDS:
            found.append(f"line {node.lineno}: {node.id}")
    return found


def test_the_check_finds_what_it_looks_for():
    assert offences("from streamlit.runtime.scriptrunner import get_script_run_ctx")
    assert offences("import streamlit.web.bootstrap")
    assert offences("def f(ctx):\n    return ctx.cursors")
    assert offences("import plotly.io as pio\npio.to_json = len")
    assert offences("import streamlit as st\nst._main")
    assert offences("from ui import internals\ninternals.x(s.page_script_hash)")
    assert not offences("import streamlit as st\nfrom streamlit.testing.v1 import AppTest\nst.context.url")
    assert not offences("import streamlit.components.v1 as components\nst.session_state['_x'] = 1")


def test_no_module_but_ui_internals_touches_a_private_streamlit_name():
    bad = {f.relative_to(ROOT).as_posix(): offences(f.read_text(encoding="utf-8")) for f in _sources()}
    bad = {k: v for k, v in bad.items() if v}
    assert not bad, f"private Streamlit names outside ui/internals.py (move them there, guarded): {bad}"


# ---------------------------------------------------------------- (c) TBT_STOCK=1 draws the same elements

# charts of times measured on the page (in a fresh process two runs read one cached measurement; not in a second pass)
MEASURED = ("rnn_scan_time",)


def drawn(at) -> list[tuple]:
    """Every element of the run (main area and sidebar), in order: its type, key and content (a Styler's random
    uuid, a download's random file id and a time measured on the page masked)."""
    out = []
    for root in (at.main, at.sidebar):
        for el in leaves(root):
            proto = getattr(el, "proto", None)
            text = str(proto) if proto is not None else repr(getattr(el, "value", None))
            # (st.dataframe's proto is Dataframe, st.table's Table: any proto with Arrow data and a Styler)
            if proto is not None and "arrow_data" in proto.DESCRIPTOR.fields_by_name \
                    and proto.HasField("arrow_data") and proto.arrow_data.styler.uuid:
                text = text.replace(proto.arrow_data.styler.uuid, "<uuid>")
            text = re.sub(r'file_id: "[0-9a-f]+"', 'file_id: "<id>"', text)
            text = re.sub(r"\d+(?:[.,]\d+)? ms\b", "<t> ms", text)
            if any(name in text for name in MEASURED):
                text = "<measured on the page>"
            out.append((el.type, getattr(el, "key", None), text))
    return out


@pytest.mark.parametrize("stem,query", [pytest.param(s, q, id=f"{s}-{views.view_id(q)}", marks=views.group(s))
                                        for s, q in views.views()])
def test_every_view_draws_the_same_elements_on_stock_streamlit(app, monkeypatch, stem, query):
    """One language (English); the run without the setting is the one every view check shares."""
    base = views.render(stem, query)
    assert not base.exception
    monkeypatch.setenv(internals.ENV, "1")
    stock = fz.run(views.BY_STEM[stem].page, dict(query))
    assert not stock.exception, [e.value for e in stock.exception]
    got, want = drawn(stock), drawn(base)
    assert [(t, k) for t, k, _ in got] == [(t, k) for t, k, _ in want]
    for (kind, key, a), (_, _, b) in zip(got, want):
        assert a == b, (stem, query, kind, key)


# ---------------------------------------------------------------- (d) a missing name: stock, one warning

@pytest.fixture
def warnings_logged(monkeypatch):
    records = []
    handler = logging.Handler()
    handler.emit = records.append
    internals.log.addHandler(handler)
    monkeypatch.setattr(internals, "_warned", set())
    monkeypatch.setattr(internals, "_found", {})
    monkeypatch.delenv(internals.ENV, raising=False)
    yield records
    internals.log.removeHandler(handler)


def _missing_name(monkeypatch, name: str) -> None:
    real = internals._find

    def find(n):
        if n == name:
            raise LookupError(f"no {n} (simulated)")
        return real(n)
    monkeypatch.setattr(internals, "_find", find)


def test_a_missing_styler_name_means_streamlit_marshals_every_run_and_one_warning(warnings_logged, monkeypatch):
    import pandas as pd
    from streamlit.elements import arrow

    from ui import tables
    from ui.numbers import frame

    _missing_name(monkeypatch, "pandas_styler_utils.marshall_styler")
    monkeypatch.setattr(arrow, "marshall_styler", arrow.marshall_styler)   # (restored after the test)
    tables.clear()
    monkeypatch.setattr("ui.tables.language", lambda: "it")     # (tables reads it at import)
    data = {"p": [0.5, 1234.25]}
    shown = [tables._shown(tables.get(data), group=False) for _ in range(3)]
    assert all(not hasattr(s, internals.MARSHALLED) for s in shown)      # never marshalled ahead: Streamlit does it
    assert len({id(s) for s in shown}) == 3                               # a Styler of its own each run, as stock
    from streamlit.elements.lib import pandas_styler_utils
    from streamlit.proto.ArrowData_pb2 import ArrowData
    got, want = ArrowData(), ArrowData()
    arrow.marshall_styler(got, shown[0], "u")                            # what st.dataframe does with it
    pandas_styler_utils.marshall_styler(want, frame(pd.DataFrame(data), "it"), "u")
    assert got.styler.display_values == want.styler.display_values and "0,5" in str(got.styler.display_values)
    warned = [r for r in warnings_logged if r.levelno == logging.WARNING]
    assert len(warned) == 1 and "pandas_styler_utils.marshall_styler" in warned[0].getMessage()
    tables.clear()


def test_missing_widget_states_keep_the_links_value_and_one_warning(warnings_logged, monkeypatch):
    from ui import state

    _missing_name(monkeypatch, "SessionState._new_widget_state")
    spec = {"lo": 0.0, "hi": 5.0, "choices": None, "max_len": None, "valid": None}
    assert [state._browser_value("k", 1.0, spec, 0.5) for _ in range(3)] == [0.5] * 3
    warned = [r for r in warnings_logged if r.levelno == logging.WARNING]
    assert len(warned) == 1 and "SessionState._new_widget_state" in warned[0].getMessage()


def test_a_missing_serve_name_leaves_streamlits_signal_handling(warnings_logged, monkeypatch):
    from streamlit.web import bootstrap

    from deploy import serve

    before = bootstrap._set_up_signal_handler
    _missing_name(monkeypatch, "Runtime._session_mgr")
    assert serve.install_drain_handler() is False and serve.install_drain_handler() is False
    assert bootstrap._set_up_signal_handler is before
    warned = [r for r in warnings_logged if r.levelno == logging.WARNING]
    assert len(warned) == 1 and "Runtime._session_mgr" in warned[0].getMessage()


def test_stock_uses_no_name_and_warns_about_none(warnings_logged, monkeypatch):
    monkeypatch.setenv(internals.ENV, "1")
    assert all(internals.lookup(n) is None for n in internals.NAMES)
    assert internals.incoming_widget_value("k") is None
    assert warnings_logged == []
    monkeypatch.setenv(internals.ENV, "styler")                          # one group off, the others on
    assert internals.lookup("ArrowData") is None and internals.lookup("AppSessionState") is not None
    monkeypatch.setenv(internals.ENV, "0")
    assert all(internals.lookup(n) is not None for n in internals.NAMES) and warnings_logged == []


# ---------------------------------------------------------------- (e) charts: plotly's own JSON

def test_a_charts_json_in_the_browser_is_plotlys_serialisation_of_the_real_figure(app):
    """Every chart the count table page sends from the figure cache is plotly's own serialisation of the real
    (frozen) figure, computed now from its traces and layout; the figure is handed over itself (no stand-in)."""
    import plotly.graph_objects as go

    from ui import figures

    assert pio.to_json.__module__ == "plotly.io._json"                   # plotly's own function, not wrapped
    figures.clear()
    at = app("pages/count_table.py")
    sent = [el.proto.spec for el in leaves(at.main) if el.type == "plotly_chart"]
    cached = [fig for fig, _ in list(figures._store.values())]
    assert sent and cached, "the page drew charts, from cached figures"
    for fig in cached:
        assert type(fig) is figures.Frozen and isinstance(fig, go.Figure)
        own = pio.to_json(go.Figure.to_dict(fig), validate=False)         # plotly's to_dict, not the kept one
        assert own == pio.to_json(fig, validate=False)
        assert own in sent, "a cached figure went out as something else than plotly's own JSON of it"
        assert json.loads(own)["data"], "a blank chart"
    figures.clear()


# ---------------------------------------------------------------- TBT_STOCK's spellings, as the docstring states them

NAME_IN = {"styler": "ArrowData", "widgets": "get_script_run_ctx", "serve": "AppSessionState"}   # one name each


@pytest.mark.parametrize("value", ["1", "true", "on", "yes", "all", "TRUE", " On ", "Yes", "ALL", "\tall\n"])
def test_each_documented_spelling_of_tbt_stock_turns_every_name_off(monkeypatch, value):
    """1/true/on/yes/all, in any case and with spaces around: every private name off, and stock() itself true."""
    monkeypatch.setenv(internals.ENV, value)
    assert internals.stock() is True
    assert all(internals.stock(n) for n in internals.NAMES)


@pytest.mark.parametrize("value", ["", "0", "false", "off", "no", "FALSE", " Off ", "No"])
def test_the_off_spellings_and_empty_leave_every_name_on(monkeypatch, value):
    monkeypatch.setenv(internals.ENV, value)
    assert internals.stock() is False
    assert not any(internals.stock(n) for n in internals.NAMES)


def test_unset_tbt_stock_leaves_every_name_on(monkeypatch):
    monkeypatch.delenv(internals.ENV, raising=False)
    assert internals.stock() is False and not any(internals.stock(n) for n in internals.NAMES)


def test_tbt_stock_naming_groups_turns_off_only_their_names(monkeypatch):
    """The docstring's example ``TBT_STOCK=styler,widgets``: those two groups off, serve on; spaces and case do not
    matter; an unknown group name turns nothing off (and breaks nothing)."""
    for value in ("styler,widgets", "Styler, Widgets", " widgets ,styler "):
        monkeypatch.setenv(internals.ENV, value)
        assert internals.stock(NAME_IN["styler"]) and internals.stock(NAME_IN["widgets"]), value
        assert not internals.stock(NAME_IN["serve"]), value
        assert internals.stock() is False, value              # not every name: only the groups named
    monkeypatch.setenv(internals.ENV, "serve")
    assert [internals.stock(NAME_IN[g]) for g in ("styler", "widgets", "serve")] == [False, False, True]
    for value in ("stylers", "nonsense", "nonsense,serve"):
        monkeypatch.setenv(internals.ENV, value)
        assert not internals.stock(NAME_IN["styler"]) and not internals.stock(NAME_IN["widgets"]), value
    assert internals.stock(NAME_IN["serve"])                 # the known group beside an unknown one still counts


# ---------------------------------------------------------------- a missing name: which, and why, in ONE warning

FAKE_SOURCE = '''
class Sets:
    def __init__(self):
        self._plain = 1


class Declares:
    other = 0
    _declared: int


class Slots:
    __slots__ = ("_slot",)


class Never:
    def __init__(self):
        self.kept = 1
'''


@pytest.fixture
def fake_streamlit(tmp_path, monkeypatch):
    """A module ``tbt_fake_st`` with source on disk, a module ``tbt_fake_nosource`` without, and names in them."""
    import sys
    import types

    (tmp_path / "tbt_fake_st.py").write_text(FAKE_SOURCE)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.delitem(sys.modules, "tbt_fake_st", raising=False)
    bare = types.ModuleType("tbt_fake_nosource")
    bare.Built = type("Built", (), {"__module__": "tbt_fake_nosource"})
    monkeypatch.setitem(sys.modules, "tbt_fake_nosource", bare)
    fakes = {
        "fake.no_module": ("tbt_no_such_module_xyz", "thing"),
        "fake.no_attr": ("tbt_fake_st", "Vanished"),
        "fake.no_nested": ("tbt_fake_st", "Sets.gone"),
        "fake.plain": ("tbt_fake_st", "Sets+_plain"),
        "fake.declared": ("tbt_fake_st", "Declares+_declared"),
        "fake.slot": ("tbt_fake_st", "Slots+_slot"),
        "fake.never": ("tbt_fake_st", "Never+_unset"),
        "fake.no_source": ("tbt_fake_nosource", "Built+_x"),
    }
    for name, where in fakes.items():
        monkeypatch.setitem(internals.NAMES, name, where)
    yield fakes
    sys.modules.pop("tbt_fake_st", None)


def test_an_instance_attribute_set_in_init_declared_or_slotted_is_found(fake_streamlit, warnings_logged):
    """"+" names an attribute set on instances: ``self.x =`` in ``__init__``, a class-level annotation on any line of
    the class, or a slot; lookup gives its class."""
    import tbt_fake_st
    assert internals.lookup("fake.plain") is tbt_fake_st.Sets
    assert internals.lookup("fake.declared") is tbt_fake_st.Declares
    assert internals.lookup("fake.slot") is tbt_fake_st.Slots
    assert warnings_logged == []


@pytest.mark.parametrize("name,what", [
    ("fake.no_module", ["tbt_no_such_module_xyz"]),             # the module is gone
    ("fake.no_attr", ["Vanished", "tbt_fake_st"]),               # the module is there, the attribute is not
    ("fake.no_nested", ["gone", "tbt_fake_st"]),                 # a class's attribute is gone
    ("fake.never", ["_unset", "Never"]),                         # the class no longer sets it on its instances
    ("fake.no_source", ["Built"]),                               # the class's source cannot be read to check
])
def test_a_missing_name_is_stock_with_one_warning_naming_it_and_what_is_missing(fake_streamlit, warnings_logged,
                                                                                name, what):
    import streamlit

    assert [internals.lookup(name) for _ in range(3)] == [None] * 3
    assert not internals.available(name, "ArrowData")
    warned = [r.getMessage() for r in warnings_logged if r.levelno == logging.WARNING]
    assert len(warned) == 1, warned                              # ONE warning, however often it is looked up
    assert name in warned[0] and all(w in warned[0] for w in what), warned[0]
    assert streamlit.__version__ in warned[0]                    # which Streamlit lacks it
    with pytest.raises(LookupError) as exc:                      # _find: "Raises LookupError naming what is missing"
        internals._find(name)
    assert all(w in str(exc.value) for w in what), str(exc.value)


def test_two_missing_names_give_one_warning_each(fake_streamlit, warnings_logged):
    for _ in range(2):
        assert internals.lookup("fake.no_module") is None and internals.lookup("fake.never") is None
        internals.missing("fake.never", "told again")            # told directly: still once per name
    warned = [r.getMessage() for r in warnings_logged if r.levelno == logging.WARNING]
    assert len(warned) == 2, warned
    assert "fake.no_module" in warned[0] and "fake.never" in warned[1]


# ---------------------------------------------------------------- styler: installed, copied, else Streamlit's own

def _styler(uuid="tbtuid"):
    import pandas as pd
    return pd.DataFrame({"p": [0.5, 1234.25], "q": [-1.0, 2.0]}).style.format("{:.2f}").set_uuid(uuid)


def test_install_points_st_dataframe_at_a_copy_of_the_styling_marshalled_once(warnings_logged, monkeypatch):
    """After ``install()`` ({"styler": True}: the styler group is on), a Styler :func:`marshal_once` made reaches the
    browser with the styling Streamlit's own function gives it, without being computed again; any other Styler is
    marshalled by Streamlit's own function as it stands, its default uuid included (a Styler without one)."""
    from streamlit.elements import arrow
    from streamlit.elements.lib import pandas_styler_utils
    from streamlit.proto.ArrowData_pb2 import ArrowData

    monkeypatch.setattr(arrow, "marshall_styler", pandas_styler_utils.marshall_styler)     # a fresh process's
    assert internals.install() == {"styler": True}
    want = ArrowData()
    pandas_styler_utils.marshall_styler(want, _styler(), "ignored")
    shared = _styler()
    assert internals.marshal_once(shared) is True
    monkeypatch.setattr(shared, "_compute", lambda: pytest.fail("a shared Styler computed again"))
    for default_uuid in ("run1", "run2"):
        got = ArrowData()
        arrow.marshall_styler(got, shared, default_uuid)                  # what st.dataframe does with it
        assert got.styler == want.styler and got.styler.uuid == "tbtuid"
    own, stock_own = _styler(None), _styler(None)                         # no uuid of its own
    got, want = ArrowData(), ArrowData()
    arrow.marshall_styler(got, own, "element-uuid")
    pandas_styler_utils.marshall_styler(want, stock_own, "element-uuid")
    assert got.styler == want.styler and got.styler.uuid == "element-uuid"
    assert internals.install() == {"styler": True}                         # idempotent
    arrow.marshall_styler(ArrowData(), shared, "run3")


def test_install_under_tbt_stock_styler_leaves_streamlits_marshalling(warnings_logged, monkeypatch):
    from streamlit.elements import arrow
    from streamlit.elements.lib import pandas_styler_utils

    monkeypatch.setattr(arrow, "marshall_styler", pandas_styler_utils.marshall_styler)
    for value in ("styler", "1"):
        monkeypatch.setenv(internals.ENV, value)
        assert internals.install() == {"styler": False}
        styler = _styler()
        assert internals.marshal_once(styler) is False and not hasattr(styler, internals.MARSHALLED)
        assert arrow.marshall_styler is pandas_styler_utils.marshall_styler
    assert warnings_logged == []


# ---------------------------------------------------------------- serve: deploy/serve.py's hook on the signal set-up

def test_serve_hooks_streamlits_signal_set_up_runs_it_then_drains_on_sigterm(warnings_logged, monkeypatch):
    """deploy/serve.py relies on it: once the server listens, Streamlit's own set-up runs, with that server, and
    then SIGTERM is serve.py's (a drain); install_drain_handler says True (hooked)."""
    import asyncio
    import signal
    import threading

    from streamlit.web import bootstrap

    from deploy import serve

    calls = []
    monkeypatch.setattr(bootstrap, "_set_up_signal_handler", lambda server: calls.append(server))
    handlers = {}
    monkeypatch.setattr(signal, "signal", lambda sig, handler: handlers.__setitem__(sig, handler))
    assert serve.install_drain_handler(grace=1.0) is True
    server = object()

    async def listening() -> None:                                # Streamlit calls it on its event loop
        bootstrap._set_up_signal_handler(server)

    # on a loop of its own thread: a browser test's Playwright may hold this worker's main thread in a running loop
    loop = threading.Thread(target=asyncio.run, args=(listening(),))
    loop.start()
    loop.join()
    assert calls == [server]                                      # Streamlit's own, with the server, once
    assert callable(handlers.get(signal.SIGTERM))                 # then SIGTERM is serve.py's


def test_serve_under_tbt_stock_leaves_streamlits_signal_set_up(warnings_logged, monkeypatch):
    from streamlit.web import bootstrap

    from deploy import serve

    original = lambda server: None                                # noqa: E731
    monkeypatch.setattr(bootstrap, "_set_up_signal_handler", original)
    for value in ("serve", "yes"):
        monkeypatch.setenv(internals.ENV, value)
        assert serve.install_drain_handler(grace=1.0) is False
        assert bootstrap._set_up_signal_handler is original
    assert warnings_logged == []
