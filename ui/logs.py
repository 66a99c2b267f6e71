"""The app's own log lines on the server's standard error (Streamlit configures only its own loggers)."""
from __future__ import annotations

import logging


def server_log(name: str) -> logging.Logger:
    """The logger ``name``, writing ``time LEVEL name: message`` lines to stderr once, at INFO and above, not passed
    on to the root logger."""
    log = logging.getLogger(name)
    if not log.handlers:
        handler = logging.StreamHandler()
        handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
        log.addHandler(handler)
        log.setLevel(logging.INFO)
        log.propagate = False
    return log
