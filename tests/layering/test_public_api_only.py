"""The web app, the command line and the integrations use the engine only through its public API: the names in
`engine.__all__`, or a public submodule pinned below (a toolkit with its own public names). Anything else in the
engine may change without notice."""

from __future__ import annotations

import ast

from layering_kit import ROOT, ImportLine, imports_of, python_files

import engine

CLIENTS = ("webapp", "saife_cli", "saife_integrations")

PUBLIC_SUBMODULES = {
    "engine.webhooks": "outgoing webhooks and their signatures (the contract names verify_signature)",
    "engine.webhook_store": "the dead-letter store of webhooks that could not be delivered",
    "engine.monitoring": "the figures the monitor page shows across runs",
    "engine.audit_pg": "the PostgreSQL audit store of the team service (needs psycopg)",
    "engine.bench": "the benchmark runner behind `saife bench`",
    "engine.bench.output": "writing a benchmark's result files",
    "engine.bench.render": "a benchmark's result as text",
}


def declared_all(module: str) -> set[str] | None:
    """The module's `__all__`, read from its source (None when it declares none)."""
    path = ROOT / module.replace(".", "/")
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return set(ast.literal_eval(node.value))
    return None


def problem(line: ImportLine) -> str | None:
    """Why this import reaches past the public API, or None when it does not."""
    if line.module != "engine" and not line.module.startswith("engine."):
        return None
    if line.module == "engine":
        unknown = sorted(set(line.names) - set(engine.__all__))
        return f"not in engine.__all__: {unknown}" if unknown else None
    if line.module not in PUBLIC_SUBMODULES:
        return f"{line.module} is not public: import its names from `engine`"
    public = declared_all(line.module)
    hidden = sorted(name for name in line.names if name.startswith("_") or (public is not None and name not in public))
    return f"not public in {line.module}: {hidden}" if hidden else None


def test_clients_import_only_the_public_api() -> None:
    problems = [
        f"{line.where()}: {why}"
        for package in CLIENTS
        for path in python_files(package)
        for line in imports_of(path)
        if (why := problem(line)) is not None
    ]
    assert problems == []


def test_the_pinned_submodules_exist() -> None:
    for module in PUBLIC_SUBMODULES:
        path = ROOT / module.replace(".", "/")
        assert path.with_suffix(".py").is_file() or (path / "__init__.py").is_file(), module


def test_the_scan_refuses_what_reaches_past_the_api() -> None:
    """The rule itself: a private name, an unpinned module and an unknown name are refused; public ones pass."""
    cases = {
        ("engine", ("verify",)): True,
        ("engine.webhooks", ("verify_signature",)): True,
        ("webapp.present", ("why",)): True,  # not the engine: not this test's business
        ("engine.sdk", ("run_sync",)): False,
        ("engine", ("nothing_here",)): False,
        ("engine.pipeline", ()): False,
        ("engine.bench", ("_private",)): False,
        ("engine.bench", ("not_in_its_all",)): False,
    }
    for (module, names), allowed in cases.items():
        assert (problem(ImportLine(ROOT / "client.py", 1, module, names)) is None) is allowed, (module, names)
