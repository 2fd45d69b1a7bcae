"""The checking page through NiceGUI's `user` fixture: examples, pasting, rows, badge, diff, alerts, re-check."""

from __future__ import annotations

import pytest
from nicegui import ui
from nicegui.testing import User
from page_kit import finished, html_elements, latest_run_id, one, runs, texts, until

from webapp.examples import EXAMPLES

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_empty_page_offers_the_examples_and_no_result(page: User) -> None:
    await page.open("/")
    assert texts(one(page, "badge")).strip() == "No check yet"
    cards = page.find(marker="example").elements
    assert 4 <= len(cards) <= 6
    assert {e.key for e in EXAMPLES} == {
        m.removeprefix("example-") for c in cards for m in c._markers if m != "example"
    }
    await page.should_see("Try an example — one click, no key needed")


async def test_an_example_runs_in_one_click_and_the_page_shows_the_engines_report(page: User) -> None:
    await page.open("/")
    page.find(marker="example-contract").click()
    word = await finished(page)
    report = runs().snapshot(latest_run_id())
    assert report is not None and report.status is not None
    assert word.upper() == report.status.value
    assert len(page.find(marker="claim-row").elements) == len(report.claims) == 3
    assert len(page.find(marker="highlight").elements) == 3
    first = one(page, "highlight-1")
    assert f"v-{report.claims[0].verdict.value.lower()}" in first.classes
    assert texts(one(page, "why")).strip().endswith(".")
    assert report.run_id in texts(one(page, "progress-line"))
    assert "Offline mode" in texts(one(page, "alerts"))


async def test_a_corrected_figure_shows_as_a_word_diff(page: User) -> None:
    await page.open("/")
    page.find(marker="example-contract").click()
    await finished(page)
    report = runs().snapshot(latest_run_id())
    assert report is not None and report.edits, "the contract example is corrected from its source"
    diff = one(page, "final-diff")
    deleted = [e for e in diff.descendants() if e.tag == "del"]
    inserted = [e for e in diff.descendants() if e.tag == "ins"]
    assert [e.text for e in deleted] == ["$5"] and [e.text for e in inserted] == ["$2"]
    assert "Corrected" in texts(one(page, "edits"))


async def test_pasted_answer_and_source_are_checked(page: User) -> None:
    await page.open("/")
    page.find(marker="answer").type("The library holds 4,000 books. The office opens at 9:00.")
    page.find(marker="add-source").click()
    page.find(marker="source-text-0").type("The library on the second floor holds 4,000 books.")
    page.find(marker="mode").elements.pop().value = "offline"
    page.find(marker="check").click()
    await finished(page)
    report = runs().snapshot(latest_run_id())
    assert report is not None
    assert [s.text for s in report.sources] == ["The library on the second floor holds 4,000 books."]
    assert len(page.find(marker="claim-row").elements) == len(report.claims) == 2
    assert "v-supported" in one(page, "highlight-1").classes


async def test_an_empty_answer_is_refused_with_a_readable_message(page: User) -> None:
    await page.open("/")
    before = len(runs()._runs)
    page.find(marker="check").click()
    await until(lambda: "empty" in texts(one(page, "input-error")))
    assert len(runs()._runs) == before
    page.find(marker="example-contract").click()  # a run that starts clears the stale message
    await finished(page)
    assert texts(one(page, "input-error")) == ""


async def test_clicking_a_highlight_selects_its_row_and_shows_the_quote_in_its_source(page: User) -> None:
    await page.open("/")
    page.find(marker="example-contract").click()
    await finished(page)
    page.find(marker="highlight-2").click()
    row = one(page, "claim-row-2")
    await until(lambda: "selected" in row.classes)
    assert row.value is True
    assert "selected" in one(page, "highlight-2").classes
    report = runs().snapshot(latest_run_id())
    assert report is not None
    quote = report.claims[1].findings[0].evidence[0]
    mark = one(page, "quote-mark")
    assert mark.text == quote.quote
    assert quote.quote in texts(one(page, "source-view"))


async def test_edit_and_recheck_checks_the_edited_text(page: User) -> None:
    await page.open("/")
    page.find(marker="example-clean").click()
    await finished(page)
    first = latest_run_id()
    page.find(marker="edit").click()
    editor = one(page, "editor-text")
    edited = "The office opens at 8:30 and closes at 18:00 on weekdays. Staff may borrow up to nine books."
    editor.value = edited
    page.find(marker="recheck").click()
    await until(lambda: latest_run_id() != first)
    second = latest_run_id()
    await finished(page)
    report = runs().snapshot(second)
    assert report is not None and report.answer == edited and second != first
    assert report.status is not None and report.status.value != "VERIFIED", "the edit slipped in an unsupported number"
    assert one(page, "answer").value == edited


async def test_a_hostile_answer_is_rendered_as_text(page: User) -> None:
    hostile = (
        '<img src=x onerror="alert(1)"> says hi. <script>alert(2)</script> is here. '
        "[click me](javascript:alert(3)) now. **bold** and ![x](http://127.0.0.1:9/x.png) too."
    )
    await page.open("/")
    page.find(marker="answer").type(hostile)
    page.find(marker="check").click()
    await finished(page)
    shown = texts(one(page, "answer-view"))
    assert '<img src=x onerror="alert(1)">' in shown and "<script>alert(2)</script>" in shown
    assert "[click me](javascript:alert(3))" in shown
    assert html_elements(page) == []
    links = [e for e in page.client.layout.descendants() if isinstance(e, ui.link)] if page.client else []
    assert all(not str(link.props.get("href", "")).startswith("javascript:") for link in links)


async def test_writer_and_judge_labs_are_shown_with_a_same_lab_warning(page: User) -> None:
    await page.open("/")
    writer, judge = one(page, "model-writer"), one(page, "model-judge")
    writer.value = "openai/gpt-4o-mini"
    judge.value = "openai/gpt-4.1-mini"
    await until(lambda: "both come from OpenAI" in texts(one(page, "lab-line")))
    judge.value = "gemini/gemini-2.5-flash"
    await until(lambda: "different labs (OpenAI, Google)" in texts(one(page, "lab-line")))


async def test_generate_without_a_writer_says_what_is_missing(page: User) -> None:
    await page.open("/")
    page.find(marker="question").type("What is the capital of France?")
    page.find(marker="generate").click()
    await until(lambda: "no writer model" in texts(one(page, "input-error")))


async def test_mode_choice_explains_itself(page: User) -> None:
    await page.open("/")
    mode = one(page, "mode")
    mode.value = "web"
    await until(lambda: "web" in texts(one(page, "mode-help")))
    mode.value = "strict"
    await until(lambda: "different labs" in texts(one(page, "mode-help")))


async def test_permalink_shows_a_run_started_elsewhere(page: User) -> None:
    from engine import Config
    from engine.inputs import make_input

    run_id = runs().start(make_input("The sky is green.", ["The sky is blue."]), Config(offline=True))
    await page.open(f"/runs/{run_id}")
    await finished(page)
    assert one(page, "answer").value == "The sky is green."
    assert len(page.find(marker="claim-row").elements) == 1


async def test_unknown_permalink_says_so(page: User) -> None:
    await page.open("/runs/r_doesnotexist")
    await until(lambda: "No run with id" in texts(one(page, "why")))


async def test_runs_page_lists_runs(page: User) -> None:
    from engine import Config
    from engine.inputs import make_input

    run_id = runs().start(make_input("Paris is in France."), Config(offline=True))
    await page.open("/runs")
    await page.should_see(run_id)
    await page.should_see(marker=f"run-{run_id}")


async def test_a_judge_without_any_key_is_refused_with_the_reason(page: User) -> None:
    await page.open("/")
    one(page, "model-judge").value = "anthropic/claude-sonnet-4-5"
    one(page, "mode").value = "sources"
    page.find(marker="answer").type("The office opens at 8:30.")
    page.find(marker="check").click()
    # a visitor's model that is not one of the operator's needs the visitor's own key: no run starts without it
    await until(lambda: "needs your own Anthropic key (ANTHROPIC_API_KEY)" in texts(one(page, "input-error")))


async def test_uploaded_text_files_become_named_sources_and_other_files_are_refused(page: User) -> None:
    from nicegui.elements.upload_files import SmallFileUpload

    await page.open("/")
    upload = next(iter(page.find(ui.upload).elements))
    notes = SmallFileUpload(name="handbook.md", content_type="text/markdown", _data=b"The library holds 4,000 books.")
    binary = SmallFileUpload(name="photo.png", content_type="image/png", _data=b"\x89PNG")
    await upload.handle_uploads([notes, binary])
    await until(lambda: "only .txt or .md" in texts(page.client.layout) if page.client else False)
    assert one(page, "source-text-0").value == "The library holds 4,000 books."
    assert page.client is not None and "30 chars" in texts(page.client.layout)
    page.find(marker="answer").type("The library holds 4,000 books.")
    page.find(marker="mode").elements.pop().value = "offline"
    page.find(marker="check").click()
    await finished(page)
    report = runs().snapshot(latest_run_id())
    assert report is not None and [s.name for s in report.sources] == ["handbook.md"]


@pytest.mark.parametrize(("typed", "words"), [("nosuch/model", "not of the form PROVIDER/MODEL"), ("x", "judge model")])
async def test_a_typed_model_the_server_cannot_use_is_refused_with_a_readable_message(
    page: User, typed: str, words: str
) -> None:
    await page.open("/")
    judge = one(page, "model-judge")
    assert isinstance(judge, ui.select)
    judge.set_options({**judge.options, typed: typed}, value=typed)  # what the select's "add a value" does
    page.find(marker="answer").type("The office opens at 8:30.")
    before = len(runs()._runs)
    page.find(marker="check").click()
    await until(lambda: words in texts(one(page, "input-error")))
    assert len(runs()._runs) == before
