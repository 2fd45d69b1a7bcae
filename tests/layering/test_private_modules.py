"""A module whose name starts with `_` belongs to its package: only modules inside that package import it."""

from __future__ import annotations

from layering_kit import ROOT, imports_of, module_name, python_files

PACKAGES = ("engine", "webapp", "saife_cli", "saife_integrations")


def is_module(dotted: str) -> bool:
    path = ROOT / dotted.replace(".", "/")
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def private_owner(dotted: str) -> str | None:
    """`engine.detectors._quotes` -> `engine.detectors` (the package that owns it); None for a public module."""
    parts = dotted.split(".")
    for index, part in enumerate(parts):
        if part.startswith("_") and not part.startswith("__"):
            return ".".join(parts[:index])
    return None


def private_imports() -> set[tuple[str, str, str]]:
    """(importer, imported private module, file:line) for every import of a private module from outside its owner."""
    found: set[tuple[str, str, str]] = set()
    for package in PACKAGES:
        for path in python_files(package):
            importer = module_name(path)
            for line in imports_of(path):
                for target in (line.module, *(f"{line.module}.{name}" for name in line.names)):
                    owner = private_owner(target)
                    if owner is None or not is_module(target):
                        continue
                    if importer != owner and not importer.startswith(owner + "."):
                        found.add((importer, target, line.where()))
    return found


def test_no_module_imports_another_packages_private_modules() -> None:
    """No exceptions: the last one (engine/repair.py reading detectors/_substitutions.py) is gone. Make a module
    public, or move the code, rather than adding one."""
    assert sorted(place for _, _, place in private_imports()) == []


def test_private_owner_reads_dotted_names() -> None:
    assert private_owner("engine.detectors._quotes") == "engine.detectors"
    assert private_owner("engine.detectors.names") is None
    assert private_owner("engine.__main__") is None
