#!/usr/bin/env python3
"""Adds an architecture to a package by the README's steps ("Adding an architecture"), as a
copy of one already there:

    .ci/add-architecture.py PACKAGE NAME [--from Direct]
    .ci/add-architecture.py PACKAGE --quote-summary

The first does what the README asks before `compare`: the folder, the target and its test
target, the composition root under the new type name and id, the registry's entry, the README's
table of architectures; and no patch under Scenarios/changes/, so `changes` says the copy is
"not measured". The second is the step after `compare`: the README quotes the summary table of
the report it wrote.
"""
import argparse
import pathlib
import re
import shutil
import sys


def fail(message):
    sys.exit(f"add-architecture: {message}")


def replace_once(text, pattern, replacement, what):
    new, count = re.subn(pattern, replacement, text, count=1, flags=re.DOTALL)
    if count != 1:
        fail(f"cannot find {what}")
    return new


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("package", type=pathlib.Path)
    parser.add_argument("name", nargs="?", help="the module and type prefix, e.g. Replica; its id is the name in lowercase")
    parser.add_argument("--from", dest="original", default="Direct")
    parser.add_argument("--quote-summary", action="store_true", help="copy the report's summary table into the README")
    arguments = parser.parse_args()
    if arguments.quote_summary:
        quote_summary(arguments.package)
        return
    if not arguments.name:
        fail("name the architecture to add")
    root, name, original = arguments.package, arguments.name, arguments.original
    identifier, original_id = name.lower(), original.lower()

    # 1. Its folder: one folder per role and a README; the copy's README names the copy.
    folder = root / "Sources/Architectures" / name
    shutil.copytree(root / "Sources/Architectures" / original, folder)
    readme = folder / "README.md"
    readme.write_text(re.sub(r"\A# .*", f"# {name}", readme.read_text()))

    # 3. Its composition root: <NAME>Architecture, its id and display name; only the original
    # baseline is the baseline.
    for path in sorted(folder.rglob(f"{original}Architecture*.swift")):
        path.rename(path.with_name(path.name.replace(f"{original}Architecture", f"{name}Architecture", 1)))
    for path in sorted(folder.rglob("*.swift")):
        text = path.read_text().replace(f"{original}Architecture", f"{name}Architecture")
        text = text.replace(f'id = "{original_id}"', f'id = "{identifier}"')
        text = text.replace(f'displayName = "{original}"', f'displayName = "{name}"')
        text = re.sub(r"\n *public var isBaseline: Bool \{ true \}\n", "\n", text)
        path.write_text(text)

    # 2. Its target, its place among the Workbench target's dependencies, and its test target.
    manifest = root / "Package.swift"
    text = manifest.read_text()
    target = re.search(rf'\n        \.target\(\n            name: "{original}",.*?\n        \),\n', text, re.DOTALL)
    if not target:
        fail(f"Package.swift has no target {original}")
    text = text[:target.end()] + target.group(0)[1:].replace(f'"{original}"', f'"{name}"').replace(
        f"Sources/Architectures/{original}", f"Sources/Architectures/{name}") + text[target.end():]
    text = replace_once(text, r'(name: "Workbench",\s*dependencies: \[[^\]]*?)\]', rf'\1, "{name}"]',
                        "the Workbench target's dependencies")
    tests = re.search(rf'\n        \.testTarget\(name: "{original}Tests",[^\n]*\n', text)
    if not tests:
        fail(f"Package.swift has no test target {original}Tests")
    text = text[:tests.end()] + tests.group(0)[1:].replace(f'"{original}Tests"', f'"{name}Tests"').replace(
        f'"{original}"', f'"{name}"') + text[tests.end():]
    manifest.write_text(text)

    # Its unit tests: the original's, on the copy.
    test_folder = root / "Tests" / f"{name}Tests"
    shutil.copytree(root / "Tests" / f"{original}Tests", test_folder)
    for path in sorted(test_folder.rglob("*.swift")):
        text = path.read_text().replace(f"import {original}\n", f"import {name}\n")
        text = text.replace(f"{original}Architecture", f"{name}Architecture")
        text = text.replace(f'id == "{original_id}"', f'id == "{identifier}"')
        text = text.replace(f'displayName == "{original}"', f'displayName == "{name}"')
        text = text.replace(".isBaseline)", ".isBaseline == false)")
        path.write_text(text)
        if f"{original}Architecture" in path.name:
            path.rename(path.with_name(path.name.replace(f"{original}Architecture", f"{name}Architecture")))

    # 5. Register it, before Direct, the baseline, which stays last.
    registry = root / "Sources/Workbench/ArchitectureRegistry.swift"
    text = registry.read_text()
    imports = sorted(set(re.findall(r"^import \w+$", text, re.MULTILINE)) | {f"import {name}"})
    text = re.sub(r"\A(import \w+\n)+", "\n".join(imports) + "\n", text)
    text = replace_once(text, r"\n( *)DirectArchitecture\(\),", rf"\n\1{name}Architecture(),\n\1DirectArchitecture(),",
                        "DirectArchitecture() in ArchitectureRegistry.all")
    registry.write_text(text)

    # The README's table of the architectures.
    readme = root / "README.md"
    text = readme.read_text()
    text = replace_once(text, r"(\n\| Direct \(baseline, never ranked\) \|)",
                        rf"\n| {name} | a copy of {original} | built: [its README](Sources/Architectures/{name}/README.md) |\1",
                        "the README's table of architectures")
    readme.write_text(text)


def quote_summary(root):
    """Step 7: the README's summary table becomes the one in Reports/comparison.md."""
    table = r"\| Architecture \| Scenarios passed \|.*?(?=\n\n|\Z)"
    report = re.search(table, (root / "Reports/comparison.md").read_text(), re.DOTALL)
    if not report:
        fail("Reports/comparison.md has no summary table: run compare first")
    readme = root / "README.md"
    readme.write_text(replace_once(readme.read_text(), table, lambda _: report.group(0), "the README's summary table"))


if __name__ == "__main__":
    main()
