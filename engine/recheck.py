"""Edit and re-check: a new run on the user's edited answer that checks only new or changed claims.

A claim whose text (under `norm`) is the same as a claim of the previous run keeps that claim's findings; the
rest is checked as usual, and the repair loop and the status work on the whole edited answer.

The " [unconfirmed]" marks a previous run put after sentences are the checker's, not the author's: they are taken
out before the check (a sentence that follows one would otherwise start with it and read as another claim), and
the new run puts them back where they are still due.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .config import Config
from .events import Listener
from .inputs import make_input
from .normalize import norm
from .pipeline import run_check
from .repair import DISCLOSE_MARK
from .report import Report
from .types import Finding


async def arecheck(
    previous: Report,
    edited_answer: str,
    config: Config,
    *,
    listeners: Iterable[Listener] = (),
    run_id: str | None = None,
) -> Report:
    """Check `edited_answer` against the previous run's sources and question, reusing unchanged claims' findings.

    Raises:
        InputError: the edited answer is empty or too long.
    """
    from .sdk import with_audit_store

    request = make_input(without_marks(edited_answer), previous.sources, previous.question)
    return await run_check(
        request,
        config,
        run_id=run_id,
        listeners=with_audit_store(config, listeners),
        known_findings=known_findings(previous),
    )


def without_marks(answer: str) -> str:
    """`answer` without the disclosure marks a run added after sentences (" [unconfirmed]")."""
    return answer.replace(f" {DISCLOSE_MARK}", "")


def known_findings(previous: Report) -> dict[str, Sequence[Finding]]:
    """The previous run's findings by `norm(claim text)`; claims without findings (never checked) are left out."""
    known: dict[str, Sequence[Finding]] = {}
    for result in previous.claims:
        if result.claim.check_worthy and result.findings and not any(f.error for f in result.findings):
            known.setdefault(norm(result.claim.text), result.findings)
    return known
