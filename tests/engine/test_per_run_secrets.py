"""Keys belong to their run: one run's key never rewrites another run's text, and no module keeps a key.

Runs go through the real openai SDK to the scripted server on 127.0.0.1 and into a real SQLite audit store.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pytest
from pydantic import SecretStr
from servers.scripted import Reply, ScriptedServer

from engine import AuditStore, Config, ModelSpec, averify
from engine.events import event_to_dict

SOURCE = "The liability cap is $5 million per incident."
ANSWER = "The liability cap is $5 million per incident."


def judged(server: ScriptedServer, key: str, db: Path) -> Config:
    spec = ModelSpec(model="openai/judge-x", base_url=server.root + "/v1", api_key=SecretStr(key))
    return Config(models={"judge": spec}, db_path=str(db), mode="sources")


def stored_text(db: Path, run_id: str) -> str:
    store = AuditStore(db)
    try:
        return "\n".join(str(event_to_dict(event)) for event in store.events(run_id))
    finally:
        store.close()


async def test_a_short_key_of_one_run_never_rewrites_another_run(oai: ScriptedServer, tmp_path: Path) -> None:
    db = tmp_path / "audit.sqlite3"
    oai.script.use(lambda seen: Reply(content="not JSON"))
    first = await averify(ANSWER, [SOURCE], config=judged(oai, "million", db))
    assert oai.script.requests and oai.script.requests[0].key == "million"  # the key was really used
    second = await averify(ANSWER, [SOURCE], config=Config(offline=True, db_path=str(db)))
    for report in (first, second):
        assert "$5 million" in report.answer and "[redacted]" not in report.to_json()
        stored = stored_text(db, report.run_id)
        assert "$5 million" in stored and "[redacted]" not in stored
    assert AuditStore(db).verify_chain(second.run_id).ok


async def test_a_long_key_echoed_by_the_provider_is_redacted_in_its_run(oai: ScriptedServer, tmp_path: Path) -> None:
    db = tmp_path / "audit.sqlite3"
    key = "Zq7uTn4bWx9kLm2pRs5v"  # 20 characters, shaped like no known key: only the run's own list catches it
    oai.script.expected_key = "the-right-key"  # the server answers 401 and echoes the key it was sent
    report = await averify(ANSWER, [SOURCE], config=judged(oai, key, db))
    assert oai.script.requests[0].key == key
    stored = stored_text(db, report.run_id)
    assert "the key was refused (HTTP 401)" in stored and "[redacted]" in stored
    assert key not in stored and key not in report.to_json()
    assert any("the key was refused" in alert for alert in report.alerts)


async def test_no_module_keeps_a_key_after_the_run(oai: ScriptedServer, tmp_path: Path) -> None:
    key = "".join(["Kp4", "Lm8", "Qr2", "Ws6", "Xy0", "Zt5", "Vb"])  # built at run time: no constant holds it
    oai.script.use(lambda seen: Reply(content="not JSON"))
    await averify(ANSWER, [SOURCE], config=judged(oai, key, tmp_path / "a.sqlite3"))
    gc.collect()
    holders = [name for name, module in list(sys.modules.items()) if name.startswith("engine") and _holds(module, key)]
    assert holders == []
    from engine.audit_write import Redactor

    assert key not in Redactor().secrets


def _holds(module: Any, key: str) -> bool:
    """Whether a module-level value (or a container or object one level below it) holds `key`."""
    for value in list(vars(module).values()):
        if _contains(value, key) or any(_contains(v, key) for v in _members(value)):
            return True
    return False


def _members(value: Any) -> Iterable[Any]:
    if isinstance(value, dict):
        return list(value.values())
    if isinstance(value, list | set | tuple | frozenset):
        return list(value)
    if hasattr(value, "__dict__") and not isinstance(value, type) and not callable(value):
        return list(vars(value).values())
    return ()


def _contains(value: Any, key: str) -> bool:
    if isinstance(value, str):
        return key in value
    if isinstance(value, SecretStr):
        return key in value.get_secret_value()
    if isinstance(value, dict | list | set | tuple | frozenset):
        items = list(value.values() if isinstance(value, dict) else value)
        return any(isinstance(item, str) and key in item for item in items)
    return False


async def test_a_closed_router_lets_go_of_its_clients(oai: ScriptedServer, tmp_path: Path) -> None:
    from engine.errors import ConfigError
    from engine.router import build_router

    router = build_router(judged(oai, "sk-test-closing-0a1b2c3d", tmp_path / "a.sqlite3"), env={})
    assert router is not None
    oai.script.queue(Reply(content="ok"))
    assert (await router.complete("judge", [{"role": "user", "content": "hi"}])).text == "ok"
    await router.aclose()
    assert router.sdks() == ()  # no client (and so no key) is left in it
    with pytest.raises(ConfigError, match="closed"):
        await router.complete("judge", [{"role": "user", "content": "hi"}])
