"""Registering a team run never holds the server's loop: a slow shared store (its connection busy with the audit
writer) delays only the registration, which the API then awaits without blocking anything else."""

from __future__ import annotations

import threading

from webapp.team import Team


class BusyStore:
    """Stands for the shared store's adapter while the audit writer holds its connection: `register` waits until
    the test lets it go (at most 10 s, so that a registration made on the loop fails the test instead of hanging)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.registered: list[tuple[str, str, bool]] = []

    def register(self, run_id: str) -> None:
        released = self.go.wait(10)
        self.registered.append((run_id, threading.current_thread().name, released))


async def test_register_returns_at_once_and_registered_waits_for_the_store() -> None:
    team = Team()
    store = BusyStore()
    team.store = store  # type: ignore[assignment]
    team.register("r_busy")
    assert store.registered == [], "register returned while the store was still busy"
    store.go.set()
    await team.registered("r_busy")
    [(run_id, thread, released)] = store.registered
    assert run_id == "r_busy" and released and thread.startswith("saife-register")
    await team.stop()
