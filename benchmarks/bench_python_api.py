"""What the Python-API check costs now that no module named by an answer is imported in the serving process.

Prints, from one run on this machine:
- loading the shipped standard-library index (gzip + JSON), once per process;
- building that index from scratch in the sandboxed child (what a Python of another minor version pays once);
- one standard-library name resolved from the index (median / p90 over many names), next to the old way
  (`importlib.import_module` + `getattr` in this process), measured on the same fixed, trusted names;
- one lookup in an operator-allowed package (`SAIFE_ALLOWED_PACKAGES`): a fresh sandboxed child per lookup
  (`-I -S`, rlimits, temp cwd, timeout), next to importing it in this process;
- the whole detector over a code block naming 12 standard-library APIs.

    uv run python benchmarks/bench_python_api.py [--repeat 20] [--json]
"""

from __future__ import annotations

import argparse
import asyncio
import gzip
import importlib
import json
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from engine.config import Config
from engine.detectors import DetectorContext
from engine.detectors._api_index import DATA, build_stdlib, load, lookup_package
from engine.detectors._pyrefs import Ref
from engine.detectors.python_api import PythonApiDetector, resolve
from engine.evidence import SourceSet
from engine.types import Claim

NAMES = [
    "json.dumps", "os.path.join", "re.findall", "collections.Counter.most_common", "pathlib.Path.joinpath",
    "itertools.chain.from_iterable", "datetime.datetime.fromisoformat", "argparse.ArgumentParser.add_argument",
    "xml.etree.ElementTree.parse", "subprocess.run", "asyncio.gather", "functools.lru_cache",
]  # fmt: skip
CODE = "```python\n" + "\n".join(f"x{i} = {name}" for i, name in enumerate(NAMES)) + "\n```"


def timed(work: Callable[[], object], repeat: int) -> list[float]:
    """Milliseconds per call, one sample per repeat."""
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        samples.append((time.perf_counter() - start) * 1000)
    return samples


def summary(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    return {
        "median_ms": round(statistics.median(ordered), 3),
        "p90_ms": round(ordered[int(0.9 * (len(ordered) - 1))], 3),
    }


def old_way(path: str) -> object:
    """What the detector used to do: import in this process and getattr (fixed, trusted names only here)."""
    parts = path.split(".")
    obj: object = importlib.import_module(parts[0])
    for index, part in enumerate(parts[1:], start=1):
        try:
            obj = getattr(obj, part)
        except AttributeError:
            obj = importlib.import_module(".".join(parts[: index + 1]))
    return obj


def fake_package(root: Path) -> str:
    """A small installed package to look up, as an operator would allow one."""
    package = root / "saife_bench_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("import json, re\nclass Client:\n    def fetch(self):\n        pass\n")
    sys.path.insert(0, str(root))
    return "saife_bench_pkg"


async def detector_once() -> None:
    claim = Claim(id="c1", text=CODE, start=0, end=len(CODE), check_worthy=True, kind="code")
    ctx = DetectorContext(
        answer=CODE, claims=(claim,), sources=SourceSet([]), question=None, config=Config(), alert=lambda _: None
    )
    await PythonApiDetector().check([claim], ctx)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=20)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    repeat = max(3, args.repeat)
    results: dict[str, object] = {"python": sys.version.split()[0], "index_bytes": DATA.stat().st_size}
    results["index_load"] = summary(timed(lambda: load(DATA), repeat))
    results["index_json_bytes"] = len(gzip.decompress(DATA.read_bytes()))
    results["index_build_sandboxed"] = summary(timed(build_stdlib, 3))
    refs = [Ref(name, "attribute", False) for name in NAMES]
    resolve(refs[0])  # load the index once, as a serving process would
    results["stdlib_name_from_index"] = summary(timed(lambda: [resolve(r) for r in refs], repeat))
    results["stdlib_name_old_import"] = summary(timed(lambda: [old_way(n) for n in NAMES], repeat))
    for key in ("stdlib_name_from_index", "stdlib_name_old_import"):
        results[key] = {k: round(v / len(NAMES), 4) for k, v in results[key].items()}  # type: ignore[union-attr]
    with tempfile.TemporaryDirectory() as root:
        package = fake_package(Path(root))
        results["allowed_package_lookup_sandboxed"] = summary(
            timed(lambda: lookup_package(f"{package}.Client.fetch"), repeat)
        )

        def import_fresh() -> object:
            sys.modules.pop(package, None)
            return old_way(f"{package}.Client.fetch")

        results["allowed_package_old_import"] = summary(timed(import_fresh, repeat))
    results["detector_12_names_code_block"] = summary(timed(lambda: asyncio.run(detector_once()), repeat))
    if args.json:
        print(json.dumps(results, indent=2))
        return
    print(f"Python {results['python']}; shipped index {results['index_bytes']:,} bytes gzip "
          f"({results['index_json_bytes']:,} bytes JSON)")  # fmt: skip
    for key, value in results.items():
        if isinstance(value, dict):
            print(f"  {key:36s} median {value['median_ms']:>9.3f} ms   p90 {value['p90_ms']:>9.3f} ms")


if __name__ == "__main__":
    main()
