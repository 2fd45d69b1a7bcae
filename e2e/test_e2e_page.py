"""The checking page in a real browser: examples, pasted answers, highlights, re-check, hostile text, phone, dark."""

from __future__ import annotations

import re

import pytest
from e2e_kit import shot, wait_final
from playwright.sync_api import Page, expect

pytestmark = pytest.mark.e2e


def test_an_example_runs_and_a_highlight_opens_its_row_and_source(page: Page) -> None:
    page.goto("/")
    expect(page.get_by_test_id("badge-word")).to_have_text("No check yet")
    status_height = page.get_by_test_id("badge").bounding_box()
    shot(page, "01-empty")
    page.get_by_test_id("example-contract").click()
    word = wait_final(page)
    assert word in ("Verified", "Caution", "Blocked")
    expect(page).to_have_url(re.compile(r"/runs/r_[0-9a-f]+$"))
    expect(page.locator("[data-testid^=claim-row-]")).to_have_count(3)
    expect(page.locator("[data-testid^=highlight-]")).to_have_count(3)
    expect(page.get_by_test_id("highlight-1")).to_have_class(re.compile("v-contradicted"))
    assert page.get_by_test_id("badge").bounding_box()["height"] == status_height["height"]  # no jump
    page.get_by_test_id("highlight-1").click()
    expect(page.get_by_test_id("claim-row-1")).to_have_class(re.compile("selected"))
    expect(page.get_by_test_id("quote-mark")).to_contain_text("$2 million per incident")
    expect(page.get_by_test_id("final-diff").locator("del")).to_have_text("$5")
    expect(page.get_by_test_id("final-diff").locator("ins")).to_have_text("$2")
    shot(page, "02-example-contract")


def test_keyboard_reaches_a_highlight_and_opens_its_evidence(page: Page) -> None:
    page.goto("/")
    page.get_by_test_id("example-clean").focus()
    page.keyboard.press("Enter")
    assert wait_final(page) == "Verified"
    page.get_by_test_id("highlight-2").focus()
    page.keyboard.press("Enter")
    expect(page.get_by_test_id("claim-row-2")).to_have_class(re.compile("selected"))
    expect(page.get_by_test_id("quote-mark")).to_contain_text("five books")
    shot(page, "03-example-clean-keyboard")


def test_a_pasted_answer_with_a_source_is_checked_and_has_a_permalink(page: Page) -> None:
    page.goto("/")
    page.get_by_test_id("answer").fill(
        "The office opens at 8:30. The library holds 5,000 books. Visitors must wear a badge."
    )
    page.get_by_test_id("add-source").click()
    page.get_by_test_id("source-text-0").fill(
        "The office opens at 8:30. The library holds 4,000 books. Visitors must sign in and wear a badge."
    )
    page.get_by_test_id("mode").get_by_text("Offline").click()
    page.get_by_test_id("answer").press("Control+Enter")
    wait_final(page)
    expect(page.locator("[data-testid^=claim-row-]")).to_have_count(3)
    expect(page.get_by_test_id("highlight-2")).to_have_class(re.compile("v-contradicted"))
    shot(page, "04-pasted")
    permalink = page.url
    page.goto(permalink)
    wait_final(page)
    expect(page.locator("[data-testid^=claim-row-]")).to_have_count(3)
    expect(page.get_by_test_id("answer")).to_have_value(re.compile("5,000 books"))


def test_edit_and_recheck(page: Page) -> None:
    page.goto("/")
    page.get_by_test_id("example-clean").click()
    assert wait_final(page) == "Verified"
    first_url = page.url
    page.get_by_test_id("edit").click()
    editor = page.get_by_test_id("editor-text")
    # The editor opens holding the final answer; text typed before that value has arrived would be overwritten.
    expect(editor).to_have_value(re.compile("five books"), timeout=20_000)
    editor.fill("The office opens at 8:30 and closes at 18:00 on weekdays. Staff may borrow up to nine books.")
    page.get_by_test_id("recheck").click()
    page.wait_for_url(lambda url: url != first_url)
    # The page keeps the first run's badge until the recheck's events arrive, so wait for the new run's answer
    # before reading a final badge, and then for the badge to say what the edit deserves.
    expect(page.get_by_test_id("answer-view")).to_contain_text("nine books", timeout=20_000)
    wait_final(page)
    badge = page.get_by_test_id("badge-word")
    expect(badge).to_have_text(re.compile("Caution|Blocked"), timeout=20_000)  # an unsupported number is no pass
    shot(page, "05-recheck")


HOSTILE = (
    '<img src=x onerror="window.__pwned=1"> appears here. <script>window.__pwned=2</script> is text. '
    '<a href="javascript:window.__pwned=3">link</a> stays inert. [click](javascript:window.__pwned=4) too. '
    "![pixel](http://127.0.0.1:9/p.png) and **bold** are plain. {{ 7*7 }} is not evaluated."
)


def test_a_hostile_answer_renders_as_text_and_runs_nothing(page: Page) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto("/")
    page.evaluate("window.__pwned = 0")
    page.get_by_test_id("answer").fill(HOSTILE)
    page.get_by_test_id("mode").get_by_text("Offline").click()
    page.get_by_test_id("check").click()
    wait_final(page)
    view = page.get_by_test_id("answer-view")
    expect(view).to_contain_text('<img src=x onerror="window.__pwned=1">')
    expect(view).to_contain_text("<script>window.__pwned=2</script>")
    expect(view).to_contain_text("{{ 7*7 }}")
    assert view.locator("img, script, a").count() == 0
    assert page.locator("main a[href^='javascript:']").count() == 0
    for highlight in view.locator("[data-testid^=highlight-]").all():
        highlight.click()
    page.get_by_test_id("claim-row-1").click()
    assert page.evaluate("window.__pwned") == 0
    assert dialogs == []
    shot(page, "06-hostile")


def test_phone_layout_and_dark_mode(page: Page) -> None:
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("/")
    page.get_by_test_id("example-contract").click()
    wait_final(page)
    assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth + 1"), "no sideways scrolling"
    shot(page, "07-phone")
    page.get_by_test_id("dark-toggle").click()
    expect(page.locator("body")).to_have_class(re.compile("body--dark"))
    shot(page, "08-phone-dark")
    page.set_viewport_size({"width": 1440, "height": 1000})
    shot(page, "09-laptop-dark")
    page.reload()
    expect(page.locator("body")).to_have_class(re.compile("body--dark"))  # remembered in this browser


def test_the_date_example_and_the_empty_answer_error(page: Page) -> None:
    page.goto("/")
    page.get_by_test_id("check").click()
    expect(page.get_by_test_id("input-error")).to_contain_text("empty")
    page.get_by_test_id("example-date").click()
    wait_final(page)
    expect(page.locator("[data-testid^=claim-row-]")).to_have_count(2)
    expect(page.get_by_test_id("claims")).to_contain_text("was a Thursday")
    shot(page, "10-date")
