"""Python API names checked against the running interpreter's standard library, never by running answer code."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from detector_kit import claim

from engine.detectors._pyrefs import Ref
from engine.detectors.python_api import PythonApiDetector, resolve
from engine.types import Verdict

PY = f"Python {sys.version_info.major}.{sys.version_info.minor}"


async def _check(make_ctx, text: str, kind: str = "prose", **config: object):
    ctx = make_ctx(text, claims=[claim(text, kind)], **config)
    findings = await PythonApiDetector().check(ctx.claims, ctx)
    assert len(findings) <= 1
    return findings[0] if findings else None


@pytest.mark.parametrize(
    ("text", "kind", "reason"),
    [
        ("Call re.matchall() to get every match.", "prose", "re has no attribute matchall; did you mean re.findall?"),
        ("Use `random.randfloat(0, 1)` for a float.", "prose",
         "random has no attribute randfloat; did you mean random.uniform?"),
        ("pathlib.Path.joinpaths joins paths.", "prose",
         "pathlib.Path has no attribute joinpaths; did you mean pathlib.Path.joinpath?"),
        ('The check "abc".endwith("c") returns True.', "prose",
         "str has no attribute endwith; did you mean str.endswith?"),
        ("Use from itertools import batched_pairs to group items.", "prose",
         "itertools has no attribute batched_pairs; did you mean itertools.pairwise?"),
        ("```python\nfrom pathlib import Path\ncfg = Path('~').expanduser().joinpaths('a')\n```", "code",
         "pathlib.Path has no attribute joinpaths; did you mean pathlib.Path.joinpath?"),
        ("```python\nimport argparse\np = argparse.ArgumentParser()\np.add_argumnet('--x')\n```", "code",
         "argparse.ArgumentParser has no attribute add_argumnet; did you mean argparse.ArgumentParser.add_argument?"),
        ("```py\nimport xml.etree.ElementTree as ET\nET.parse_string('<a/>')\n```", "code",
         "xml.etree.ElementTree has no attribute parse_string; did you mean xml.etree.ElementTree.parse?"),
        ("```python\nimport os.pathlib\n```", "code", "os has no attribute pathlib; did you mean os.path?"),
    ],
)  # fmt: skip
async def test_missing_names_are_contradicted_with_a_suggestion(make_ctx, text: str, kind: str, reason: str) -> None:
    finding = await _check(make_ctx, text, kind)
    assert finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == reason
    assert finding.evidence[0].source == "computed" and "is False" in finding.evidence[0].quote


async def test_a_code_block_whose_names_all_resolve_is_supported(make_ctx) -> None:
    code = "```python\nimport os, json\nfrom collections import Counter\nprint(os.path.join('a'), json.dumps({}))\n```"
    finding = await _check(make_ctx, code, "code")
    assert finding.verdict is Verdict.SUPPORTED
    assert "os.path.join" in finding.evidence[0].quote and "collections.Counter" in finding.evidence[0].quote


@pytest.mark.parametrize(
    "text",
    ["Use os.path.join to build paths.", "Edit test.py, then see python.org or email.example.com.",
     "dict.has_key was removed in Python 3.", "```js\nconsole.log(Math.randfloat())\n```",
     "```python\nthis is not python\n```",
     "```python\ndef f(re):\n    return re.matchall('x')\n```", "```python\nre = None\nre.matchall\n```",
     "```python\nwith Path('x').open() as f:\n    f.readlines()\n```",
     "```python\nimport re\nm = re.compile('a').match('a').groupz()\n```"],
)  # fmt: skip
async def test_no_false_alarms(make_ctx, text: str) -> None:
    kind = "code" if text.startswith("```") else "prose"
    finding = await _check(make_ctx, text, kind)
    assert finding is None or finding.verdict is not Verdict.CONTRADICTED


async def test_names_of_a_newer_python_are_unverifiable_not_wrong(make_ctx) -> None:
    if sys.version_info >= (3, 12):
        pytest.skip("itertools.batched exists on this interpreter")
    finding = await _check(make_ctx, "`itertools.batched` splits an iterable.")
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert (
        finding.reason.startswith("itertools.batched is not in Python 3.") and "added in Python 3.12" in finding.reason
    )


@pytest.fixture
def probe_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An installed third-party package that records whether it was ever imported."""
    marker = tmp_path / "imported.txt"
    package = tmp_path / "saife_probe_pkg"
    package.mkdir()
    (package / "__init__.py").write_text(
        f"from pathlib import Path\nPath({str(marker)!r}).write_text('yes')\ndef thing():\n    return 1\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    yield marker
    sys.modules.pop("saife_probe_pkg", None)


async def test_third_party_names_are_unverifiable_and_never_imported(make_ctx, probe_package: Path) -> None:
    code = "```python\nimport saife_probe_pkg\nsaife_probe_pkg.thingz()\n```"
    finding = await _check(make_ctx, code, "code")
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert "saife_probe_pkg is not in the standard library" in finding.reason
    assert not probe_package.exists() and "saife_probe_pkg" not in sys.modules


async def test_an_allowed_installed_package_is_inspected(make_ctx, probe_package: Path) -> None:
    code = "```python\nimport saife_probe_pkg\nsaife_probe_pkg.thingz()\n```"
    finding = await _check(make_ctx, code, "code", allowed_packages=("saife_probe_pkg",))
    assert finding.verdict is Verdict.CONTRADICTED
    assert finding.reason == "saife_probe_pkg has no attribute thingz; did you mean saife_probe_pkg.thing?"
    assert probe_package.exists()


async def test_modules_with_side_effects_are_never_imported(make_ctx, capsys: pytest.CaptureFixture[str]) -> None:
    before = {name for name in ("this", "antigravity", "turtle", "tkinter") if name in sys.modules}
    code = "```python\nimport this\nimport antigravity\nimport turtle\nturtle.forward(10)\nthis.s\n```"
    finding = await _check(make_ctx, code, "code")
    assert finding.verdict is Verdict.UNVERIFIABLE
    assert "turtle is not inspected: importing it has side effects" in finding.reason
    after = {name for name in ("this", "antigravity", "turtle", "tkinter") if name in sys.modules}
    assert after == before
    assert capsys.readouterr().out == ""  # `import this` would have printed the Zen of Python


def test_resolve_reports_each_outcome() -> None:
    assert resolve(Ref("json.dumps", "attribute", False)).status == "ok"
    assert resolve(Ref("json.parse", "attribute", False)).status == "missing"
    assert resolve(Ref("numpy.zeros", "attribute", False)).status == "skip"  # a prose word, not an import
    assert resolve(Ref("numpy", "module", True)).status == "unverifiable"
    assert resolve(Ref("re.compile.flags", "method", False)).status == "skip"  # a function's result: type unknown
    assert PY in resolve(Ref("json.parse", "attribute", False)).computation


async def test_a_quoted_title_followed_by_a_glued_sentence_is_not_a_string_method(make_ctx) -> None:
    """Pasted paragraphs run together ('"Teeth".Teeth is a 2007 film'); str methods are all lower-case."""
    assert await _check(make_ctx, 'She starred in "Teeth".Teeth is a 2007 comedy horror film.') is None
    called = await _check(make_ctx, 'Then "abc".Upper() gives "ABC".')
    assert (
        called is not None and called.verdict is Verdict.CONTRADICTED and "str has no attribute Upper" in called.reason
    )


async def test_a_main_module_named_by_the_answer_is_never_run(make_ctx) -> None:
    """`import unittest.__main__` used to run unittest.main() in the serving process, which called sys.exit."""
    before = set(sys.modules)
    code = "```python\nimport unittest.__main__\nimport json.tool\nimport venv.__main__\n```"
    finding = await _check(make_ctx, code, "code")
    assert finding is not None and finding.verdict is not Verdict.CONTRADICTED
    assert "unittest.__main__" not in sys.modules and "venv.__main__" not in sys.modules
    assert {"json.tool", "unittest.__main__"}.isdisjoint(set(sys.modules) - before)


def test_no_module_named_by_text_is_imported_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every standard-library answer comes from the shipped index: import machinery is never asked."""
    import importlib

    rare = ["xdrlib", "nntplib", "mailcap", "sndhdr", "telnetlib", "xml.dom.pulldom", "curses.ascii"]
    assert not any(name in sys.modules for name in rare), "pick modules this test process has not imported"

    def refuse(name: str, package: str | None = None) -> None:
        raise AssertionError(f"import_module({name!r}) was called")

    monkeypatch.setattr(importlib, "import_module", refuse)
    assert resolve(Ref("xdrlib.Packer.pack_uint", "attribute", False)).status == "ok"
    assert resolve(Ref("nntplib.NNTP.groupz", "attribute", False)).status == "missing"
    assert resolve(Ref("xml.dom.pulldom.parseString", "attribute", False)).status == "ok"
    assert resolve(Ref("curses.ascii.isalpha", "attribute", False)).status == "ok"
    for name in ("mailcap", "sndhdr", "telnetlib"):
        assert resolve(Ref(name, "module", True)).status == "ok"
    assert not any(name in sys.modules for name in rare)


def test_names_of_modules_with_side_effects_resolve_by_name_only() -> None:
    assert resolve(Ref("antigravity", "module", True)).status == "ok"
    assert resolve(Ref("unittest.__main__", "module", True)).status == "ok"
    doubt = resolve(Ref("idlelib.pyshell.main", "attribute", True))
    assert doubt.status == "unverifiable" and "importing it has side effects" in doubt.reason
    assert resolve(Ref("msvcrt", "module", True)).status == "unverifiable"  # Windows-only: absent here


def test_classmethod_constructors_and_module_values_are_followed() -> None:
    assert resolve(Ref("datetime.datetime.now.isoformat", "method", False)).status == "ok"
    assert resolve(Ref("datetime.datetime.now.isoformatt", "method", False)).status == "missing"
    assert resolve(Ref("os.sep.join", "attribute", False)).status == "ok"
    assert resolve(Ref("os.path.joinn", "attribute", False)).reason.endswith("did you mean os.path.join?")
    assert resolve(Ref("dict.fromkeys", "attribute", False)).status == "ok"
    assert resolve(Ref("str.endwith", "attribute", False)).status == "missing"
