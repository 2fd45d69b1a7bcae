"""Registering a team run never holds the server's loop: a slow shared store (its connection busy with the audit
writer) delays only the registration, which the API then awaits without blocking anything else. Runs that arrive
while one registration is under way are registered together, in one call."""

from __future__ import annotations

import threading

from webapp.team import Team


class BusyStore:
    """Stands for the shared store's adapter while the audit writer holds its connection: `register` waits until
    the test lets it go (at most 10 s, so that a registration made on the loop fails the test instead of hanging)."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.registered: list[tuple[str, str, bool]] = []
        self.batches: list[list[str]] = []

    def register_many(self, run_ids: list[str]) -> None:
        released = self.go.wait(10)
        self.batches.append(list(run_ids))
        self.registered += [(run_id, threading.current_thread().name, released) for run_id in run_ids]


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


async def test_runs_arriving_during_a_registration_are_registered_together() -> None:
    team = Team()
    store = BusyStore()
    team.store = store  # type: ignore[assignment]
    for i in range(1, 6):
        team.register(f"r_{i}")  # r_1's registration is under way (held by the busy store) while the rest arrive
    store.go.set()
    for i in range(1, 6):
        await team.registered(f"r_{i}")
    assert [run_id for run_id, *_ in store.registered] == [f"r_{i}" for i in range(1, 6)]
    assert len(store.batches) <= 2 and store.batches[-1][-1] == "r_5", f"one call per run: {store.batches}"
    await team.stop()
