"""The Redis password (issue 48): the store's URL may carry it, so it comes from a file when ``TBT_STORE_FILE`` names
one (a mounted secret), and it reaches no message, no log line and no page: every ``Unreachable`` message is
redacted, a URL whose password would be parsed wrongly is refused, and the page shows the store's code only. Against
a real redis-server that requires the password, given to it on standard input as the recipes give it a file."""
from __future__ import annotations

import logging
import socket
import subprocess
import traceback

import pytest

from lm_core.lessons import store as backend
from tests.conftest import wait_for_port

PASSWORD = "Tbt-s3cret-" + "Zq9" * 8            # distinctive: found wherever a piece of it leaks
WRONG = "Wrong-" + "Kp4" * 8


@pytest.fixture(scope="module")
def locked_redis():
    """redis-server on a free port that requires PASSWORD; yields the port."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen(["/usr/bin/redis-server", "-", "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                             "--appendonly", "no"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    proc.stdin.write(f"requirepass {PASSWORD}\n".encode())
    proc.stdin.close()
    wait_for_port(port, proc)
    yield port
    proc.terminate()
    proc.wait(timeout=10)


def _url(port: int, password: str = PASSWORD) -> str:
    return f"redis://:{password}@127.0.0.1:{port}/0"


def _everything_said(err: BaseException) -> str:
    """What a log line or a developer's traceback of ``err`` would show: its text, repr and the whole chain."""
    return str(err) + repr(err) + "".join(traceback.format_exception(err))


# ------------------------------------------------------------------------ the setting from a file
def test_the_store_url_comes_from_the_file_and_the_store_works(tmp_path, locked_redis):
    f = tmp_path / "store-url"
    f.write_text(_url(locked_redis) + "\n")
    env = {"TBT_STORE_FILE": str(f)}
    assert backend.setting_from_env(env) == _url(locked_redis)
    store = backend.open_store(backend.setting_from_env(env))
    made = store.create("counting")
    assert store.room(made.code).lesson == "counting"
    # an explicit TBT_STORE still wins (as the cookie secret's variable does in deploy/serve.py)
    assert backend.setting_from_env({"TBT_STORE": "/tmp/x.sqlite3", "TBT_STORE_FILE": str(f)}) == "/tmp/x.sqlite3"
    assert backend.setting_from_env({}) == ""


def test_a_missing_or_empty_file_is_unreachable_and_names_only_the_file(tmp_path):
    with pytest.raises(backend.Unreachable, match="cannot read") as missing:
        backend.setting_from_env({"TBT_STORE_FILE": str(tmp_path / "nope")})
    assert str(tmp_path / "nope") in str(missing.value)
    empty = tmp_path / "empty"
    empty.write_text("  \n")
    with pytest.raises(backend.Unreachable, match="is empty"):
        backend.setting_from_env({"TBT_STORE_FILE": str(empty)})


def test_the_room_reads_the_file_too(tmp_path, monkeypatch):
    from ui.lesson import room

    f = tmp_path / "store-url"
    f.write_text("redis://:abc@redis:6379/0\n")
    monkeypatch.delenv("TBT_STORE", raising=False)
    monkeypatch.setenv("TBT_STORE_FILE", str(f))
    assert room.setting() == "redis://:abc@redis:6379/0"
    monkeypatch.setenv("TBT_STORE", str(tmp_path / "rooms.sqlite3"))
    assert room.setting() == str(tmp_path / "rooms.sqlite3")


# ------------------------------------------------------------------------ no message shows the password
@pytest.mark.parametrize("case", ["wrong password", "no password", "nobody listening", "unencoded @ and /",
                                  "bad port", "password in the query"])
def test_no_unreachable_message_or_log_line_shows_the_password(case, locked_redis, caplog):
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        closed = s.getsockname()[1]
    url = {"wrong password": _url(locked_redis, WRONG),
           "no password": f"redis://127.0.0.1:{locked_redis}/0",
           "nobody listening": _url(closed),
           "unencoded @ and /": f"redis://:{PASSWORD[:8]}@/{PASSWORD[8:]}@127.0.0.1:{locked_redis}/0",
           "bad port": f"redis://:{PASSWORD}@127.0.0.1:port{PASSWORD}/0",
           "password in the query": f"redis://127.0.0.1:{closed}/0?password={PASSWORD}"}[case]
    secret = WRONG if case == "wrong password" else PASSWORD
    caplog.set_level(logging.DEBUG)
    with pytest.raises(backend.Unreachable) as caught:
        s = backend.open_store(url)
        s.ping()
        s.room("ABCDEF")
    said = _everything_said(caught.value) + caplog.text
    for piece in {secret, secret[:8], secret[8:]} - {""}:
        assert piece not in said, (case, piece)


def test_redact_masks_user_info_query_passwords_and_the_settings_own_password():
    url = "redis://user:p%40ss%2Fw0rd-long@db:6379/0"
    text = f"Error connecting to {url}; again p@ss/w0rd-long and p%40ss%2Fw0rd-long; rediss://:x@h ?password=y&db=1"
    out = backend.redact(text, url)
    assert "w0rd-long" not in out and "p%40ss" not in out and ":x@" not in out and "password=y" not in out
    assert "redis://***@db:6379/0" in out and "rediss://***@h" in out and "db=1" in out
    assert backend.redact("plain message, no URL") == "plain message, no URL"


def test_a_page_never_shows_the_password(app, tmp_path, monkeypatch, locked_redis):
    """A teacher starts a class with the wrong password in the file: a warning, no exception, and the password
    (the wrong one, here) nowhere on the page or in the session; with the right one the class starts."""
    f = tmp_path / "store-url"
    f.write_text(_url(locked_redis, WRONG))
    monkeypatch.delenv("TBT_STORE", raising=False)
    monkeypatch.setenv("TBT_STORE_FILE", str(f))
    at = app(lesson="counting", step=2)
    at.button(key="room_start").click().run()
    assert not at.exception, [e.value for e in at.exception]
    assert any("cannot be reached" in w.value for w in at.warning)
    shown = " ".join(str(e.value) for kind in ("markdown", "caption", "warning", "error", "info", "text", "code")
                     for e in getattr(at, kind))
    assert WRONG not in shown
    assert not any(WRONG in str(at.session_state[k]) for k in at.session_state)
    assert "room" not in at.query_params
    f.write_text(_url(locked_redis))
    monkeypatch.setenv("TBT_STORE_FILE", str(f))     # a new setting: the app opens the store it names
    at = app(lesson="counting", step=2)
    at.button(key="room_start").click().run()
    assert not at.exception and at.query_params.get("room")


# --------------------------------------------------------- a password that would break the URL, and what is masked
@pytest.mark.parametrize("password", ["pa@ss", "pa/ss", "pa?ss", "pa#ss"])
def test_an_unencoded_character_in_the_password_is_refused_with_the_fix(password):
    with pytest.raises(backend.Unreachable) as caught:
        backend.open_store(f"redis://:{password}@127.0.0.1:6390/0")
    said = str(caught.value)
    assert "percent-encode" in said and password not in said


def test_an_encoded_password_or_none_is_accepted():
    from urllib.parse import quote
    for url in (f"redis://:{quote('pa@ss/?#', safe='')}@127.0.0.1:6390/0", "redis://127.0.0.1:6390/0",
                "redis://user:plain@127.0.0.1:6390/0"):
        assert isinstance(backend.open_store(url), backend.RedisStore), url


def test_a_malformed_url_says_what_is_wrong_without_the_password():
    with pytest.raises(backend.Unreachable) as caught:
        backend.open_store(f"redis://:{PASSWORD}@127.0.0.1:port{PASSWORD}/0")
    said = str(caught.value)
    assert "port" in said.lower() and PASSWORD not in said


def test_a_setting_file_that_cannot_be_read_is_named_with_the_reason(tmp_path):
    with pytest.raises(backend.Unreachable) as caught:
        backend.setting_from_env({"TBT_STORE_FILE": str(tmp_path / "missing")})
    assert "FileNotFoundError" in str(caught.value) and "missing" in str(caught.value)
    with pytest.raises(backend.Unreachable) as caught:
        backend.setting_from_env({"TBT_STORE_FILE": str(tmp_path)})            # a folder
    assert "IsADirectoryError" in str(caught.value)
    (tmp_path / "url").write_text("  redis://:pw@db:6379/0\n", encoding="utf-8")
    assert backend.setting_from_env({"TBT_STORE_FILE": str(tmp_path / "url")}) == "redis://:pw@db:6379/0"
    assert backend.setting_from_env({"TBT_STORE": "x.sqlite3", "TBT_STORE_FILE": "/nowhere"}) == "x.sqlite3"
    assert backend.setting_from_env({}) == ""


@pytest.mark.parametrize("url, secrets", [
    ("redis://:s3cret-one@h:6379/0?password=s3cret-two", ["s3cret-one", "s3cret-two"]),  # both kinds
    ("redis://onlyatoken-9@h:6379/0", ["onlyatoken-9"]),             # a token, no colon
    ("redis://alice:pa:ss-77@h:6379/0", ["pa:ss-77", "alice:pa:ss-77"]),  # a colon
    ("redis://alice:p@ss-88@h:6379/0", ["p@ss-88"]),                  # a raw @
    ("redis://bob:p%40ss-99@h:6379/0", ["p%40ss-99", "p@ss-99"]),      # encoded, decoded
    ("redis://:pw-4242@h:6379/0?name=a://b", ["pw-4242"]),            # a second :// further on
])
def test_every_form_of_the_settings_secret_is_masked(url, secrets):
    text = "failed: " + " / ".join(secrets) + f" / {url}"
    out = backend.redact(text, url)
    for secret in secrets:                  # not a piece of it either (a mask over the end of a password is a leak)
        assert not any(secret[i:i + 3] in out for i in range(len(secret) - 2)), (secret, out)
    assert "h:6379/0" in out


def test_the_user_info_is_masked_whole_and_query_values_exactly():
    assert backend.redact("login alice:pw-1234 refused", "redis://alice:pw-1234@h/0") == "login *** refused"
    assert backend.redact("redis://h/0?password=abc&db=1") == "redis://h/0?password=***&db=1"
