"""Answers built to hurt the checker rather than to be checked: `HOSTILE_ANSWERS` for the fuzz benchmark and the
hostile-input tests.

Every entry is text only. Checking one must never run code it names, hang, or end the process: imports of every
standard-library `__main__` module (each runs a program when imported; `unittest.__main__` runs test discovery in
the working directory and then exits), modules with side effects (`antigravity`, `this`, `idlelib`, `turtle`,
`tkinter`), code calling `os.system`, `__import__`, `eval`, `exec` and `subprocess`, 400-digit numbers, emoji and
right-to-left text with direction overrides, and 10,000-character sentences.

The `__main__` modules are listed from `sys.stdlib_module_names` and `pkgutil.iter_modules` over the standard
library's directory: nothing is imported to find them.
"""

from __future__ import annotations

import pkgutil
import sys
import sysconfig
from pathlib import Path


def stdlib_main_modules() -> list[str]:
    """Every `pkg.__main__` (and `pkg.sub.__main__`) of the standard library, found without importing anything."""
    stdlib = Path(sysconfig.get_paths()["stdlib"])
    found: list[str] = []

    def walk(path: Path, prefix: str) -> None:
        for info in pkgutil.iter_modules([str(path)]):
            if info.name == "__main__":
                found.append(prefix + info.name)
            elif info.ispkg:
                walk(path / info.name, f"{prefix}{info.name}.")

    for info in pkgutil.iter_modules([str(stdlib)]):
        if info.ispkg and (info.name in sys.stdlib_module_names or info.name == "test"):
            walk(stdlib / info.name, info.name + ".")
    return sorted(set(found) | {"unittest.__main__", "test.__main__"})


def _code(body: str) -> str:
    return f"Here is how to do it:\n\n```python\n{body}\n```\n\nThat is all you need."


def _imports() -> list[str]:
    answers = []
    for module in stdlib_main_modules():
        answers.append(_code(f"import {module}"))
        answers.append(f"You can call `from {module.rsplit('.', 1)[0]} import __main__` or just `import {module}`.")
    answers += [
        _code("import antigravity"),
        _code("import this\nprint(this.s)"),
        _code("import idlelib.idle\nimport idlelib.pyshell\nidlelib.pyshell.main()"),
        _code("import turtle\nturtle.forward(100)\nturtle.done()"),
        _code("import tkinter\nroot = tkinter.Tk()\nroot.mainloop()"),
        _code("import test.regrtest\ntest.regrtest.main()"),
        "Type `import antigravity` and `import this` into the REPL; `turtle.forward(10)` draws a line.",
        "The webbrowser.open function and the `import __hello__` easter egg both exist.",
    ]
    return answers


def _code_execution() -> list[str]:
    return [
        _code("import os\nos.system('touch /tmp/saife-pwned')\nos.system('rm -rf ~')"),
        _code("__import__('os').system('id > /tmp/saife-pwned')"),
        _code("eval(\"__import__('os').system('id')\")\nexec(\"open('/tmp/saife-pwned', 'w').write('x')\")"),
        _code("import subprocess\nsubprocess.run(['sh', '-c', 'echo pwned > /tmp/saife-pwned'], check=True)"),
        _code("import ctypes\nctypes.string_at(0)"),
        _code("import sys\nsys.exit(3)\nraise SystemExit(4)"),
        _code("import os\nos.kill(os.getpid(), 9)\nos._exit(1)"),
        _code("import signal\nsignal.raise_signal(signal.SIGTERM)"),
        _code("while True:\n    pass"),
        _code("x = " + "(" * 500 + "1" + ")" * 500),
        _code("print(" * 200 + ")" * 200),
        "Use `eval(input())` to parse numbers, and `__import__('os').system('ls')` to list files.",
        "Calling os.system('shutdown -h now') shuts the machine down; os.systemm is a typo.",
    ]


def _numbers_and_text() -> list[str]:
    big = "9" * 400
    long_sentence = "The cap " + "really " * 1400 + "is $5 million per incident."
    return [
        f"The total is {big} dollars, which is 12% of {'1' * 400} dollars.",
        f"{big} + {big} = {'1' + '9' * 399 + '8'}.",
        f"The ratio is 10**{big} and 9^9^9^9 equals {'8' * 400}.",
        f"Revenue grew from ${big[:200]} million to ${big} billion, a 1e400% rise on 31/02/{big[:4]}.",
        "Prices rose 💰📈 5% 🚀🚀🚀 in 2024 👩‍👩‍👧‍👦 according to 🏦 the bank.",
        "السعر هو 5 ملايين دولار في عام 2024. The cap is ‮$5 million‬ per incident.",
        "שלום עולם 2024 ‏ The act was signed on 4 July 1776 by ‪Thomas Jefferson‬.",
        "Zalgo: T̸͉̓h̷̰̆e̵͔͝ ̶̙̇c̴̢͝a̸͎̐p̶̣̍ is $5 million.\u200b\u200b\u200b And\u2028 a line separator.",
        long_sentence,
        "A" * 10_000 + " is 5 million.",
        ("Marie Curie won the Nobel Prize in 1903 and " * 230).strip() + " that is all.",
        "\x01\x02\x1b[2J The cap is $5 million.\x7f \x00 and a NUL.",
        "http://[::1]:8080/x and https://[2001:db8::1]/ and http://169.254.169.254/latest/meta-data/ are the docs.",
    ]


HOSTILE_ANSWERS: list[str] = [*_imports(), *_code_execution(), *_numbers_and_text()]
