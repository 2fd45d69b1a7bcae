"""A table row read with its header: "| Acme | 3,400 | 2,100 |" under "| Company | 2022 | 2023 |" says Acme's figure
for 2022 is 3,400. The row alone holds only the figures, so a source sentence that gives both supports it whichever
column each stands in. Each cell under a year is written out as a statement of its own ("Acme: 3,400 in 2022") for
the structure checks, which read which figure goes with which year.
"""

from __future__ import annotations

import re

from ..splitter import TABLE_RULE

_YEAR_CELL = re.compile(r"^(?:1\d{3}|20\d{2})$")


def cell_statements(answer: str, start: int, row: str) -> list[str]:
    """For a table row claim starting at `start` in `answer`, a statement per cell whose column header is a year
    ("Acme: 3,400 in 2022"); [] for any other claim or a table with no year columns."""
    if not row.lstrip().startswith("|"):
        return []
    lines = answer[:start].splitlines()
    # The header is the row right above the table's rule line, the nearest one above this row.
    for at in range(len(lines) - 1, 0, -1):
        if TABLE_RULE.match(lines[at]) and lines[at - 1].lstrip().startswith("|"):
            header = _cells(lines[at - 1])
            break
    else:
        return []
    cells = _cells(row)
    if len(cells) != len(header) or len(cells) < 2:
        return []
    label = cells[0]
    return [
        f"{label}: {cell} in {column}"
        for column, cell in zip(header[1:], cells[1:], strict=True)
        if _YEAR_CELL.match(column) and cell
    ]


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in line.strip().strip("|").split("|")]
