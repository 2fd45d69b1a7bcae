"""The draft's storage: alternating glue and claim spans ("units"), with text offsets found lazily so that edits
moving forward through a long answer cost time linear in its length."""

from __future__ import annotations

from dataclasses import dataclass, field

__all__ = ["Parts", "Unit", "part_text"]


@dataclass(slots=True, eq=False)  # identity equality: a unit is found by what it is, not field by field
class Unit:
    owners: tuple[str, ...]
    text: str
    kind: str
    hedged: bool = False

    def __len__(self) -> int:
        return len(self.text)


@dataclass(slots=True)
class Parts:
    """Alternating glue and units: glue, unit, glue, unit, ..., glue (always odd length)."""

    items: list[str | Unit] = field(default_factory=list)
    _starts: list[int] = field(default_factory=list)
    """_starts[i] is the text offset of items[i], known for i < len(_starts). Edits mostly move forward through
    the answer, so extending this list lazily keeps the total cost linear rather than items x edits."""
    _where: dict[int, int] = field(default_factory=dict)
    """id(unit) -> its index, for the units of items[:_scanned]; found lazily like `_starts`."""
    _scanned: int = 0

    def text_of(self, lo: int, hi: int) -> str:
        return "".join(part_text(p) for p in self.items[lo:hi])

    def offset(self, index: int) -> int:
        starts, items = self._starts, self.items
        while len(starts) <= index:
            last = len(starts) - 1
            starts.append(starts[last] + len(items[last]) if starts else 0)
        return starts[index]

    def index_of(self, unit: Unit) -> int:
        """The index of `unit` in items (it must be there), without a linear search per call."""
        known = self._where.get(id(unit))
        if known is not None:
            return known
        items = self.items
        while self._scanned < len(items):
            index, part = self._scanned, items[self._scanned]
            self._scanned += 1
            if isinstance(part, Unit):
                self._where[id(part)] = index
                if part is unit:
                    return index
        raise ValueError("unit is not in the draft")

    def replace(self, lo: int, hi: int, parts: list[str | Unit]) -> None:
        """items[lo:hi] = parts; offsets and positions up to `lo` stay valid."""
        if self._scanned > lo:
            for part in self.items[lo : self._scanned]:
                if isinstance(part, Unit):
                    self._where.pop(id(part), None)
            self._scanned = lo
        self.items[lo:hi] = parts
        del self._starts[lo + 1 :]


def part_text(part: str | Unit) -> str:
    return part if isinstance(part, str) else part.text
