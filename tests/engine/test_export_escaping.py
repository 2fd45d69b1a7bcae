"""The Markdown export renders untrusted answers and sources as inert text: no raw HTML, no script links."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import markdown2
import pytest

from engine import Config, Report, verify
from engine.export import to_markdown
from engine.types import Source

HOSTILE = (
    "The launch was in 2019 <script>alert('answer')</script>. "
    "See [the notes](javascript:alert(document.cookie)) and ![pixel](data:text/html;base64,PHNjcmlwdD4=). "
    "Read <img src=x onerror=alert(1)> and [the spec](https://example.com/spec) too. "
    "Try [upper](JavaScript:alert(2)) or [spaced]( javascript:alert(3)) or [angled](<javascript:alert(4)>)."
)
SOURCE = "The launch was in 2019. <iframe src='https://evil.example'></iframe> [ref]: javascript:alert(5)"


@pytest.fixture(scope="module")
def report() -> Report:
    checked = verify(HOSTILE, sources=[SOURCE], config=Config(offline=True, db_path=""))
    return checked.model_copy(
        update={
            "alerts": (*checked.alerts, "[ref]: javascript:alert(6)", "An alert with [a link][ref] <b>bold</b>"),
            "sources": (Source(id=0, text=SOURCE, name="[ref]: javascript:alert(7) <svg onload=alert(8)>"),),
            "failed": "<script>alert('failed')</script>",
        }
    )


def _html(markdown: str) -> str:
    """What a Markdown viewer would show (markdown2 passes raw HTML and every link target through)."""
    return str(markdown2.markdown(markdown, extras=["tables", "fenced-code-blocks"]))


class _Tags(HTMLParser):
    """Every element and attribute the rendered page would hold."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))


def test_no_raw_html_or_script_link_survives_rendering(report: Report) -> None:
    parser = _Tags()
    parser.feed(_html(to_markdown(report)))
    names = {tag for tag, _ in parser.tags}
    assert names <= {"h1", "h2", "p", "strong", "em", "code", "pre", "table", "thead", "tbody", "tr", "th", "td",
                     "ul", "ol", "li", "a", "div", "span"}, names  # fmt: skip
    attributes = [(name, value or "") for _, attrs in parser.tags for name, value in attrs]
    assert not [name for name, _ in attributes if name.startswith("on")]
    links = [value for name, value in attributes if name in ("href", "src")]
    assert links and all(re.match(r"https?://", link) for link in links), links


def test_http_links_still_work_and_the_text_still_reads_the_same(report: Report) -> None:
    html = _html(to_markdown(report))
    assert '<a href="https://example.com/spec">the spec</a>' in html
    assert "&lt;script&gt;alert('failed')&lt;/script&gt;" in html, "the failure reason is shown, as text"
    assert "&lt;b&gt;bold&lt;/b&gt;" in html


def test_the_answer_block_stays_verbatim_inside_its_fence(report: Report) -> None:
    markdown = to_markdown(report)
    assert f"```text\n{HOSTILE}\n```" in markdown, "inside a fence nothing renders, so nothing is escaped"
    html = _html(markdown)
    assert "<code>" in html and "&lt;script&gt;alert('answer')&lt;/script&gt;" in html


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("[x](javascript:alert(1))", r"\[x]\(javascript:alert(1))"),
        ("see [x](https://ok.example/a)", "see [x](https://ok.example/a)"),
        ("a < b && c > d", "a &lt; b &amp;&amp; c &gt; d"),
        ("[ref]: javascript:alert(1)", r"\[ref]: javascript:alert(1)"),
        ("[x](&#106;avascript:alert(1))", r"\[x]\(&amp;#106;avascript:alert(1))"),
    ],
)
def test_one_line_of_untrusted_text(text: str, expected: str) -> None:
    assert f"\n- {expected}\n" in to_markdown(Report(run_id="r_escape", alerts=(text,)))
