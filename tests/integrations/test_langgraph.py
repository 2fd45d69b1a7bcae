"""The LangGraph check_step node in a tiny real graph: propose a step, check it, act only when it holds."""

from __future__ import annotations

import operator
from typing import Annotated, Any, TypedDict

from engine import Config

OFFLINE = Config.from_env(offline=True)
CONTRADICTED = "15% of 200 is 45."
SUPPORTED = "The plan was approved in 2021."
EVIDENCE = ["The plan was approved in 2021 by the board."]


class AgentState(TypedDict, total=False):
    claim: str
    evidence: list[str]
    saife: dict[str, Any]
    halted: bool
    actions: Annotated[list[str], operator.add]


def act(state: AgentState) -> dict[str, Any]:
    return {"actions": [f"acted on {state['claim']}"]}


# LangGraph is imported inside the graph builders: it costs over a second, and every test worker imports every test
# module while only one runs this one.


def routed_by_command() -> Any:
    from langgraph.graph import END, START, StateGraph

    from saife_integrations.langgraph import check_step_node

    graph = StateGraph(AgentState)
    graph.add_node("check", check_step_node(config=OFFLINE, on_continue="act"), destinations=("act", END))
    graph.add_node("act", act)
    graph.add_edge(START, "check")
    graph.add_edge("act", END)
    return graph.compile()


def routed_by_edge() -> Any:
    from langgraph.graph import END, START, StateGraph

    from saife_integrations.langgraph import check_step_node, halt_router

    graph = StateGraph(AgentState)
    graph.add_node("check", check_step_node(config=OFFLINE))
    graph.add_node("act", act)
    graph.add_edge(START, "check")
    graph.add_conditional_edges("check", halt_router("act"), ["act", END])
    graph.add_edge("act", END)
    return graph.compile()


def test_a_contradicted_step_halts_the_graph_before_it_acts() -> None:
    final = routed_by_command().invoke({"claim": CONTRADICTED, "evidence": [], "actions": []})
    assert final["halted"] is True
    assert final["actions"] == []
    assert final["saife"]["action"] == "halt"
    assert final["saife"]["verdict"] == "CONTRADICTED"
    assert "30" in final["saife"]["reasons"][0]


def test_a_supported_step_continues_to_the_action() -> None:
    final = routed_by_command().invoke({"claim": SUPPORTED, "evidence": EVIDENCE, "actions": []})
    assert final["halted"] is False
    assert final["actions"] == [f"acted on {SUPPORTED}"]
    assert final["saife"]["verdict"] == "SUPPORTED"


def test_routing_by_a_conditional_edge_gives_the_same_decisions() -> None:
    graph = routed_by_edge()
    halted = graph.invoke({"claim": CONTRADICTED, "actions": []})
    went_on = graph.invoke({"claim": SUPPORTED, "evidence": EVIDENCE, "actions": []})
    assert (halted["halted"], halted["actions"]) == (True, [])
    assert (went_on["halted"], went_on["actions"]) == (False, [f"acted on {SUPPORTED}"])


async def test_async_graph_uses_the_async_check() -> None:
    final = await routed_by_command().ainvoke({"claim": CONTRADICTED, "evidence": [], "actions": []})
    assert final["halted"] is True and final["actions"] == []


def test_a_step_without_evidence_for_its_claim_halts() -> None:
    final = routed_by_command().invoke({"claim": SUPPORTED, "evidence": [], "actions": []})
    assert final["halted"] is True
    assert final["saife"]["verdict"] in {"UNVERIFIABLE", "LIKELY"}


def test_a_state_without_a_claim_halts_with_a_reason() -> None:
    final = routed_by_command().invoke({"actions": []})
    assert final["halted"] is True
    assert final["saife"]["reasons"] == ["the state has no 'claim' to check"]
