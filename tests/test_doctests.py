"""The docstring examples of the installed package run as tests.

They are found in the modules imported as ``admiralty.*`` (never from the source
folders by path), so an example passes only if it passes from a wheel.
"""

from __future__ import annotations

import doctest
import importlib
import pkgutil

import pytest

PACKAGES = ("admiralty.referee", "admiralty.notation", "admiralty.store", "admiralty.cli")


def _module_names() -> list[str]:
    names = []
    for name in PACKAGES:
        package = importlib.import_module(name)
        names.append(name)
        names.extend(info.name for info in pkgutil.walk_packages(package.__path__, f"{name}."))
    return sorted(name for name in names if not name.endswith("__main__"))


def _examples() -> list[doctest.DocTest]:
    finder = doctest.DocTestFinder()
    found = []
    for name in _module_names():
        module = importlib.import_module(name)
        found.extend(test for test in finder.find(module, name) if test.examples)
    return sorted(found, key=lambda test: test.name)


EXAMPLES = _examples()


def test_examples_are_found() -> None:
    """The walk sees the package's examples (an empty walk would pass every test below)."""
    assert any(test.name.startswith("admiralty.notation") for test in EXAMPLES)
    assert any(test.name.startswith("admiralty.referee") for test in EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda test: test.name)
def test_docstring_example(example: doctest.DocTest) -> None:
    runner = doctest.DocTestRunner(verbose=False)
    failures: list[str] = []
    runner.run(example, out=failures.append)
    assert runner.failures == 0, "".join(failures)
