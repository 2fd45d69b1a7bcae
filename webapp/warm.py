"""Warm-up at server start: the imports and model loads of a first request happen before the server takes any.

Why: profiling two processes under a burst of 100 runs showed a third of the server loop's time in imports made by
the first requests (anyio's asyncio backend, loaded by the first `BaseHTTPMiddleware` request) and the first runs
(the engine's detectors and the embedded verifier, loaded in a worker thread but holding the interpreter lock while
they compile and initialise). Where Python does not write bytecode caches (PYTHONDONTWRITEBYTECODE, a read-only
install) each new process compiles every module from source, so this cost came back with every start, on the loop
that should be answering clients.
"""

from __future__ import annotations

import logging
import time

import anyio

from engine import Config, verify

log = logging.getLogger("saife.webapp")
WARM_ANSWER = "The cap is $5 million. The term is 90 days."
WARM_SOURCE = "The cap is $5 million. The term is 90 days."
WARM_READING = ("In the morning the water was still.", "The sea was calm early in the day.")
"""A (source, answer) pair no code check settles (no figure, name or date in it), so the run reads it with the
embedded verifier."""


def warm_up(base: Config) -> float:
    """Load what the first request and the first run would load; returns the seconds it took. Call before the
    server listens (no event loop running). Never raises: a failed warm-up only means the first run pays for its own
    loading, as before."""
    started = time.perf_counter()
    try:
        anyio.run(anyio.sleep, 0)  # loads anyio's asyncio backend, which every BaseHTTPMiddleware request needs
        offline = base.model_copy(update={"offline": True, "db_path": "", "models": {}})
        verify(WARM_ANSWER, sources=[WARM_SOURCE], config=offline)
        if base.verifier:
            _load_verifier(offline)
    except Exception as exc:
        log.warning("warm-up at start failed (%s); the first run loads what it needs", type(exc).__name__)
    return time.perf_counter() - started


def _load_verifier(offline: Config) -> None:
    """The embedded verifier (numpy, onnxruntime, the tokenizer and the model, kept by the process), through a run
    that reads with it. The warm-up's first answer is settled by code checks, so its run never reads with the
    verifier: the first runs of a burst loaded it instead, holding the interpreter lock the server's loop needed
    (0.7 s per process, profiled under 200 runs)."""
    source, answer = WARM_READING
    verify(answer, sources=[source], config=offline)
