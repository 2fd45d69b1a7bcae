"""The checking page (`/`) and its permalinks (`/runs/{id}`): the four input steps left, the live results right."""

from __future__ import annotations

from typing import Literal

from nicegui import ui

from engine import Config, ConfigError, InputError, Report, make_input

from ..components.models import ModelsPanel
from ..components.run_view import RunView
from ..components.sources import SourcesEditor
from ..examples import EXAMPLES, Example
from ..options import MODE_HELP, RunOptions, VisitorRights, build_config
from ..services import Services
from ..theme import Text, attr, box, frame, handle


def register(services: Services) -> None:
    """Add the page routes (called by the composition root)."""

    @ui.page("/")
    async def index() -> None:
        CheckPage(services).build()

    @ui.page("/runs/{run_id}")
    async def permalink(run_id: str) -> None:
        page = CheckPage(services)
        page.build()
        page.open_run(run_id)


class CheckPage:
    """One visitor's page: its form, its keys (this tab only) and the run it shows."""

    def __init__(self, services: Services) -> None:
        self.services = services

    def build(self) -> None:
        with frame("sAIfe — check an AI answer, claim by claim"), box("layout"):
            with box("stack"):
                self._answer_panel()
                with box("panel"):
                    Text("2 · Sources (optional)", "h2").classes("panel-title")
                    self.sources = SourcesEditor()
                self._mode_panel()
                with box("panel"):
                    Text("4 · Models and keys (bring your own)", "h2").classes("panel-title")
                    self.models = ModelsPanel(self.services.base)
            with box("stack"):
                self.view = RunView(self.services.runs, self.recheck)
                with self.view.idle:
                    self._gallery()

    # -- panels ---------------------------------------------------------------------------------------
    def _answer_panel(self) -> None:
        with box("panel"):
            Text("1 · The answer", "h2").classes("panel-title")
            self.question = ui.input("Question (optional)").props("outlined dense")
            handle(attr(self.question, aria_label="The question the answer replies to (optional)"), "question")
            self.answer = ui.textarea("Answer to check", placeholder="Paste an AI answer here…")
            self.answer.props("outlined").classes("answer-input")
            handle(attr(self.answer, aria_label="The AI answer to check"), "answer")
            self.answer.on("keydown.ctrl.enter", self.check)
            self.answer.on("keydown.meta.enter", self.check)
            with box("row").style("margin-top: 10px"):
                check = ui.button("Check answer", color=None, icon="fact_check", on_click=self.check).classes(
                    "btn-primary"
                )
                handle(check.props("no-caps"), "check")
                self.generate_button = ui.button(
                    "Generate an answer", color=None, icon="auto_awesome", on_click=self.generate
                )
                handle(self.generate_button.props("outline no-caps").classes("btn-outline"), "generate")
                with (
                    ui.button("Try an example", color=None, icon="science")
                    .props("outline no-caps")
                    .classes("btn-outline")
                ):
                    with ui.menu():
                        for example in EXAMPLES:
                            ui.menu_item(example.title, on_click=lambda _, e=example: self.run_example(e))
            with box("row") as progress:
                ui.spinner(size="1.2em")
                self.generate_note = Text("", "span").classes("hint")
            self.generate_progress = handle(attr(progress, role="status", aria_live="polite"), "generate-progress")
            self.generate_progress.set_visibility(False)
            Text("Ctrl+Enter (⌘+Enter) checks the answer.", "div").classes("hint")
            self.error = handle(Text("", "div").classes("error-line"), "input-error")
            attr(self.error, role="alert")

    def _mode_panel(self) -> None:
        with box("panel"):
            Text("3 · How hard to check", "h2").classes("panel-title")
            default = "sources" if self.services.base.models and not self.services.base.offline else "offline"
            labels = {key: key.capitalize() for key in MODE_HELP}
            self.mode = ui.toggle(labels, value=default, on_change=self._mode_changed).props("no-caps spread")
            handle(attr(self.mode, aria_label="How hard to check"), "mode")
            self.mode_help = handle(Text(MODE_HELP[default], "div").classes("mode-help"), "mode-help")
            self.verifier = ui.switch("Embedded verifier (a local model, no key)", value=self.services.base.verifier)
            handle(attr(self.verifier, aria_label="Use the embedded entailment verifier"), "verifier")
            strict = self.services.base.hedging == "strict"
            self.strict_hedging = ui.switch("Hedge unconfirmed claims in words (strict)", value=strict)
            off = (
                "Off: a claim nothing confirmed or contradicted keeps its words and is marked [unconfirmed]; "
                "on, it is hedged in words, and a Likely one (not verified) is marked too"
            )
            attr(self.strict_hedging, title=off)
            handle(attr(self.strict_hedging, aria_label="Hedge every unconfirmed claim in words"), "strict-hedging")

    def _gallery(self) -> None:
        with box("panel"):
            Text("Try an example — one click, no key needed", "h2").classes("panel-title")
            with box("gallery"):
                for example in EXAMPLES:
                    card = ui.element("button").classes("example-card")
                    handle(attr(card, type="button"), f"example-{example.key}", "example")
                    card.on("click", lambda _, e=example: self.run_example(e))
                    with card:
                        with box("example-title"):
                            ui.icon(example.icon).props('aria-hidden="true"')
                            Text(example.title)
                        Text(example.blurb, "span").classes("example-blurb")

    def _mode_changed(self) -> None:
        self.mode_help.text = MODE_HELP.get(self.mode.value or "", "")

    # -- actions --------------------------------------------------------------------------------------
    def check(self) -> None:
        """Validate the form and start a run with the chosen mode and models."""
        self.error.text = ""
        drafts = self.sources.values()
        try:
            request = make_input(
                self.answer.value or "", [d.text for d in drafts], self.question.value, [d.name for d in drafts]
            )
            config = self._config(self.mode.value or "offline")
        except (InputError, ConfigError) as exc:
            self.error.text = f"Cannot check yet: {exc}."
            return
        if not self._admitted():
            return
        self._start(self.services.runs.start(request, config))

    def run_example(self, example: Example) -> None:
        """Fill the form with a built-in example and check it at once (offline or with no model)."""
        self.answer.value = example.answer
        self.question.value = example.question or ""
        self.sources.set(list(example.sources))
        if example.mode == "offline":
            self.mode.value = "offline"
        request = make_input(
            example.answer, [t for _, t in example.sources], example.question, [n for n, _ in example.sources]
        )
        options = RunOptions(
            mode=example.mode,  # type: ignore[arg-type]
            verifier=self.verifier.value,  # type: ignore[arg-type]
            hedging=self._hedging(),
        )
        config = build_config(self.services.base, options, rights=VisitorRights.of(self.services))
        if not self._admitted():
            return
        self._start(self.services.runs.start(request, config))

    def recheck(self, previous: Report, edited: str) -> None:
        """Re-check the visitor's edit of the final answer with the current choices."""
        if not self._admitted():
            ui.notify(self.error.text, type="negative")
            return
        try:
            config = self._config(self.mode.value or "offline")
            run_id = self.services.runs.start_recheck(previous, edited, config)
        except (InputError, ConfigError) as exc:
            ui.notify(f"Cannot re-check: {exc}", type="negative")
            return
        self.answer.value = edited
        self._start(run_id, edited_from=previous.final_answer)

    async def generate(self) -> None:
        """Draft an answer to the question with the chosen writer; the visitor then checks it.

        Generation needs a model, so the Offline mode refuses it and says so. While an attempt runs, an earlier
        error is cleared and a progress line shows which model is writing.
        """
        from engine import ModelOutputError, ProviderError, agenerate_answer

        self.error.text = ""  # a stale error no longer applies to this attempt
        writer = (self.models.models["writer"].value or "").strip()
        if (self.mode.value or "offline") == "offline":
            also = "" if writer else ", and no writer model is chosen"
            self.error.text = (
                f"Could not generate an answer: the check mode is Offline, which uses no model{also}. "
                "Pick Sources, Web or Strict (and a writer with its key) to generate one."
            )
            return
        if writer and (missing := self.models.missing("writer")) is not None:
            self.error.text = f"Could not generate an answer: {missing}."
            return
        self._generating(True, writer)
        try:
            text = await agenerate_answer(self.question.value or "", self._config(self.mode.value or "sources"))
        except ProviderError as exc:  # already in plain words, with any key redacted
            self.error.text = f"Could not generate an answer: the writer ({writer}) failed: {exc.summary()}."
            return
        except (InputError, ConfigError, ModelOutputError) as exc:
            self.error.text = f"Could not generate an answer: {exc}."
            return
        finally:
            self._generating(False, writer)
        self.answer.value = text
        ui.notify("Answer generated: check it now (Ctrl+Enter).", type="positive")

    def _generating(self, busy: bool, writer: str) -> None:
        if busy:
            self.generate_button.props("loading")
            self.generate_note.text = f"Generating an answer with {writer or 'the writer model'}…"
        else:
            self.generate_button.props(remove="loading")
        self.generate_progress.set_visibility(busy)

    def open_run(self, run_id: str) -> None:
        """Show a stored or running run and fill the form with what it checked."""
        report = self.services.runs.snapshot(run_id) if self.services.runs.exists(run_id) else None
        if report is None:
            self.view.show_error(
                f"No run with id {run_id[:64]!r}: it may have expired from memory with no audit store."
            )
            return
        self.answer.value = report.answer
        self.question.value = report.question or ""
        self.sources.set([(s.name, s.text) for s in report.sources if isinstance(s.id, int)])
        self.view.idle.set_visibility(False)
        self.view.follow(run_id)

    def _admitted(self) -> bool:
        """Whether this visitor may start a run now: the API's per-client limit (same limiter, same identity: the
        address the page was loaded from), else the form says when to try again."""
        client = self.answer.client  # this visitor's client (its page request: address and headers)
        decision = self.services.rate_limit.admit(client.request.headers.raw, client.ip or None)
        if not decision.allowed:
            self.error.text = f"Cannot check now: {decision.detail}."
        return decision.allowed

    def _start(self, run_id: str, *, edited_from: str | None = None) -> None:
        self.error.text = ""  # a run started: an earlier "cannot check yet" no longer applies
        self.view.idle.set_visibility(False)
        self.view.follow(run_id, edited_from=edited_from)
        ui.navigate.history.replace(f"/runs/{run_id}")
        ui.run_javascript(  # on a phone the results sit below the form: bring them into view
            "if (window.innerWidth < 1024) document.querySelector('.status-card')?.scrollIntoView({behavior: 'smooth'})"
        )

    def _hedging(self) -> Literal["disclose", "strict"]:
        return "strict" if self.strict_hedging.value else "disclose"

    def _config(self, mode: str) -> Config:
        options = RunOptions.model_validate(  # the widgets' values are checked like an API request's options
            {"mode": mode, "models": self.models.choices(), "verifier": self.verifier.value, "hedging": self._hedging()}
        )
        config = build_config(self.services.base, options, rights=VisitorRights.of(self.services))
        cleared = self.models.cleared_roles()
        if cleared:
            config = config.model_copy(update={"models": {r: s for r, s in config.models.items() if r not in cleared}})
        return config
