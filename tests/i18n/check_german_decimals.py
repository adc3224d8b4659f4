#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""German lesson texts write decimal numbers with a comma (83,2 µs), as a German class reads
them. Scans every lesson's *.de.md pages and the strings of its lesson.de.json for a number
with a decimal point, outside the paper's English quoted in „…“, `code`, links and $math$.

Usage: check_german_decimals.py LESSONS_DIR   (prints FILE: TEXT per finding; exit 1 if any)
"""
import json
import pathlib
import re
import sys

NUMBER = re.compile(r'(?<![\w.§/\-])\d+\.\d+(?![\w.])')
LEFT_ALONE = re.compile(r'„[^“]*“|`[^`]*`|\]\([^)]*\)|\$[^$]*\$|https?://\S+')


def findings(text):
    return NUMBER.findall(LEFT_ALONE.sub(' ', text))


def strings(value):
    if isinstance(value, dict):
        for v in value.values():
            yield from strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from strings(v)
    elif isinstance(value, str):
        yield value


def main(lessons):
    bad = 0
    root = pathlib.Path(lessons)
    for page in sorted(root.glob('*/*.de.md')):
        for number in findings(page.read_text(encoding='utf-8')):
            print(f'{page}: {number} (write {number.replace(".", ",")})')
            bad += 1
    for texts in sorted(root.glob('*/lesson.de.json')):
        for s in strings(json.loads(texts.read_text(encoding='utf-8'))):
            for number in findings(s):
                print(f'{texts}: {number} in "{s[:60]}…" (write {number.replace(".", ",")})')
                bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else 'lessons'))
