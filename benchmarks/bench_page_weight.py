"""What the page costs a visitor on first load: bytes over the wire, by kind, in Debian's Chromium.

Starts the real server (`python -m webapp`, offline settings, a temporary audit db), opens `/` in a fresh browser
context (empty cache) and waits until the network is idle, then sums every finished request's response (headers and
body as transferred, so compressed where the server compresses). The websocket the page opens afterwards is not
counted: its frames are the page's live updates, not its load. Target: <= 450 KB. Prints figures, asserts nothing.

    python3 -m uv run python benchmarks/bench_page_weight.py [--json]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "e2e"))

from e2e_kit import CHROMIUM, CHROMIUM_ARGS, start_server, stop_server  # noqa: E402
from playwright.sync_api import Request, sync_playwright  # noqa: E402

TARGET_KB = 450


def first_load(url: str) -> dict[str, object]:
    by_kind: Counter[str] = Counter()
    requests = 0

    def finished(request: Request) -> None:
        nonlocal requests
        sizes = request.sizes()
        by_kind[request.resource_type] += sizes["responseBodySize"] + sizes["responseHeadersSize"]
        requests += 1

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_context().new_page()
            page.on("requestfinished", finished)
            page.goto(url, wait_until="networkidle")
            page.wait_for_selector("textarea", timeout=30_000)  # the answer box: the page is usable
            page.wait_for_load_state("networkidle")
        finally:
            browser.close()
    total = sum(by_kind.values())
    return {
        "requests": requests,
        "total_kb": round(total / 1024, 1),
        "by_kind_kb": {kind: round(size / 1024, 1) for kind, size in by_kind.most_common()},
        "target_kb": TARGET_KB,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = start_server("weight", Path(tmp), SAIFE_OFFLINE="1")
        try:
            figures = first_load(server.url + "/")
        finally:
            stop_server(server)
    if args.json:
        print(json.dumps(figures))
        return
    print(f"page first load: {figures['total_kb']} KB in {figures['requests']} requests (target <= {TARGET_KB} KB)")
    for kind, size in figures["by_kind_kb"].items():  # type: ignore[attr-defined]
        print(f"  {kind:12} {size:>8} KB")


if __name__ == "__main__":
    main()
