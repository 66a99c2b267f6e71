"""Process-wide settings for one small server that serves a whole class (called once, from ``app.py``).

Community Cloud gives an app about 690 MB, and sixty students open the same page within half a minute. Two
things matter beyond the caches:

- **One thread per tensor operation.** The models here are small; on a 2-core server, torch's thread pool
  only adds contention between the sessions' script threads (and memory for each worker's buffers). The same
  holds for numpy's OpenBLAS: its second thread spins after every matrix product, waiting for the next one,
  and burned about a quarter of a core under a class's load (one replica used 1.25 cores and 47 ms of CPU per
  page run; with one BLAS thread 1.05 cores and 34 ms: ``python -m bench.load_class --replicas 2``, quiet
  machine). ``threadpoolctl`` sets it at run time, since the environment variable
  (``OPENBLAS_NUM_THREADS``) must be set before numpy loads and Cloud does not let an app set it.
- **Heavy computations queue.** ``heavy`` lets two run at once (one per core); the rest wait, so the
  working memory of many first visits never piles up.
- **glibc's malloc arenas.** Every thread that allocates gets its own arena (up to 8 per core), and freed
  memory in an arena is rarely given back: a class of sixty leaves the server hundreds of MB larger than
  one visitor does. We cap the arenas at two and hand large blocks to mmap, so freeing them returns them to
  the system; ``trim()`` after a run gives back the free tops of the heaps. The same can be set with
  ``MALLOC_ARENA_MAX=2`` in the environment, which Cloud does not let an app set, hence ``mallopt``.
"""
from __future__ import annotations

import ctypes
import ctypes.util
import functools
import threading
import time

import torch
from threadpoolctl import threadpool_limits

M_TRIM_THRESHOLD, M_MMAP_THRESHOLD, M_ARENA_MAX = -1, -3, -8
ARENAS = 2
MMAP_ABOVE = 1 << 20          # blocks of 1 MB or more come from mmap and go back to the system when freed
TRIM_EVERY = 2.0              # seconds between two malloc_trim calls, whatever the number of sessions
HEAVY_AT_ONCE = 2             # computations allowed to hold their working memory at the same time (one per core)

_configured = False
_lock = threading.Lock()
_last_trim = 0.0
_libc = None
_heavy = threading.BoundedSemaphore(HEAVY_AT_ONCE)
_held = threading.local()


def _glibc():
    global _libc
    if _libc is None:
        try:
            _libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
            _libc.mallopt  # noqa: B018  (raises AttributeError off glibc)
            _libc.malloc_trim
        except (OSError, AttributeError):
            _libc = False
    return _libc


def configure() -> None:
    """Set the process-wide settings once (later calls do nothing)."""
    global _configured
    with _lock:
        if _configured:
            return
        _configured = True
        torch.set_num_threads(1)
        from . import transport
        transport.install()                               # fewer event-loop wake-ups per element (ui/transport.py)
        threadpool_limits(limits=1, user_api="blas")      # numpy's OpenBLAS: one thread, no spinning
        libc = _glibc()
        if libc:
            libc.mallopt(M_ARENA_MAX, ARENAS)
            libc.mallopt(M_MMAP_THRESHOLD, MMAP_ABOVE)
            libc.mallopt(M_TRIM_THRESHOLD, 4 * MMAP_ABOVE)


def trim() -> None:
    """Give free heap memory back to the system, at most once every ``TRIM_EVERY`` seconds."""
    global _last_trim
    libc = _glibc()
    now = time.monotonic()
    if not libc or now - _last_trim < TRIM_EVERY:
        return
    _last_trim = now
    libc.malloc_trim(0)


def heavy(fn):
    """Run ``fn`` only while fewer than ``HEAVY_AT_ONCE`` heavy computations are running.

    Only for leaves: a heavy function must not call another heavy *cached* function, or two threads could
    each hold a permit while waiting for the cache lock of a third that waits for a permit.

    Put it under a cache decorator: a cache hit costs nothing, and a miss (the first visitor of a setting, or
    sixty students each moving a slider somewhere new) waits its turn instead of adding its working memory
    (an autograd graph, a batch of activations) to everyone else's at the same moment. With two cores the
    queue costs no throughput: only two computations make progress at once anyway.
    """
    @functools.wraps(fn)
    def run(*args, **kwargs):
        if getattr(_held, "depth", 0):              # already inside a heavy computation: no second permit
            return fn(*args, **kwargs)
        with _heavy:
            _held.depth = 1
            try:
                return fn(*args, **kwargs)
            finally:
                _held.depth = 0
    return run
