"""A visitor's key is used for their run and goes nowhere else: not storage, disk, logs, reports or events."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from nicegui import app
from nicegui.storage import Storage
from nicegui.testing import User
from page_kit import VISITOR_KEY, finished, one, runs, until, with_browser
from servers.scripted import Reply, ScriptedServer


def _files_under(*roots: Path) -> list[Path]:
    return [p for root in roots if root.exists() for p in root.rglob("*") if p.is_file()]


@pytest.mark.usefixtures("operator_models")
async def test_a_visitor_key_reaches_the_provider_and_nothing_else(
    oai: ScriptedServer, user: User, caplog: pytest.LogCaptureFixture
) -> None:
    page = with_browser(user)
    oai.script.use(lambda seen: Reply(content='{"verdict": "UNVERIFIABLE", "quotes": []}'))
    await page.open("/")
    one(page, "key-judge").value = VISITOR_KEY
    one(page, "key-writer").value = VISITOR_KEY
    one(page, "mode").value = "sources"
    page.find(marker="answer").type("The library holds 4,000 books.")
    page.find(marker="add-source").click()
    page.find(marker="source-text-0").type("The library on the second floor holds 4,000 books.")
    page.find(marker="check").click()
    await finished(page)
    await until(lambda: bool(oai.script.requests))

    assert {seen.key for seen in oai.script.requests} == {VISITOR_KEY}, "the visitor's key served their run"
    run_id = next(iter(runs()._runs))
    record = runs().record(run_id)
    assert record is not None and record.report is not None
    assert VISITOR_KEY not in record.report.to_json()
    assert all(VISITOR_KEY not in entry.text for entry in record.entries)
    assert VISITOR_KEY not in json.dumps(dict(app.storage.general), default=str)
    assert not any("Session" in getattr(m.cls, "__name__", "") for m in app.user_middleware), (
        "no per-user storage exists at all (no storage secret, no session cookie)"
    )
    audit = Path(os.environ["SAIFE_DB"])
    for path in _files_under(Storage.path, Path(".nicegui"), audit.parent):
        assert VISITOR_KEY.encode() not in path.read_bytes(), path
    assert VISITOR_KEY not in caplog.text


@pytest.mark.usefixtures("operator_models")
async def test_the_operator_model_is_preselected_and_its_key_never_shown(user: User) -> None:
    page = with_browser(user)
    await page.open("/")
    assert one(page, "model-judge").value == "openai/gpt-4.1-mini"
    assert one(page, "key-judge").value in ("", None)


@pytest.mark.usefixtures("operator_models")
async def test_generate_fills_the_answer_with_the_writers_reply(oai: ScriptedServer, user: User) -> None:
    page = with_browser(user)
    oai.script.queue(Reply(content="The library holds 4,000 books."))
    await page.open("/")
    one(page, "key-writer").value = VISITOR_KEY
    page.find(marker="question").type("How many books does the library hold?")
    page.find(marker="generate").click()
    await until(lambda: one(page, "answer").value == "The library holds 4,000 books.")
    assert oai.script.requests[0].key == VISITOR_KEY
