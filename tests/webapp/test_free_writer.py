"""The writer on the page: a free model says which free key it needs and where to get it, provider errors read as
plain words, a new attempt clears the old error and shows progress, Offline mode says why it cannot generate, and
long model names are shown whole. The writer is the real openai SDK talking to the scripted server on 127.0.0.1."""

from __future__ import annotations

import pytest
from nicegui.element import Element
from nicegui.testing import User
from page_kit import VISITOR_KEY, one, texts, until, with_browser
from servers.scripted import Reply, ScriptedServer

from engine.providers.free import FREE_WRITERS

FREE = "openrouter/meta-llama/llama-3.3-70b-instruct:free"
SLOW_S = 40.0
"""A first generation imports the model SDK (seconds on a cold, busy machine) before the writer is called."""
OPENROUTER_ADVICE = (
    "free OpenRouter models still need a free OpenRouter key: set OPENROUTER_API_KEY or paste one; "
    "get it at https://openrouter.ai/keys"
)


def error_text(page: User) -> str:
    return texts(one(page, "input-error"))


def marked(page: User, name: str) -> Element:
    """The element marked `name`, visible or not (`User.find` sees only visible ones)."""
    assert page.client is not None
    found = [e for e in page.client.layout.descendants() if name in e._markers]
    assert len(found) == 1, f"{name}: {len(found)} elements"
    return found[0]


async def test_a_free_model_without_a_key_says_which_key_and_where(user: User) -> None:
    page = with_browser(user)
    await page.open("/")
    one(page, "model-writer").value = FREE
    await until(lambda: OPENROUTER_ADVICE[1:] in texts(one(page, "model-note-writer")))
    one(page, "mode").value = "sources"
    page.find(marker="question").type("What is the capital of France?")
    page.find(marker="generate").click()
    await until(lambda: error_text(page) == f"Could not generate an answer: {OPENROUTER_ADVICE}.")
    one(page, "key-writer").value = "sk-or-v1-visitor-0a1b2c3d4e5f"
    await until(lambda: texts(one(page, "model-note-writer")) == "")


async def test_every_free_writer_is_offered_first_and_says_what_it_needs(user: User) -> None:
    page = with_browser(user)
    await page.open("/")
    select = one(page, "model-writer")
    offered = [value for value in select.options if value]  # type: ignore[attr-defined]
    assert offered[: len(FREE_WRITERS)] == [free.model for free in FREE_WRITERS]
    select.value = "groq/llama-3.3-70b-versatile"
    await until(lambda: "https://console.groq.com/keys" in texts(one(page, "model-note-writer")))
    assert "GROQ_API_KEY" in texts(one(page, "model-note-writer"))


async def test_generating_in_offline_mode_names_the_mode_as_the_cause(user: User) -> None:
    page = with_browser(user)
    await page.open("/")
    one(page, "mode").value = "offline"
    one(page, "model-writer").value = FREE
    one(page, "key-writer").value = "sk-or-v1-visitor-0a1b2c3d4e5f"
    page.find(marker="question").type("What is the capital of France?")
    page.find(marker="generate").click()
    await until(lambda: "the check mode is Offline" in error_text(page))
    assert "Pick Sources, Web or Strict" in error_text(page)


@pytest.mark.usefixtures("operator_models")
@pytest.mark.parametrize(
    ("reply", "words"),
    [
        (Reply(status=401, error={"error": {"message": f"Incorrect API key provided: {VISITOR_KEY}"}}),
         "the key was refused (HTTP 401)"),
        (Reply(status=404, error={"detail": "<html>not here</html>"}),
         "the model name is not known to this provider (HTTP 404)"),
    ],
    ids=["401", "404"],
)  # fmt: skip
async def test_provider_errors_read_as_plain_words(oai: ScriptedServer, user: User, reply: Reply, words: str) -> None:
    page = with_browser(user)
    oai.script.queue(reply)
    await page.open("/")
    one(page, "key-writer").value = VISITOR_KEY
    page.find(marker="question").type("How many books does the library hold?")
    page.find(marker="generate").click()
    await until(lambda: words in error_text(page), timeout_s=SLOW_S)
    shown = error_text(page)
    assert shown.startswith("Could not generate an answer: the writer (openai/gpt-4o-mini) failed: ")
    assert VISITOR_KEY not in shown and "Error" not in shown and "<html>" not in shown


@pytest.mark.usefixtures("operator_models")
async def test_a_new_attempt_clears_the_old_error_and_shows_progress(oai: ScriptedServer, user: User) -> None:
    page = with_browser(user)
    oai.script.queue(Reply(status=401), Reply(content="The library holds 4,000 books.", delay_s=1.5))
    await page.open("/")
    progress = marked(page, "generate-progress")
    assert not progress.visible
    page.find(marker="question").type("How many books does the library hold?")
    page.find(marker="generate").click()
    await until(lambda: "the key was refused" in error_text(page), timeout_s=SLOW_S)
    assert not progress.visible
    page.find(marker="generate").click()
    await until(lambda: progress.visible)
    assert error_text(page) == ""  # the old error is gone while the new attempt runs
    assert "Generating an answer with openai/gpt-4o-mini" in texts(progress)
    await until(lambda: one(page, "answer").value == "The library holds 4,000 books.", timeout_s=SLOW_S)
    assert not progress.visible and error_text(page) == ""


async def test_long_model_names_are_shown_whole(user: User) -> None:
    page = with_browser(user)
    await page.open("/")
    select = one(page, "model-writer")
    select.value = FREE
    await until(lambda: texts(one(page, "model-tip-writer")) == FREE)
    assert "meta-llama/llama-3.3-70b-instruct" in select.options[FREE]  # type: ignore[attr-defined]
    assert "overflow-wrap: anywhere" in str(select.props.get("popup-content-style"))
