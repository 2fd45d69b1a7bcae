"""`saife mcp`: sAIfe as an MCP server (official `mcp` SDK), over stdio or streamable HTTP.

Tools:
- `verify_answer(answer, sources?, question?, mode?)`: the contract's report as structured content, and a
  three-line summary (badge and counts, what changed, the last alert) as text.
- `check_claim(claim, evidence)`: the agent circuit breaker (`engine.check_step`): action, verdict, reasons.

A call with an unknown tool or arguments that do not fit the tool's schema is answered with the JSON-RPC error
-32602 (invalid params) and a one-line message, before any check runs; a check that fails while running is a
tool result with `isError` (the MCP split between protocol and execution errors).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

from mcp.server.mcpserver import Context, MCPServer
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, TextContent
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from engine import Config, InputError, Report, acheck_step, averify

from .progress import ProgressReporter
from .results import Mode, config_for_mode, step_to_dict, summarize

SERVER_NAME = "saife"
INSTRUCTIONS = (
    "sAIfe fact-checks an AI answer claim by claim against the sources you give. Call verify_answer with the "
    "answer and its sources; use the report's final_answer and status (VERIFIED, CAUTION or BLOCKED). Before an "
    "agent acts on a finding, call check_claim with the claim and the evidence it gathered; halt when it says so."
)


class VerifyArgs(BaseModel):
    """What `verify_answer` accepts (validated before the check starts)."""

    model_config = ConfigDict(extra="forbid")

    answer: str = Field(description="the AI answer to check")
    sources: list[str] | None = Field(default=None, description="source texts the answer should rest on")
    question: str | None = Field(default=None, description="the question the answer replies to")
    mode: Mode | None = Field(default=None, description="auto (default), offline, sources, web or strict")


class CheckArgs(BaseModel):
    """What `check_claim` accepts."""

    model_config = ConfigDict(extra="forbid")

    claim: str = Field(description="the statement an agent is about to act on")
    evidence: list[str] = Field(default_factory=list, description="texts the agent gathered for it")
    threshold: float = Field(default=0.8, ge=0, le=1, description="least trust to continue (SUPPORTED 1, LIKELY 0.6)")


class ReportOut(BaseModel):
    """The contract's report (see CONTRACT.md); published as the tool's output schema."""

    model_config = ConfigDict(extra="allow")

    run_id: str
    status: str | None
    answer: str
    final_answer: str
    claims: list[dict[str, Any]]
    edits: list[dict[str, Any]]
    alerts: list[str]
    stats: dict[str, Any]


class StepOut(BaseModel):
    """The circuit breaker's decision for one step."""

    model_config = ConfigDict(extra="allow")

    action: str
    verdict: str
    trust: float
    reasons: list[str]
    evidence: list[dict[str, Any]]
    run_id: str


ARGUMENTS: dict[str, type[BaseModel]] = {"verify_answer": VerifyArgs, "check_claim": CheckArgs}


def build_server(config: Callable[[], Config] = Config.from_env) -> MCPServer:
    """The MCP server; `config` gives each call its base configuration (the CLI's flags over the environment)."""
    server = MCPServer(SERVER_NAME, instructions=INSTRUCTIONS, log_level="WARNING")
    server.middleware.append(_validate_tool_call)

    @server.tool(description="Fact-check an AI answer claim by claim; returns the sAIfe report.")
    async def verify_answer(
        answer: str,
        ctx: Context,
        sources: list[str] | None = None,
        question: str | None = None,
        mode: Mode | None = None,
    ) -> Annotated[CallToolResult, ReportOut]:
        try:
            async with ProgressReporter(ctx.report_progress) as progress:
                base = config_for_mode(config(), mode)
                report = await averify(answer, sources or [], question, base, listeners=[progress])
        except InputError as error:
            raise MCPError(INVALID_PARAMS, f"verify_answer: {error}") from None
        return _report_result(report)

    @server.tool(description="Decide whether an agent may act on a claim, given its evidence (continue or halt).")
    async def check_claim(
        claim: str, ctx: Context, evidence: list[str] | None = None, threshold: float = 0.8
    ) -> Annotated[CallToolResult, StepOut]:
        await ctx.report_progress(0, 1, "checking the claim")
        try:
            decision = await acheck_step(claim, evidence or [], threshold, config=config())
        except InputError as error:
            raise MCPError(INVALID_PARAMS, f"check_claim: {error}") from None
        await ctx.report_progress(1, 1, f"{decision.action}: {decision.reason}")
        step = step_to_dict(decision)
        text = f"{step['action'].upper()} ({step['verdict']}, trust {step['trust']:.1f}): {decision.reason}"
        return CallToolResult(content=[TextContent(type="text", text=text)], structured_content=step)

    return server


def _report_result(report: Report) -> CallToolResult:
    return CallToolResult(
        content=[TextContent(type="text", text=summarize(report))],
        structured_content=report.to_dict(),
        is_error=report.status is None,
    )


async def _validate_tool_call(ctx: Any, call_next: Any) -> Any:
    """Refuse a `tools/call` for an unknown tool or with ill-formed arguments as JSON-RPC invalid params.

    The SDK would answer both with an `isError` result that quotes pydantic's text; the MCP specification files
    them under protocol errors, and a client deserves one readable line naming the field.
    """
    if ctx.method != "tools/call" or ctx.request_id is None:
        return await call_next(ctx)
    params = ctx.params if isinstance(ctx.params, dict) else {}
    name = params.get("name")
    model = ARGUMENTS.get(name) if isinstance(name, str) else None
    if model is None:
        known = ", ".join(ARGUMENTS)
        said = f"unknown tool {name!r}" if isinstance(name, str) else "no tool name given"
        raise MCPError(INVALID_PARAMS, f"{said}: this server has {known}")
    arguments = params.get("arguments") or {}
    if not isinstance(arguments, dict):
        raise MCPError(INVALID_PARAMS, f"{name}: arguments must be a JSON object")
    try:
        model.model_validate(arguments)
    except ValidationError as error:
        raise MCPError(INVALID_PARAMS, f"{name}: {_first_problem(error)}") from None
    return await call_next(ctx)


def _first_problem(error: ValidationError) -> str:
    problems = []
    for item in error.errors(include_url=False, include_input=False):
        where = ".".join(str(part) for part in item["loc"]) or "arguments"
        problems.append(f"{where}: {item['msg'].lower()}")
    return "; ".join(problems[:3])


def serve(
    transport: str = "stdio", host: str = "127.0.0.1", port: int = 8765, config: Callable[[], Config] | None = None
) -> None:
    """Run the server until it is stopped (stdio: until the client closes stdin)."""
    server = build_server(config or Config.from_env)
    if transport == "stdio":
        import anyio

        from .mcp_stdio import run_stdio

        # The SDK keeps its protocol server private; MCPServer.run("stdio") does exactly this, minus the answers
        # to unreadable lines (see mcp_stdio). A test over a real subprocess guards this against SDK changes.
        anyio.run(run_stdio, server._lowlevel_server)
    else:
        import os

        import uvicorn

        from .bearer import BearerGate

        app: Any = server.streamable_http_app(host=host)  # the SDK's app, with its DNS-rebinding protection
        token = os.environ.get("SAIFE_ACCESS_TOKEN", "").strip()
        if token:
            app = BearerGate(app, token)
        uvicorn.run(app, host=host, port=port, log_level="warning")
