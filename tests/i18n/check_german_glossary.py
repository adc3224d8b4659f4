#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""German lesson texts name a thing with one word: a student who reads "Lichtpfad" on one page
and "Lightpath" on the next cannot tell that the same thing is meant, and "Staukontrolle" for
congestion avoidance names something else (congestion control, of which it is one phase).

Scans every lesson's *.de.md pages and lesson.de.json for the forbidden variants of the
glossary below, outside the paper's English quoted in „…“, `code`, links and $math$ (a paper's
English title, such as „Lightpath Bundling“, stays as the paper wrote it).

Usage: check_german_glossary.py LESSONS_DIR
       (prints FILE:LINE: found X, use Y per finding; exit 1 if any)
"""
import pathlib
import re
import sys

# English term        German word to use     forbidden variants (word stems, any case, also
#                                            inside compounds and with endings)
GLOSSARY = [
    ('congestion avoidance', 'Stauvermeidung', ['Staukontrolle']),
    ('congestion window',    'Staufenster',    ['Staukontrollfenster']),
    ('lightpath',            'Lichtpfad',      ['Lightpath', 'Lichtweg']),
    ('paper',                'Paper',          ['Artikel', 'Aufsatz']),
]

LEFT_ALONE = re.compile(r'„[^“]*“|`[^`]*`|\]\([^)]*\)|\$[^$]*\$|https?://\S+')
WORD = r'[\wäöüÄÖÜß]*'


def blank(match):
    """The left-alone span as spaces, its line breaks kept, so that line numbers still hold."""
    return re.sub(r'[^\n]', ' ', match.group(0))


def offences(text):
    """(line, found, use) for every forbidden variant in text."""
    scanned = LEFT_ALONE.sub(blank, text)
    found = []
    for _, use, variants in GLOSSARY:
        for variant in variants:
            for m in re.finditer(WORD + re.escape(variant) + WORD, scanned, re.IGNORECASE):
                found.append((scanned.count('\n', 0, m.start()) + 1, m.group(0), use))
    return sorted(found)


def main(lessons):
    bad = 0
    root = pathlib.Path(lessons)
    files = sorted(list(root.glob('*/*.de.md')) + list(root.glob('*/*.de.json')))
    for path in files:
        for line, word, use in offences(path.read_text(encoding='utf-8')):
            print(f'{path}:{line}: found {word}, use {use}')
            bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else 'lessons'))
