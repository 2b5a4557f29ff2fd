#!/usr/bin/env python3
"""Checks the include graph against the layers docs/architecture.md describes (CTest: layering).

- Each directory of core/ includes only its own headers and those of lower layers.
- core/ includes no Qt header: the engine builds on a machine without Qt.
- No LibTorch header (ATen, c10, torch, caffe2) is reachable from ui/ or app/gui through the
  project's own headers: the GUI talks to the engine through Session and value-type events.
- Run-folder records are read through their types in core/run (and the scores' own parsers in
  core/metrics): a key only summary.json or evaluation.json holds, or a scores parser, anywhere else
  in core/, ui/ or app/ means a file is parsed by hand again.

Usage: layering.py [SOURCE_DIR]; prints every violation with the file and line, exit 1 if any.
"""
import os
import re
import sys

# Lower numbers are lower layers. A directory may include its own layer's headers only from itself.
LAYERS = {
    "util": 0, "tensorboard": 0,
    "metrics": 1, "events": 1,
    "config": 2,
    "run": 3,
    "device": 4, "data": 4, "dist": 4, "models": 4, "monitor": 4,
    "tune": 5,
    "train": 6,
    "report": 7, "selftest": 7,
}
TORCH = re.compile(r"^(ATen|c10|torch|caffe2)/")
INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')


def includes(path):
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            m = INCLUDE.match(line)
            if m:
                yield number, m.group(1) == "<", m.group(2)


def resolve(root, including, name):
    """The project file a quoted include names: beside the includer, else under core/ or ui/."""
    for base in (os.path.dirname(including), os.path.join(root, "core"), os.path.join(root, "ui")):
        candidate = os.path.normpath(os.path.join(base, name))
        if os.path.isfile(candidate):
            return candidate
    return None


def sources(root, folder):
    for dirpath, _, files in os.walk(os.path.join(root, folder)):
        for f in sorted(files):
            if f.endswith((".h", ".cpp")):
                yield os.path.join(dirpath, f)


def main():
    root = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), ".."))
    problems = []
    core = os.path.join(root, "core")

    for path in sources(root, "core"):
        layer_dir = os.path.relpath(path, core).split(os.sep)[0]
        if layer_dir not in LAYERS:
            continue  # pch.h
        for number, system, name in includes(path):
            where = f"{os.path.relpath(path, root)}:{number}"
            if system and re.match(r"^Q[A-Za-z]*(/|$)", name):
                problems.append(f"{where}: core includes the Qt header <{name}>")
            if system:
                continue
            target = resolve(root, path, name)
            if not target or not target.startswith(core + os.sep):
                continue
            target_dir = os.path.relpath(target, core).split(os.sep)[0]
            if target_dir == layer_dir or target_dir not in LAYERS:
                continue
            if LAYERS[target_dir] >= LAYERS[layer_dir]:
                problems.append(f"{where}: {layer_dir}/ (layer {LAYERS[layer_dir]}) includes {target_dir}/ "
                                f"(layer {LAYERS[target_dir]}): \"{name}\" points up or sideways")

    # Everything ui/ and app/gui reach through project headers.
    for folder in ("ui", os.path.join("app", "gui")):
        for start in sources(root, folder):
            seen, stack = {start: None}, [start]
            while stack:
                path = stack.pop()
                for number, system, name in includes(path):
                    if system:
                        if TORCH.match(name):
                            chain, p = [], path
                            while p:
                                chain.append(os.path.relpath(p, root))
                                p = seen[p]
                            problems.append(f"{os.path.relpath(path, root)}:{number}: <{name}> is reachable from the GUI via "
                                            + " <- ".join(chain))
                        continue
                    target = resolve(root, path, name)
                    if target and target not in seen:
                        seen[target] = path
                        stack.append(target)

    # Run-folder records: one reader each (core/run), not JSON picked apart elsewhere.
    record_only = re.compile(r'"(evaluated_at|misclassified|precision_reason|epochs_completed|train_class_counts|streamed_from_disk|trainable)"|'
                             r'\b(classificationScoresFromJson|regressionScoresFromJson)\(')
    allowed = (os.path.join("core", "run") + os.sep, os.path.join("core", "metrics") + os.sep)
    for folder in ("core", "ui", "app"):
        for path in sources(root, folder):
            rel = os.path.relpath(path, root)
            if rel.startswith(allowed):
                continue
            with open(path, encoding="utf-8") as f:
                for number, line in enumerate(f, 1):
                    m = record_only.search(line)
                    if m:
                        problems.append(f"{rel}:{number}: reads a run record by hand ({m.group(0)}): use its type in core/run")

    for p in sorted(set(problems)):
        print(p)
    if problems:
        print(f"{len(set(problems))} layering problem(s); the layers are described in docs/architecture.md")
        return 1
    print("layering: every include points down; no LibTorch header reachable from ui/ or app/gui")
    return 0


if __name__ == "__main__":
    sys.exit(main())
