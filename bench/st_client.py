"""A small Streamlit client that speaks the browser's own protocol, for load tests and isolation tests.

It does what the Streamlit frontend does on ``/_stcore/stream``: open the websocket (subprotocol
``streamlit`` plus the XSRF token from the ``_streamlit_xsrf`` cookie), send a ``BackMsg.rerun_script``
whose ``ClientState`` carries the query string, the page (``page_name`` = URL path on the first run,
``page_script_hash`` after that) and widget states, then read ``ForwardMsg``s until ``script_finished``.
Uploads follow the frontend too: ``BackMsg.file_urls_request`` -> ``file_urls_response`` -> multipart
``PUT`` to the upload URL with the ``X-Xsrftoken`` header -> a rerun whose ``file_uploader_state_value``
lists the file. The server is only ever addressed on 127.0.0.1.

Also here: starting ``streamlit run app.py`` on a free local port, reading the server's memory from
``/proc``, and the page list from ``app.py``.
"""
from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import uuid
from dataclasses import dataclass, field
from http.cookies import SimpleCookie
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: script_finished statuses that end a run (FINISHED_EARLY_FOR_RERUN = 2 does not: another run follows)
_DONE = {0: "ok", 1: "compile_error", 3: "ok"}


def pages_from_app() -> list[str]:
    """URL paths of the app's pages, from ``ui.chapters.CHAPTERS`` ("" for the first, the root)."""
    from ui.chapters import CHAPTERS, url_path

    return [url_path(c) for c in CHAPTERS]


# ---------------------------------------------------------------- the server
def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """``streamlit run app.py`` on 127.0.0.1:<free port>, headless; a context manager that always stops it."""

    def __init__(self, root: Path = ROOT, log: Path | None = None, extra_args: tuple[str, ...] = (),
                 env: dict | None = None, startup_timeout: float = 120):
        self.root, self.port = root, free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log_path = log or Path(os.environ.get("TMPDIR", "/tmp")) / f"st_bench_{self.port}.log"
        self.extra_args, self.env, self.startup_timeout = extra_args, env, startup_timeout
        self.proc: subprocess.Popen | None = None
        self.started_in: float | None = None

    def __enter__(self) -> "Server":
        env = dict(os.environ, PYTHONUNBUFFERED="1", **(self.env or {}))
        t0 = time.perf_counter()
        with open(self.log_path, "w") as fh:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(self.port),
                 "--server.address", "127.0.0.1", "--server.headless", "true",
                 "--browser.gatherUsageStats", "false", *self.extra_args],
                cwd=self.root, stdout=fh, stderr=subprocess.STDOUT, env=env)
        deadline = time.time() + self.startup_timeout
        while time.time() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError("streamlit exited early:\n" + self.log_path.read_text())
            try:
                with urllib.request.urlopen(self.url + "/_stcore/health", timeout=2) as r:
                    if r.status == 200:
                        self.started_in = time.perf_counter() - t0
                        return self
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise RuntimeError("streamlit did not come up:\n" + self.log_path.read_text())

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait(timeout=5)

    def memory(self) -> dict[str, float]:
        """Resident memory of the server and its children, in MB: ``rss`` now and ``peak`` (VmHWM, per process)."""
        return process_memory(self.proc.pid)


def _status_kb(pid: int, field_name: str) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith(field_name + ":"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _children(pid: int) -> list[int]:
    out = []
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            out += [int(c) for c in (task / "children").read_text().split()]
        except OSError:
            pass
    return out


def process_cpu_seconds(pid: int) -> float:
    """User + system CPU time of ``pid`` and all its live descendants, in seconds (``/proc/<pid>/stat``)."""
    todo, total, tick = [pid], 0.0, os.sysconf("SC_CLK_TCK")
    while todo:
        p = todo.pop()
        try:
            fields = Path(f"/proc/{p}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / tick        # utime, stime (fields 14 and 15 of stat)
        todo += _children(p)
    return total


def process_memory(pid: int) -> dict[str, float]:
    """VmRSS and VmHWM (peak RSS) of ``pid`` plus all its descendants, summed, in MB."""
    todo, seen = [pid], []
    while todo:
        p = todo.pop()
        seen.append(p)
        todo += _children(p)
    return {"rss": sum(_status_kb(p, "VmRSS") for p in seen) / 1024,
            "peak": sum(_status_kb(p, "VmHWM") for p in seen) / 1024, "processes": len(seen)}


# ---------------------------------------------------------------- one session
@dataclass
class RunResult:
    """What one script run sent back."""
    seconds: float
    status: str                                   # "ok", "compile_error", "timeout", "dropped"
    exceptions: list[str] = field(default_factory=list)    # st.exception elements (tracebacks shown)
    errors: list[str] = field(default_factory=list)        # st.error alerts
    markdown: list[str] = field(default_factory=list)      # every markdown body, in arrival order
    elements: int = 0
    page_not_found: bool = False
    page: str | None = None                       # URL path of the page that ran ("" = the start page)
    widget_keys: set[str] = field(default_factory=set)     # user keys of the widgets this run drew


class StreamlitSession:
    """One browser tab's worth of protocol. Use ``async with StreamlitSession(url) as s: await s.open("page")``."""

    def __init__(self, base_url: str, ping_interval: float | None = 20, ping_timeout: float | None = 20):
        if not base_url.startswith(("http://127.0.0.1", "http://localhost")):
            raise ValueError("this client only talks to a local server")
        self.base_url = base_url.rstrip("/")
        self.ping_interval, self.ping_timeout = ping_interval, ping_timeout
        self.ws = None
        self.xsrf: str | None = None
        self.cookies: dict[str, str] = {}                 # every cookie the server (or a proxy) set, sent back
        self.session_id: str | None = None
        self.page_script_hash = ""
        self.query_string = ""
        self.widgets: dict[str, tuple[str, str]] = {}   # user key -> (widget id, element type)
        self.tabs: dict[str, list[str]] = {}              # user key of a keyed st.tabs -> its tab labels
        self._last_tabs: list[str] | None = None
        self._uploads: dict[str, list] = {}              # widget id -> its current UploadedFileInfo list

    async def __aenter__(self) -> "StreamlitSession":
        await self.connect()
        return self

    async def __aexit__(self, *exc) -> None:
        await self.close()

    async def connect(self) -> None:
        # websockets comes with streamlit (its own dependency); the asyncio client is websockets >= 13's API
        from websockets.asyncio.client import connect

        # The frontend reads the XSRF cookie set by the server (here from the health endpoint) and sends its
        # value as the second websocket subprotocol entry and as X-Xsrftoken on uploads.
        self.xsrf = await asyncio.to_thread(self._fetch_xsrf)
        protocols = ["streamlit"] + ([self.xsrf] if self.xsrf else [])
        headers = {"Cookie": self.cookie_header()} if self.cookies else {}
        ws_url = "ws" + self.base_url[4:] + "/_stcore/stream"
        self.ws = await connect(ws_url, subprotocols=protocols, additional_headers=headers,
                                           origin=self.base_url, max_size=None, open_timeout=60,
                                           ping_interval=self.ping_interval, ping_timeout=self.ping_timeout)

    def _fetch_xsrf(self) -> str | None:
        # A proxy's affinity cookie (HAProxy's `cookie ... insert`) arrives here too and goes back on the
        # websocket handshake and on uploads, as a browser sends it, so they all reach the same replica.
        with urllib.request.urlopen(self.base_url + "/_stcore/health", timeout=30) as r:
            for header in r.headers.get_all("Set-Cookie") or []:
                cookie = SimpleCookie()
                cookie.load(header)
                self.cookies.update({name: morsel.value for name, morsel in cookie.items()})
        return self.cookies.get("_streamlit_xsrf")

    def cookie_header(self) -> str:
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            self.ws = None

    async def open(self, page: str = "", query: str = "", timeout: float = 120) -> RunResult:
        """First visit of ``page`` (URL path, "" = start page), as a browser does on load."""
        self.query_string = query
        return await self._rerun(page_name=page, widget_states=[], timeout=timeout)

    async def set_widget(self, key: str, timeout: float = 120, **value) -> RunResult:
        """Change the widget whose user key is ``key``; e.g. ``set_widget("seed", double_value=7)``."""
        from streamlit.proto.WidgetStates_pb2 import WidgetState

        widget_id = self.widgets[key][0]
        return await self._rerun(widget_states=[WidgetState(id=widget_id, **value)], timeout=timeout)

    async def quick_moves(self, key: str, values: list[dict], gap: float, timeout: float = 120,
                          quiet: float = 0.4) -> dict:
        """Move the widget ``key`` through ``values`` one every ``gap`` seconds without waiting for the runs (a
        visitor dragging a slider), then wait until the session is quiet (``quiet`` s without a new run after a
        finished one). Returns ``seconds`` from the last move to the last finished run, ``runs_finished`` (runs
        that ran to their end), ``runs_stopped`` (runs started that Streamlit stopped for a newer one: with fast
        reruns it starts the next run without a "finished early" message) and ``status``."""
        from streamlit.proto.BackMsg_pb2 import BackMsg
        from streamlit.proto.WidgetStates_pb2 import WidgetState
        from websockets.exceptions import WebSocketException

        widget_id = self.widgets[key][0]
        finished = started = 0
        last_send = last_done = None
        status = "timeout"
        t0 = time.perf_counter()

        async def send_all():
            nonlocal last_send
            for n, value in enumerate(values):
                if n:
                    await asyncio.sleep(gap)
                msg = BackMsg()
                cs = msg.rerun_script
                cs.query_string = self.query_string
                cs.page_script_hash = self.page_script_hash
                cs.context_info.timezone = "UTC"
                cs.context_info.locale = "en-US"
                cs.context_info.url = self.base_url + "/"
                cs.widget_states.widgets.append(WidgetState(id=widget_id, **value))
                await self.ws.send(msg.SerializeToString())
                last_send = time.perf_counter()

        sender = asyncio.create_task(send_all())
        try:
            while time.perf_counter() - t0 < timeout:
                wait = quiet if (sender.done() and last_done is not None and last_done > last_send) else timeout
                try:
                    fwd = await self._recv(max(0.01, min(wait, timeout - (time.perf_counter() - t0))))
                except asyncio.TimeoutError:
                    if sender.done() and last_done is not None and last_done > last_send:
                        status = "ok"
                    break
                kind = fwd.WhichOneof("type")
                if kind == "new_session":
                    started += 1
                    last_done = None if sender.done() else last_done      # a run started after the last move
                elif kind == "delta":
                    self._take_delta(fwd.delta, RunResult(0.0, "ok"))
                elif kind == "script_finished":
                    if fwd.script_finished in (0, 3):
                        finished += 1
                        last_done = time.perf_counter()
        except (WebSocketException, OSError):
            status = "dropped"
        finally:
            if not sender.done():
                sender.cancel()
        seconds = (last_done - last_send) if (last_done and last_send) else timeout
        return {"seconds": seconds, "runs_finished": finished, "runs_stopped": max(0, started - finished),
                "status": status}

    async def upload(self, key: str, name: str, data: bytes, timeout: float = 120) -> RunResult:
        """Put ``data`` into the file uploader ``key`` (replacing what it held, as the frontend does)."""
        from streamlit.proto.BackMsg_pb2 import BackMsg
        from streamlit.proto.Common_pb2 import FileUploaderState, UploadedFileInfo
        from streamlit.proto.WidgetStates_pb2 import WidgetState

        widget_id = self.widgets[key][0]
        msg = BackMsg()
        request_id = uuid.uuid4().hex
        msg.file_urls_request.request_id = request_id
        msg.file_urls_request.file_names.append(name)
        msg.file_urls_request.session_id = self.session_id or ""
        await self.ws.send(msg.SerializeToString())
        urls = None
        while urls is None:
            fwd = await self._recv(timeout)
            if fwd.WhichOneof("type") == "file_urls_response" and fwd.file_urls_response.response_id == request_id:
                urls = fwd.file_urls_response.file_urls[0]
        await asyncio.to_thread(self._http, "PUT", urls.upload_url, name, data)
        old = self._uploads.get(widget_id, [])
        info = UploadedFileInfo(file_id=urls.file_id, name=name, size=len(data), file_urls=urls)
        self._uploads[widget_id] = [info]
        state = WidgetState(id=widget_id, file_uploader_state_value=FileUploaderState(uploaded_file_info=[info]))
        result = await self._rerun(widget_states=[state], timeout=timeout)
        for prev in old:                      # the frontend deletes a file it no longer shows
            await asyncio.to_thread(self._http, "DELETE", prev.file_urls.delete_url, None, None)
        return result

    def _http(self, method: str, path: str, name: str | None, data: bytes | None) -> int:
        url = path if path.startswith("http") else self.base_url + "/" + path.lstrip("/")
        if not url.startswith(self.base_url):
            raise ValueError(f"refusing a non-local upload URL: {url}")
        headers = {"X-Xsrftoken": self.xsrf or "", "Cookie": self.cookie_header()}
        body = None
        if data is not None:
            boundary = uuid.uuid4().hex
            body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"UploadedFile\"; filename=\"{name}\"\r\n"
                    f"Content-Type: text/plain\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
            headers["Content-Type"] = f"multipart/form-data; boundary={boundary}"
        req = urllib.request.Request(url, data=body, method=method, headers=headers)
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status

    async def _recv(self, timeout: float):
        from streamlit.proto.ForwardMsg_pb2 import ForwardMsg

        raw = await asyncio.wait_for(self.ws.recv(), timeout)
        fwd = ForwardMsg()
        fwd.ParseFromString(raw)
        return fwd

    async def _rerun(self, page_name: str = "", widget_states=(), timeout: float = 120) -> RunResult:
        from streamlit.proto.BackMsg_pb2 import BackMsg
        from websockets.exceptions import WebSocketException

        msg = BackMsg()
        cs = msg.rerun_script
        cs.query_string = self.query_string
        cs.page_name = page_name
        cs.page_script_hash = "" if page_name else self.page_script_hash
        cs.context_info.timezone = "UTC"
        cs.context_info.locale = "en-US"
        cs.context_info.url = f"{self.base_url}/{page_name}"
        for w in widget_states:
            cs.widget_states.widgets.append(w)
        result = RunResult(0.0, "timeout")
        t0 = time.perf_counter()
        deadline = t0 + timeout
        try:
            await self.ws.send(msg.SerializeToString())
            while True:
                fwd = await self._recv(max(0.01, deadline - time.perf_counter()))
                kind = fwd.WhichOneof("type")
                if kind == "new_session":
                    self.page_script_hash = fwd.new_session.page_script_hash
                    if fwd.new_session.initialize.session_id:
                        self.session_id = fwd.new_session.initialize.session_id
                elif kind == "navigation":          # the page that ran: where the next rerun must go
                    nav = fwd.navigation
                    self.page_script_hash = nav.page_script_hash
                    result.page = next((p.url_pathname for p in nav.app_pages
                                        if p.page_script_hash == nav.page_script_hash), None)
                elif kind == "delta":
                    self._take_delta(fwd.delta, result)
                elif kind == "page_info_changed":
                    self.query_string = fwd.page_info_changed.query_string
                elif kind == "page_not_found":
                    result.page_not_found = True
                elif kind == "session_event" and fwd.session_event.WhichOneof("type") == "script_compilation_exception":
                    result.exceptions.append(fwd.session_event.script_compilation_exception.message)
                elif kind == "script_finished" and fwd.script_finished in _DONE:
                    result.status = _DONE[fwd.script_finished]
                    break
        except asyncio.TimeoutError:
            result.status = "timeout"
        except (WebSocketException, OSError):        # closed by the server, a missed keepalive pong, a reset
            result.status = "dropped"
        result.seconds = time.perf_counter() - t0
        return result

    def _take_delta(self, delta, result: RunResult) -> None:
        if delta.WhichOneof("type") == "add_block":
            self._take_block(delta.add_block)
        if delta.WhichOneof("type") != "new_element":
            return
        el = delta.new_element
        kind = el.WhichOneof("type")
        result.elements += 1
        if kind == "exception":
            result.exceptions.append(f"{el.exception.type}: {el.exception.message}")
        elif kind == "alert" and el.alert.format == 1:            # Alert.ERROR
            result.errors.append(el.alert.body)
        elif kind == "markdown":
            result.markdown.append(el.markdown.body)
        if kind is not None:
            sub = getattr(el, kind)
            widget_id = getattr(sub, "id", "") if hasattr(sub, "id") else ""
            key = self._register(widget_id, kind)
            if key:
                result.widget_keys.add(key)

    def _register(self, widget_id, kind: str) -> str | None:
        if isinstance(widget_id, str) and widget_id.startswith("$$ID-") and widget_id.count("-") >= 2:
            user_key = widget_id.split("-", 2)[2]
            if user_key and user_key != "None":
                self.widgets[user_key] = (widget_id, kind)
                return user_key
        return None

    def _take_block(self, block) -> None:
        """Keyed ``st.tabs`` are widgets (a ``tab_container`` block); their ``tab`` children follow it."""
        kind = block.WhichOneof("type")
        if kind == "tab_container":
            key = self._register(block.tab_container.id or block.id, "tab_container")
            self._last_tabs = self.tabs.setdefault(key, []) if key else None
            if self._last_tabs is not None:
                self._last_tabs.clear()
        elif kind == "tab" and self._last_tabs is not None:
            self._last_tabs.append(block.tab.label)
