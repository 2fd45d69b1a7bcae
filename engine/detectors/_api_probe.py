"""Describe Python API names as data: run ONLY as a sandboxed child process (see `_sandbox.py`), never imported.

    python -I -S -B _api_probe.py stdlib                 -> the standard library's index, as JSON on stdout
    python -I -S -B _api_probe.py lookup '{"path": ...}'  -> the objects along one dotted path of an allowed package

Importing a module runs its code, so this runs in a throw-away process: resource limits (address space, CPU time,
file size) set first, the network refused, the working directory an empty temp dir (so `unittest`'s discovery
finds nothing), and output written to a saved copy of stdout while fd 1 points at stderr (a module that prints
cannot corrupt the JSON). It imports only standard-library modules and the one allowed package asked for.

Index format (shared with `_api_index.py`): {"python": "3.11.7", "format": 1, "roots": {module: node id},
"nodes": {id: node}}. A node is {"k": kind, "n": {member: target}, ...} with kind "m" module, "c" class,
"v" a value with its own names ("t": its type's id), "o" opaque (a module indexed by name only: importing it has
side effects), "x" unavailable here ("e": the import error's type). A member's target is "" (a leaf that is not
walked further), "ID" (the node itself), "#ID" (an instance of class ID) or "^ID" (a callable that builds
class ID, such as `datetime.datetime.now`). A target whose node is absent is a leaf.
"""

from __future__ import annotations

import json
import os
import sys

FORMAT = 1
SIDE_EFFECTS = frozenset(
    """antigravity this idlelib tkinter _tkinter turtle turtledemo __hello__ __phello__ test lib2to3 readline
    rlcompleter msvcrt winreg winsound _winapi nt pydoc_data __main__ ensurepip venv webbrowser""".split()
)
"""Top-level modules indexed by name only: importing them opens windows or browsers, prints, changes the
terminal, starts a program, or is Windows-only."""
OPAQUE_PARTS = frozenset({"__main__", "test", "tests", "idle_test"})
"""Submodules indexed by name only: `__main__` modules run their program on import; test packages run tests."""
# Types whose instances say nothing about an API (methods, descriptors): class members of these types are leaves.
_LEAF_TYPE_NAMES = frozenset(
    """function builtin_function_or_method method method_descriptor wrapper_descriptor method-wrapper
    getset_descriptor member_descriptor classmethod_descriptor classmethod staticmethod property
    cached_property""".split()
)


def limit_resources(memory_mb: int, cpu_s: int) -> None:
    """Cap address space, CPU time and file size before anything else is imported."""
    import resource

    for which, value in (
        (resource.RLIMIT_AS, memory_mb * 1024 * 1024),
        (resource.RLIMIT_CPU, cpu_s),
        (resource.RLIMIT_FSIZE, 64 * 1024 * 1024),
        (resource.RLIMIT_CORE, 0),
    ):
        resource.setrlimit(which, (value, value))


def refuse_network() -> None:
    """Every socket connection fails: nothing imported here may reach the network."""
    import socket

    def refused(*args: object, **kwargs: object) -> None:
        raise OSError("the API probe has no network")

    socket.socket.connect = refused  # type: ignore[assignment,method-assign]
    socket.socket.connect_ex = refused  # type: ignore[assignment,method-assign]
    socket.socket.sendto = refused  # type: ignore[assignment,method-assign]
    socket.create_connection = refused  # type: ignore[assignment]
    socket.getaddrinfo = refused  # type: ignore[assignment]


class Indexer:
    """Builds nodes for modules and classes on demand; `pending` holds ids referenced but not yet described."""

    def __init__(self) -> None:
        self.nodes: dict[str, dict[str, object]] = {}
        self.objects: dict[str, object] = {}
        self.pending: list[str] = []
        self.object_names = frozenset(dir(object)) | frozenset(dir(type))

    def module(self, name: str) -> str:
        """Import and describe module `name` (or record it as opaque or unavailable); returns its id."""
        if name in self.nodes:
            return name
        parts = name.split(".")
        if parts[0] in SIDE_EFFECTS or OPAQUE_PARTS.intersection(parts[1:]):
            self.nodes[name] = {"k": "o"} if _exists(name) else {"k": "x", "e": "ModuleNotFoundError"}
            return name
        try:
            module = _import(name)
        except BaseException as error:  # SystemExit or anything: the module is not usable here
            self.nodes[name] = {"k": "x", "e": type(error).__name__}
            return name
        node: dict[str, object] = {"k": "m", "n": {}}
        self.nodes[name] = node
        members: dict[str, str] = {}
        for attr in _names(module):
            if attr.startswith("__") and attr.endswith("__"):
                members[attr] = ""  # __spec__, __loader__, __builtins__: module plumbing, not an API
                continue
            found, value = _get(module, attr)
            members[attr] = self.target(value, module_level=True, path=f"{name}.{attr}") if found else ""
        for sub in _submodules(module):
            members[sub] = f"{name}.{sub}"
            self.pending.append(f"{name}.{sub}")
        node["n"] = members
        return name

    def target(self, value: object, *, module_level: bool, path: str) -> str:
        """How a member points at `value` (see the module docstring)."""
        if isinstance(value, type(sys)):
            self.pending.append(value.__name__)
            return value.__name__
        if isinstance(value, type):
            return self._class_ref(value)
        maker = getattr(value, "__self__", None)
        if isinstance(maker, type) and callable(value):
            return "^" + self._class_ref(maker)
        kind = type(value)
        if not module_level and kind.__name__ in _LEAF_TYPE_NAMES:
            return ""
        type_id = self._class_ref(kind)
        if module_level:
            extra = sorted(n for n in set(_names(value)) - set(_names(kind)) if not n.startswith("_"))
            if extra:
                self.nodes[path] = {"k": "v", "t": type_id, "n": dict.fromkeys(extra, "")}
                return path
        return "#" + type_id

    def _class_ref(self, cls: type) -> str:
        ident = f"{getattr(cls, '__module__', '?')}.{getattr(cls, '__qualname__', cls.__name__)}"
        if ident not in self.objects and ident not in self.nodes:
            self.objects[ident] = cls
            self.pending.append(ident)
        return ident

    def describe_class(self, ident: str) -> None:
        cls = self.objects[ident]
        members: dict[str, str] = {}
        self.nodes[ident] = {"k": "c", "n": members}
        for attr in _names(cls):
            if attr in self.object_names:
                continue
            found, value = _get(cls, attr)
            members[attr] = self.target(value, module_level=False, path=f"{ident}.{attr}") if found else ""

    def drain(self, limit: int = 100_000) -> None:
        """Describe everything referenced so far (modules and classes), breadth first."""
        while self.pending and limit > 0:
            limit -= 1
            ident = self.pending.pop()
            if ident in self.nodes:
                continue
            if ident in self.objects:
                self.describe_class(ident)
            else:
                self.module(ident)


def _exists(name: str) -> bool:
    """Whether module `name` can be found, without running it (a submodule's parent package is imported)."""
    import importlib.util

    try:
        return importlib.util.find_spec(name) is not None
    except BaseException:  # `__main__` has no spec; a parent that fails to import
        return name == "__main__"


def _import(name: str) -> object:
    import importlib
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return importlib.import_module(name)


def _names(obj: object) -> list[str]:
    try:
        return sorted(str(n) for n in dir(obj))
    except BaseException:
        return []


def _get(obj: object, attr: str) -> tuple[bool, object]:
    """getattr that never raises: a descriptor that fails when read on its class still exists."""
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        try:
            return True, getattr(obj, attr)
        except AttributeError:
            return False, None
        except BaseException:
            return True, None


def _submodules(module: object) -> list[str]:
    import pkgutil

    path = getattr(module, "__path__", None)
    if path is None:
        return []
    try:
        return sorted({info.name for info in pkgutil.iter_modules(list(path))})
    except BaseException:
        return []


def index_stdlib() -> dict[str, object]:
    """The whole standard library of this interpreter: every module of `sys.stdlib_module_names` and its
    submodules, and every class reachable from them."""
    indexer = Indexer()
    roots = {}
    for name in sorted(sys.stdlib_module_names):
        roots[name] = indexer.module(name)
        indexer.drain()
    return {"python": _version(), "format": FORMAT, "roots": roots, "nodes": indexer.nodes}


def lookup(path: str, search_path: list[str]) -> dict[str, object]:
    """The nodes along `path` ("pkg.sub.Class.method") of one installed package, imported from `search_path`."""
    sys.path[:] = search_path
    indexer = Indexer()
    parts = path.split(".")
    top = indexer.module(parts[0])
    if indexer.nodes[top]["k"] != "m":
        return {"python": _version(), "format": FORMAT, "roots": {parts[0]: top}, "nodes": indexer.nodes}
    ident = top
    for part in parts[1:]:
        members = indexer.nodes.get(ident, {}).get("n")
        ident = str(members.get(part, "")).lstrip("#^") if isinstance(members, dict) else ""
        if not ident:
            break
        _describe(indexer, ident)
        if indexer.nodes.get(ident, {}).get("k") == "v":
            _describe(indexer, str(indexer.nodes[ident]["t"]))
    return {"python": _version(), "format": FORMAT, "roots": {parts[0]: top}, "nodes": indexer.nodes}


def _describe(indexer: Indexer, ident: str) -> None:
    if ident in indexer.nodes:
        return
    if ident in indexer.objects:
        indexer.describe_class(ident)
    else:
        indexer.module(ident)


def _version() -> str:
    return ".".join(str(v) for v in sys.version_info[:3])


def main(argv: list[str]) -> int:
    mode = argv[1] if len(argv) > 1 else ""
    options = json.loads(argv[2]) if len(argv) > 2 else {}
    limit_resources(int(options.get("memory_mb", 1024)), int(options.get("cpu_s", 60)))
    refuse_network()
    out = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # whatever an imported module prints goes to stderr, not into the JSON
    if mode == "stdlib":
        result = index_stdlib()
    elif mode == "lookup":
        result = lookup(str(options["path"]), [str(p) for p in options.get("sys_path", [])])
    else:
        print(f"unknown mode {mode!r}", file=sys.stderr)
        return 2
    json.dump(result, out, sort_keys=True, separators=(",", ":"))
    out.flush()
    return 0


if __name__ == "__main__":
    code = main(sys.argv)
    sys.stdout.flush()
    os._exit(code)  # skip atexit handlers and threads that imported modules may have left behind
