"""LangGraph adapter: a `check_step` node, the circuit breaker that halts a graph before it acts on a bad claim.

    graph.add_node("check", check_step_node(on_continue="act"))      # routes itself: "act" or END
    # or let an edge decide:
    graph.add_node("check", check_step_node())
    graph.add_conditional_edges("check", halt_router("act"))

The node reads `state["claim"]` and `state["evidence"]` (keys configurable) and writes the decision
(`action`, `verdict`, `trust`, `reasons`, `evidence`, `run_id`) to `state["saife"]` and `state["halted"]`, so
the state schema needs those two keys. Needs `langgraph` (the `langgraph` extra); the engine never imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from langchain_core.runnables import RunnableLambda
from langgraph.graph import END
from langgraph.types import Command

from engine import Config, StepDecision, acheck_step

from .results import step_to_dict
from .sync import run_check_step


def check_step_node(
    *,
    claim_key: str = "claim",
    evidence_key: str = "evidence",
    decision_key: str = "saife",
    threshold: float = 0.8,
    config: Config | None = None,
    on_continue: str | None = None,
    on_halt: str = END,
) -> RunnableLambda:
    """A graph node (sync and async) that checks the step's claim against its evidence.

    With `on_continue`, the node returns a `Command` that goes there, or to `on_halt` (END by default) when the
    check says halt; without it, the node only updates the state, and `halt_router` (or any edge) routes.
    A state with no claim halts: an agent must not act on a step it cannot state.
    """

    def read(state: Mapping[str, Any]) -> tuple[str, list[str]]:
        claim = state.get(claim_key) or ""
        evidence = state.get(evidence_key) or []
        return str(claim), [evidence] if isinstance(evidence, str) else [str(e) for e in evidence]

    def outcome(decision: StepDecision | None) -> Command | dict[str, Any]:
        if decision is None:
            reasons = [f"the state has no {claim_key!r} to check"]
            result: dict[str, Any] = {
                "action": "halt", "verdict": "UNVERIFIABLE", "trust": 0.0, "reasons": reasons, "evidence": [],
            }  # fmt: skip
        else:
            result = step_to_dict(decision)
        halted = result["action"] == "halt"
        update = {decision_key: result, "halted": halted}
        if on_continue is None:
            return update
        return Command(update=update, goto=on_halt if halted else on_continue)

    def check(state: Mapping[str, Any]) -> Command | dict[str, Any]:
        claim, evidence = read(state)
        return outcome(run_check_step(claim, evidence, threshold, config) if claim.strip() else None)

    async def acheck(state: Mapping[str, Any]) -> Command | dict[str, Any]:
        claim, evidence = read(state)
        return outcome(await acheck_step(claim, evidence, threshold, config) if claim.strip() else None)

    return RunnableLambda(check, afunc=acheck, name="check_step")


def halt_router(next_node: str, *, halted_key: str = "halted") -> Callable[[Mapping[str, Any]], str]:
    """A conditional-edge function: END when the check halted the step, else `next_node`."""

    def route(state: Mapping[str, Any]) -> str:
        return END if state.get(halted_key) else next_node

    return route
