"""Streamlit's old ``pages/`` mode, in one place: the app's only shim on a private attribute.

The design keeps a top-level ``pages/`` folder, and the app builds its navigation with ``st.navigation``. Streamlit
1.67 offers no setting to say so: ``PagesManager`` switches the old multipage mode on whenever a ``pages/``
folder sits beside the main script, until ``st.navigation`` has run in the process (``client.showSidebarNavigation``
only hides the old sidebar; no config option changes the mode). In the old mode a page file runs on its own, and
app.py's own widgets get IDs from the old page hash. Both are undone here by switching the flag off and rerunning
(:func:`require_app_shell`, :func:`settle_widget_ids`); the tests and benchmarks start each AppTest run in the
mode a served app is in from then on (:func:`navigation_only`). tests/browser/test_links.py opens a deep link as
the first request of a fresh server to keep it honest.
"""

import threading


def navigation_only() -> None:
    """Switch the old ``pages/`` mode off for the process (what ``st.navigation`` does on its first run)."""
    try:
        from streamlit.runtime.pages_manager import PagesManager
    except ImportError:  # a future Streamlit without the old mode
        return
    PagesManager.uses_pages_directory = False

_shell = threading.local()        # set while app.py runs a page in this script thread


class app_shell:
    """``with pages_mode.app_shell(): page.run()`` in app.py marks this script run as one that went through app.py."""

    def __enter__(self):
        _shell.active = True

    def __exit__(self, *exc):
        _shell.active = False
        return False


def require_app_shell() -> None:
    """Make sure a page runs inside ``app.py`` (sidebar, navigation, URL state); call it first on every page.

        Streamlit treats a top-level ``pages/`` folder as its old multipage mode until ``st.navigation`` has
    run in the process (and ``AppTest`` restarts in that mode on every run). In the old mode a page file
    runs on its own, without ``app.py``. This switches the old mode off and reruns through ``app.py``.
    Page URL paths equal the file names, so the old mode finds the page instead of showing a 404: a deep
    link works even as the very first request a fresh server sees.

    Whether this run came through app.py is asked of the run itself (``app_shell``), not of the process-wide
    mode flag: when several visitors reach a fresh server at once, all their first runs start in the old
    mode, and only the first of them would otherwise see the flag still set and rerun.
    """
    if getattr(_shell, "active", False):
        return
    from streamlit.runtime.scriptrunner import get_script_run_ctx

    if get_script_run_ctx() is None:     # bare mode (a page imported outside a server): nothing to do
        return
    navigation_only()
    import streamlit as st

    st.rerun()


def settle_widget_ids() -> None:
    """Rerun a script run that app.py started in the old ``pages/`` mode, before it draws any widget.

    In the old mode, app.py's own widgets (the sidebar: seed, naming, word list) get their IDs from the old
    mode's page hash; from the next run on, from the main script's hash. A fresh server's first visitor on the
    start page would then send their first click for widgets the server no longer knows, and every sidebar
    control would fall back to its default: the seed to 0 (tests/browser/test_links.py reproduces it). The
    test is asked of this run (its active script hash), not of the process-wide flag, for the same reason as
    in :func:`require_app_shell`.
    """
    from streamlit.runtime.scriptrunner import get_script_run_ctx
    from streamlit.runtime.scriptrunner_utils.script_run_context import ThreadState

    ctx = get_script_run_ctx()
    if ctx is None:
        return
    if ThreadState.get().active_script_hash == ctx.pages_manager.main_script_hash:
        return
    navigation_only()
    import streamlit as st

    st.rerun()


def stop_page():
    """``st.stop()`` for a page that cannot go on (a bad input, its message on the page): it first names the link
    values refused so far, which ``app.py`` would otherwise announce after the page ran (a stopped run never gets
    there, and once stopped, a run can draw nothing more)."""
    import streamlit as st

    from .i18n import t
    from .state import announce

    announce(lambda names: t("common.url.rejected", names=names))
    st.stop()
