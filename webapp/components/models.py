"""Models and keys per role (bring your own): the lab behind each, and a warning when writer and judge share one.

Keys typed here live only in this tab's page (browser and the page's memory on the server): they are
never put in `app.storage`, never written to disk, logs, reports or the audit trail, and vanish with the tab.
"""

from __future__ import annotations

import os

from nicegui import ui
from pydantic import SecretStr, ValidationError

from engine import FREE_WRITERS, Config, ConfigError, lab_of, missing_to_use, parse_model

from ..options import ModelChoice
from ..theme import Text, attr, box, handle

ROLES = ("writer", "judge")
FREE_MODELS = tuple(free.model for free in FREE_WRITERS)
"""Free models, listed first: OpenRouter's `:free` models (one free OpenRouter key serves them all), then the free
tiers of Groq, Gemini (Google AI Studio), Mistral and Cerebras. Each still needs its free key."""
PAID_MODELS = (
    "openai/gpt-4o-mini",
    "openai/gpt-4.1-mini",
    "anthropic/claude-sonnet-4-5",
    "anthropic/claude-haiku-4-5",
    "gemini/gemini-2.5-pro",
    "mistral/mistral-large-latest",
    "deepseek/deepseek-chat",
    "xai/grok-3-mini",
)
NO_MODEL = ""


class ModelsPanel:
    """Two rows (writer, judge): model picker, key field (this tab only) and the lab behind the model."""

    def __init__(self, base: Config) -> None:
        self.base = base
        self.models: dict[str, ui.select] = {}
        self.keys: dict[str, ui.input] = {}
        self.labs: dict[str, Text] = {}
        self.notes: dict[str, Text] = {}
        self.tips: dict[str, ui.tooltip] = {}
        options = {NO_MODEL: "No model"} | {m: _label(m) for m in (*FREE_MODELS, *PAID_MODELS)}
        with box("model-grid"):
            for role in ROLES:
                configured = base.models.get(role)
                if configured is not None and configured.model not in options:
                    options[configured.model] = _label(configured.model)
                Text(role.capitalize(), "span").classes("field-label")
                select = ui.select(
                    options=dict(options), value=configured.model if configured else NO_MODEL, with_input=True,
                    new_value_mode="add-unique", on_change=self._model_changed,
                ).props("outlined dense options-dense")  # fmt: skip
                # Long names (openrouter/meta-llama/...:free) wrap in the list and show whole in a tooltip.
                select.props('popup-content-style="white-space: normal; overflow-wrap: anywhere; max-width: 92vw"')
                handle(attr(select, aria_label=f"{role} model (provider/model)"), f"model-{role}")
                with select:
                    self.tips[role] = handle(ui.tooltip(select.value or "No model"), f"model-tip-{role}")
                key = ui.input(
                    password=True, password_toggle_button=True, placeholder=self._key_hint(role),
                    on_change=self.refresh_notes,
                )  # fmt: skip
                key.props("outlined dense autocomplete=off spellcheck=false")
                handle(attr(key, aria_label=f"{role} API key, kept in this tab only"), f"key-{role}")
                self.models[role], self.keys[role] = select, key
                note = Text("", "div").classes("hint").style("grid-column: 1 / -1; overflow-wrap: anywhere")
                self.notes[role] = handle(attr(note, aria_live="polite"), f"model-note-{role}")
        self.lab_line = handle(Text("", "div").classes("lab-line"), "lab-line")
        attr(self.lab_line, aria_live="polite")
        Text(
            "Keys stay in this tab: never stored, logged or put in a report. Without a key, the server's own keys "
            "are used if it has them (they are never shown).", "div",
        ).classes("hint")  # fmt: skip
        self.refresh_labs()
        self.refresh_notes()

    def choices(self) -> dict[str, ModelChoice]:
        """Role -> chosen model with the tab's key; roles left on "No model" are omitted.

        Raises:
            ConfigError: a model the visitor typed is not `PROVIDER/MODEL` with a known provider.
        """
        chosen = {}
        for role in ROLES:
            model = (self.models[role].value or "").strip()
            if not model:
                continue
            key = (self.keys[role].value or "").strip()
            try:
                chosen[role] = ModelChoice(model=model, api_key=SecretStr(key) if key else None)
            except ValidationError as exc:  # the select accepts typed names: say why this one cannot serve
                reasons = "; ".join(str(e["msg"]).removeprefix("Value error, ") for e in exc.errors())
                raise ConfigError(f"the {role} model cannot be used: {reasons}") from None
        return chosen

    def cleared_roles(self) -> list[str]:
        """Roles the visitor set to "No model" although the operator configured one."""
        return [role for role in ROLES if not (self.models[role].value or "").strip() and role in self.base.models]

    def missing(self, role: str) -> str | None:
        """What is still needed to call the role's model (its key, and where to get one); None when nothing is.

        A key typed in this tab, the operator's key for this role's model, or the provider's key variable on the
        server all count.
        """
        model = (self.models[role].value or "").strip()
        if not model:
            return None
        typed = (self.keys[role].value or "").strip()
        configured = self.base.models.get(role)
        if not typed and configured is not None and configured.model == model:
            if configured.api_key is not None or configured.base_url is not None:
                return None  # the operator's own key or endpoint serves it
        return missing_to_use(model, key=typed or None)

    def refresh_notes(self) -> None:
        """Under each row, what the chosen model still needs (e.g. a free key and where to get it)."""
        for role in ROLES:
            missing = self.missing(role)
            self.notes[role].text = f"{missing[:1].upper()}{missing[1:]}." if missing else ""

    def _model_changed(self) -> None:
        for role in ROLES:
            self.tips[role].text = (self.models[role].value or "").strip() or "No model"
        self.refresh_labs()
        self.refresh_notes()

    def refresh_labs(self) -> None:
        """Show each role's lab, and warn when writer and judge come from the same lab."""
        labs = {role: self._lab(role) for role in ROLES}
        writer, judge = labs["writer"], labs["judge"]
        if not self.models["judge"].value:
            text, css = "No judge: claims are checked by rules, links and your sources only.", ""
        elif not self.models["writer"].value:
            text, css = f"Judge from {judge or 'an unknown lab'}.", ""
        elif writer and judge and writer == judge:
            text, css = f"⚠ Writer and judge both come from {writer}: pick a judge from another lab.", "same-lab"
        elif writer and judge:
            text, css = f"✓ Writer and judge come from different labs ({writer}, {judge}).", "ok"
        else:
            text, css = "? The lab behind one of the models is unknown, so independence cannot be told.", "same-lab"
        self.lab_line.text = text
        self.lab_line.classes(replace="lab-line " + css)

    def _lab(self, role: str) -> str | None:
        model = (self.models[role].value or "").strip()
        if not model:
            return None
        try:
            return lab_of(parse_model(model))
        except ConfigError:
            return None

    def _key_hint(self, role: str) -> str:
        configured = self.base.models.get(role)
        if configured is not None and configured.api_key is not None:
            return "Server key in use"
        if configured is not None:
            env = parse_model(configured.model).preset.key_env
            if env and os.environ.get(env):
                return "Server key in use"
        return "Key (this tab only)"


def _label(model: str) -> str:
    try:
        ref = parse_model(model)
    except ConfigError:
        return model
    lab = lab_of(ref)
    free = " · free" if model.endswith(":free") else ""
    return f"{ref.preset.title} · {ref.model}{free}" + (f" ({lab})" if lab else "")
