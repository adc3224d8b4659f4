#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Adds a model to the tree from scripts/model-template/: the steps of docs/adding-a-model.md
that a script can do.

    new-model.py NAME [--root DIR]

NAME is the scenario's "model" (lower case, digits, underscores). Writes, under DIR (default:
this repository):
    core/models/NAME/NAME_{config,run,model}.{hpp,cpp}   the folder (one TCP flow over a
                                                          drop-tail bottleneck, to replace)
    core/models/model_registry.cpp                        one include and one registry line
    assets/scenarios/NAME.json, NAME-classroom.json       the paper's and the classroom scale
and prints the steps that follow (its parameter page, translations, a lesson, tests). Refuses
(exit status 2, nothing written) a bad name, a model folder or registry entry that exists, or
a registry it cannot find its place in. The test `ModelTemplate.*` runs this on a scratch copy of the
registry and builds and runs the result, so the template and the guide cannot drift apart.
"""
import argparse
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TEMPLATE = HERE / "model-template"
CODE = ["config.hpp", "config.cpp", "run.hpp", "run.cpp", "model.hpp", "model.cpp"]
REGISTRY = Path("core/models/model_registry.cpp")
# The last model include, and the end of the registry's list.
INCLUDE = re.compile(r'^#include "models/[^"]+_model\.hpp"\n', re.M)
LIST_END = re.compile(r"^  \};\n", re.M)


def fail(message):
    print(f"new-model.py: {message}", file=sys.stderr)
    sys.exit(2)


def fill(text, name):
    camel = "".join(part.capitalize() for part in name.split("_"))
    return text.replace("@name@", name).replace("@Name@", camel)


def main():
    parser = argparse.ArgumentParser(description="Add a model from scripts/model-template/.")
    parser.add_argument("name")
    parser.add_argument("--root", default=str(HERE.parent))
    args = parser.parse_args()
    name, root = args.name, Path(args.root)
    if not re.fullmatch(r"[a-z][a-z0-9_]{0,39}", name):
        fail(f"model name '{name}': expected a lower-case letter, then letters, digits or "
             "underscores (at most 40)")
    folder = root / "core/models" / name
    if folder.exists():
        fail(f"{folder}: exists already (another model has this name)")
    registry = root / REGISTRY
    try:
        source = registry.read_text(encoding="utf-8")
    except OSError as e:
        fail(f"{registry}: {e.strerror}")
    if f'"models/{name}/' in source:
        fail(f"{registry}: registers a model '{name}' already")
    includes = list(INCLUDE.finditer(source))
    end = LIST_END.search(source)
    if not includes or not end or end.start() < includes[-1].end():
        fail(f"{registry}: no model includes and registry list found where expected")
    # Everything is prepared before anything is written.
    at = includes[-1].end()
    source = source[:at] + f'#include "models/{name}/{name}_model.hpp"\n' + source[at:]
    end = LIST_END.search(source, at)
    source = source[:end.start()] + f"      models::{name}::{name}_model(),\n" + source[end.start():]
    files = {folder / f"{name}_{part}": fill((TEMPLATE / f"{part}.in").read_text(), name)
             for part in CODE}
    scenarios = root / "assets/scenarios"
    files[scenarios / f"{name}.json"] = fill((TEMPLATE / "scenario.json.in").read_text(), name)
    files[scenarios / f"{name}-classroom.json"] = fill(
        (TEMPLATE / "scenario-classroom.json.in").read_text(), name)
    for path in files:
        if path.exists():
            fail(f"{path}: exists already")
    for path, text in files.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    registry.write_text(source, encoding="utf-8")
    print(f"""wrote core/models/{name}/ (6 files), assets/scenarios/{name}.json and {name}-classroom.json;
added {name} to {REGISTRY}. Next (docs/adding-a-model.md):
  cmake --preset release && cmake --build build          # the new files are globbed
  build/bin/opslab-cli run assets/scenarios/{name}-classroom.json
  build/bin/opslab-cli describe {name} > docs/models/{name}.md
  cmake --build build --target update_translations        # then fill translations/opslab_de.ts
  a lesson in lessons/<id>/ and tests in tests/core/test_model_{name}.cpp""")


if __name__ == "__main__":
    main()
