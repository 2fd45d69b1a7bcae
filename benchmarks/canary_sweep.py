"""Canary sweep: do model keys given to the server ever land anywhere but the model provider?

    python3 -m uv run python benchmarks/canary_sweep.py [--runs 3]

Loopback only, bounded. Three made-up keys ("canaries") are planted:
- the environment's key: `OPENAI_API_KEY` of the operator's judge model;
- a visitor's key: `options.models.judge.api_key` of every API request (half of the runs; the others use the
  operator's key);
- a page visitor's key: typed into the judge's key field of the page's settings by a visitor in Chromium (driven
  by Playwright, as `e2e/` does), who then checks an answer with a source from the page.
It starts a scripted OpenAI-compatible model server on 127.0.0.1 (it records the keys it is sent and answers
nothing secret), a webhook receiver on 127.0.0.1, and `python -m webapp` in a temporary folder (its own SQLite
audit store, webhooks for every event, stdout and stderr to separate files). It then submits `--runs` checks
through the API and one through the page, reads each run's SSE stream, exports each report (Markdown and JSON), its
page as another client sees it, and the run list, waits for the webhooks, and finally searches every place the keys
must never reach: the audit db, its WAL, every other file the app wrote, its stdout and stderr (the logs), the
exports, the pages, the SSE bodies and the webhook bodies and headers (the visitor's own tab, where the key was
typed, is not such a place). Prints one line per place (found yes/no) and exits 1 when a canary was found anywhere.
The model server must have received every key (else the sweep proved nothing, and it says so and exits 1).
`--no-page` leaves the page visitor out (no browser needed).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from tests.servers.scripted import Reply, ScriptedServer, start_openai  # noqa: E402
from tests.team.servers import free_port, wait_until_healthy  # noqa: E402
from tests.webhooks.receiver import Receiver  # noqa: E402

ANSWER = "Run {i}: the indemnification cap is $5 million per incident. Either party may terminate with 90 days notice."
SOURCE = "The indemnification cap is $2 million per incident. Either party may terminate with 90 days notice."
DEADLINE_S = 120.0
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update",
                 "--disable-sync", "--no-first-run", "--disable-quic"]  # fmt: skip
FINAL_BADGE = "[data-testid=badge].s-verified, [data-testid=badge].s-caution, [data-testid=badge].s-blocked"


@dataclass
class Sweep:
    """What the sweep planted, collected and found."""

    env_canary: str = field(default_factory=lambda: "sk-canary-env-" + secrets.token_hex(16))
    api_canary: str = field(default_factory=lambda: "sk-canary-api-" + secrets.token_hex(16))
    page_canary: str = field(default_factory=lambda: "sk-canary-page-" + secrets.token_hex(16))
    page: bool = True
    """Whether the page visitor (and so the page's canary) takes part."""
    places: dict[str, list[bytes]] = field(default_factory=dict)
    """place -> the bytes searched there."""
    keys_seen_by_model: set[str] = field(default_factory=set)

    def add(self, place: str, data: bytes | str) -> None:
        self.places.setdefault(place, []).append(data.encode() if isinstance(data, str) else data)

    def hits(self) -> dict[str, list[str]]:
        """place -> which canaries (or pieces of them) were found there."""
        found: dict[str, list[str]] = {}
        for place, blobs in self.places.items():
            found[place] = [name for name, needle in self.needles().items() if any(needle in b for b in blobs)]
        return found

    def needles(self) -> dict[str, bytes]:
        """Each canary whole, and its random middle alone (a key cut, masked or re-encoded around it)."""
        out = {}
        for name, canary in self.canaries().items():
            out[name] = canary.encode()
            out[f"{name} (middle)"] = canary[-24:-8].encode()
        return out

    def canaries(self) -> dict[str, str]:
        planted = {"env key": self.env_canary, "visitor key": self.api_canary}
        return planted | ({"page visitor key": self.page_canary} if self.page else {})


@dataclass
class App:
    url: str
    process: subprocess.Popen[bytes]
    stdout: Path
    stderr: Path

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=5)


def start_app(home: Path, model: ScriptedServer, receiver: Receiver, sweep: Sweep) -> App:
    """`python -m webapp` run from `home` (so anything it writes relative to its folder lands there)."""
    port = free_port()
    env = {k: v for k, v in os.environ.items() if not k.startswith("SAIFE_") and not k.endswith("_API_KEY")}
    env.pop("PYTEST_CURRENT_TEST", None)  # NiceGUI would believe it runs inside a screen test
    env.update(
        HOME=str(home), PYTHONPATH=str(ROOT), HOST="127.0.0.1", PORT=str(port), SAIFE_NO_DOTENV="1",
        SAIFE_DB=str(home / "audit.sqlite3"), SAIFE_RATE_LIMIT="off",
        SAIFE_JUDGE_MODEL="openai/gpt-4o-mini", SAIFE_JUDGE_BASE_URL=model.root + "/v1",
        OPENAI_API_KEY=sweep.env_canary,
        SAIFE_WEBHOOK_URLS=receiver.url, SAIFE_WEBHOOK_SECRET="canary-sweep-secret-0123456789",
        SAIFE_WEBHOOK_EVENTS="all", SAIFE_ALLOW_PRIVATE_LINKS="1",
    )  # fmt: skip
    stdout, stderr = home / "stdout.log", home / "stderr.log"
    with stdout.open("wb") as out, stderr.open("wb") as err:
        process = subprocess.Popen([sys.executable, "-m", "webapp"], cwd=home, env=env, stdout=out, stderr=err)
    app = App(f"http://127.0.0.1:{port}", process, stdout, stderr)
    wait_until_healthy(app.url, process, lambda: stderr.read_text()[-2000:])
    return app


def request(i: int, sweep: Sweep) -> dict[str, object]:
    body: dict[str, object] = {"answer": ANSWER.format(i=i), "sources": [SOURCE], "question": "What is the cap?"}
    if i % 2 == 0:  # a visitor's own key for the operator's model
        body["options"] = {"models": {"judge": {"model": "openai/gpt-4o-mini", "api_key": sweep.api_canary}}}
    return body


def exercise(app: App, runs: int, sweep: Sweep) -> list[str]:
    """Submit the runs (and the page visitor's); keep every SSE body, export and page."""
    run_ids = []
    with httpx.Client(base_url=app.url, timeout=DEADLINE_S) as client:
        for i in range(runs):
            response = client.post("/api/verify", json=request(i, sweep))
            response.raise_for_status()
            sweep.add("API responses", response.content)
            run_ids.append(response.json()["run_id"])
        if sweep.page:
            run_ids.append(page_visitor_run(app, sweep))
        for run_id in run_ids:
            with client.stream("GET", f"/api/runs/{run_id}/events") as stream:
                sweep.add("SSE bodies", b"".join(stream.iter_bytes()))
            sweep.add("exports (JSON report)", client.get(f"/api/runs/{run_id}").content)
            sweep.add("exports (Markdown)", client.get(f"/api/runs/{run_id}/report.md").content)
            sweep.add("pages (HTML)", client.get(f"/runs/{run_id}").content)
        sweep.add("API responses", client.get("/api/runs").content)
    return run_ids


def page_visitor_run(app: App, sweep: Sweep) -> str:
    """A visitor in Chromium types the page canary as the judge's key, checks an answer against a source with the
    operator's judge model, and waits for the final badge; returns the run's id (the page moves to /runs/<id>)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(base_url=app.url)
            page.goto("/")
            page.get_by_test_id("key-judge").fill(sweep.page_canary)
            page.get_by_test_id("answer").fill(ANSWER.format(i="page"))
            page.get_by_test_id("add-source").click()
            page.get_by_test_id("source-text-0").fill(SOURCE)
            page.get_by_test_id("mode").get_by_text("Sources").click()
            page.get_by_test_id("check").click()
            page.wait_for_url("**/runs/*", timeout=DEADLINE_S * 1000)
            page.wait_for_selector(FINAL_BADGE, timeout=DEADLINE_S * 1000)
            return page.url.rstrip("/").rsplit("/", 1)[-1]
        finally:
            browser.close()


def wait_for_webhooks(receiver: Receiver, runs: int) -> None:
    deadline = time.monotonic() + DEADLINE_S
    while time.monotonic() < deadline:
        terminal = [r for r in list(receiver.received) if b'"run_completed"' in r.body or b'"run_failed"' in r.body]
        if len(terminal) >= runs:
            return
        time.sleep(0.2)
    raise RuntimeError(f"only {len(receiver.received)} webhook deliveries arrived")


def collect_files(home: Path, sweep: Sweep, when: str) -> None:
    """Every file the app wrote, by kind: the audit db and its WAL by name, the rest together."""
    for path in sorted(p for p in home.rglob("*") if p.is_file()):
        data = path.read_bytes()
        if path.name == "audit.sqlite3":
            sweep.add("audit db", data)
        elif path.name == "audit.sqlite3-wal":
            sweep.add(f"audit db WAL ({when})", data)
        elif path.name in ("stdout.log", "stderr.log"):
            sweep.add(f"{path.stem} (logs)", data)
        else:
            sweep.add("other files the app wrote", data)


def sweep_once(runs: int, workdir: Path, *, page: bool = True) -> Sweep:
    sweep = Sweep(page=page)
    model = start_openai()
    model.script.use(lambda seen: (sweep.keys_seen_by_model.add(seen.key), Reply(content=""))[1])
    receiver = Receiver().start()
    home = workdir / "home"
    home.mkdir()
    app = start_app(home, model, receiver, sweep)
    try:
        exercise(app, runs, sweep)
        wait_for_webhooks(receiver, runs + (1 if page else 0))
        collect_files(home, sweep, "running")  # the WAL is folded into the db when the app stops
    finally:
        app.stop()
        model.stop()
        receiver.stop()
    collect_files(home, sweep, "after stop")
    for received in receiver.received:
        sweep.add("webhook bodies and headers", received.body)
        sweep.add("webhook bodies and headers", json.dumps(received.headers))
    return sweep


def report(sweep: Sweep) -> int:
    hits = sweep.hits()
    print(f"{'place':<34} {'bytes':>10}  canary found")
    for place, found in hits.items():
        size = sum(len(b) for b in sweep.places[place])
        print(f"{place:<34} {size:>10,}  {'YES: ' + ', '.join(found) if found else 'no'}")
    used = set(sweep.canaries().values()) <= sweep.keys_seen_by_model
    names = ", ".join(sweep.canaries())
    print(f"{'model server (where keys belong)':<34} {'':>10}  every key used ({names}): {'yes' if used else 'NO'}")
    total = sum(len(found) for found in hits.values())
    print(json.dumps({"places": len(hits), "hits": total, "keys_reached_model": used}))
    return 0 if total == 0 and used else 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="runs through the API (the page visitor adds one)")
    parser.add_argument("--no-page", action="store_true", help="leave out the page visitor (no browser needed)")
    args = parser.parse_args(argv)
    workdir = Path(tempfile.mkdtemp(prefix="saife-canary-"))
    try:
        return report(sweep_once(max(2, args.runs), workdir, page=not args.no_page))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
