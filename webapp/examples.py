"""Built-in examples: answers with planted errors (and one clean answer) that run without any key in seconds."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, kw_only=True)
class Example:
    """One gallery card: an answer, its sources, and the mode it runs in."""

    key: str
    """Stable id used in URLs and tests."""
    title: str
    blurb: str
    """One line saying what is planted, shown on the card."""
    icon: str
    """Material icon name for the card."""
    answer: str
    question: str | None = None
    sources: tuple[tuple[str, str], ...] = ()
    """(name, text) pairs."""
    mode: str = "offline"
    """`offline` needs no network at all; `no-model` also opens links (a `.invalid` host fails at once)."""


_AGREEMENT = (
    "Services Agreement, section 12 (Liability). 12.1 The Supplier's total liability is capped at $2 million "
    "per incident. 12.2 The cap shall not apply to breaches of the confidentiality provisions. "
    "12.3 Either party may terminate this Agreement with 90 days written notice. "
    "12.4 Invoices are payable within 30 days of receipt."
)

_HANDBOOK = (
    "Office handbook. The office opens at 8:30 and closes at 18:00 on weekdays. Visitors must sign in at the "
    "front desk and wear a badge. The library on the second floor holds 4,000 books. Staff may borrow up to "
    "five books for three weeks."
)

EXAMPLES: tuple[Example, ...] = (
    Example(
        key="contract",
        title="Wrong figure vs a contract",
        blurb="The answer doubles the liability cap the contract sets.",
        icon="gavel",
        question="What does the agreement say about liability and termination?",
        answer=(
            "The Supplier's total liability is capped at $5 million per incident. The cap does not apply to "
            "breaches of the confidentiality provisions. Either party may terminate the Agreement with 90 days "
            "written notice."
        ),
        sources=(("Services Agreement §12", _AGREEMENT),),
    ),
    Example(
        key="stdlib",
        title="Invented library function",
        blurb="Python's random module has no randfloat().",
        icon="code",
        question="How do I shuffle a list and draw a random float in Python?",
        answer=(
            "Use random.shuffle(items) to shuffle a list in place. "
            "To draw a float between 0 and 1, call random.randfloat(0, 1)."
        ),
    ),
    Example(
        key="dead-link",
        title="Dead link",
        blurb="The cited page lives on a host that cannot exist.",
        icon="link_off",
        question="Where is the specification published?",
        answer="The full specification is published at https://docs.example.invalid/spec/v2 and is free to read.",
        mode="no-model",
    ),
    Example(
        key="date",
        title="Impossible date",
        blurb="4 July 2024 was a Thursday, and February has no 30th.",
        icon="event_busy",
        answer=("The agreement was signed on Friday, 4 July 2024. The first payment was due on 30 February 2025."),
    ),
    Example(
        key="clean",
        title="A clean answer",
        blurb="Every claim is in the handbook: this one should pass.",
        icon="verified",
        question="When is the office open, and how many books can staff borrow?",
        answer=(
            "The office opens at 8:30 and closes at 18:00 on weekdays. Staff may borrow up to five books "
            "for three weeks."
        ),
        sources=(("Office handbook", _HANDBOOK),),
    ),
)


def example(key: str) -> Example | None:
    """The built-in example with this key, if any."""
    return next((e for e in EXAMPLES if e.key == key), None)
