#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""A student reads a lesson's texts in the app, in every language: its pages (NN-name.md,
NN-name.<code>.md) and the prose of lesson.json and its translation files (lesson.<code>.json).
Words meant for the people who build the lab have no place there: a student cannot open a
repository path, runs no command line, sees a parameter by its label and a metric by its name
(not by the keys scenario files and result tables use), and has no use for the lab's history
or its tests. Flags, in every such text:

  - a repository path: docs/, lessons/, assets/, scripts/, tests/ …, or a file name ending
    .md, .json, .py, .sh, .csv (links included; web addresses are left alone);
  - a command line: opslab-cli, `opslab <subcommand>`, an option such as --set;
  - a parameter key as scenario files write it (section.key, or its snake_case part alone):
    the keys are those docs/models/*.md lists (the output of `opslab-cli describe`, kept
    current by the model schema test), so "Fig. 3", "e.g." or "0.95" are not keys;
  - a metric key: a snake_case column or series name of the results those pages list
    (mean_flows_per_burst), even in `code`: the app titles a metric with words ("Mean flows
    per burst"), never with its key;
  - a choice value with an underscore (first_packet) outside `code`: the app's menu shows it
    as it is written, so a text may name it so, but in backticks;
  - the lab's history and workings: "previous default(s)", „frühere/vorherige
    Voreinstellung(en)“, "test suite"/„Testsuite“, "OPS Lab's".

Only prose counts in lesson.json: titles, paper, reproduces, a sweep's title and its paper
values' labels, a step's title, its scenario's name, its comparison's label, questions'
prompts, choices and feedback, claims' texts and reasons. Ids, file names, sweep, metric, key,
along, plot, vary, table, charts and the other fields are the lesson's machinery. Left alone
everywhere: formulas in $…$, web addresses, and a paper's symbol that is also a key's part or a
column (the schema's nₑ, written n_e; b_D, the bundling degree). Names the app shows as they
are written (an event, `burst_formed`; a node, `agg0`; a policy, `none`) are no keys and pass.
A JSON text's offence is reported at the line its string starts on.

Usage: check_student_text.py LESSONS_DIR [MODELS_DIR]
       (MODELS_DIR defaults to LESSONS_DIR/../docs/models; prints FILE:LINE: found "X": why
       per offence; exit 1 if any)
"""
import json
import json.decoder
import pathlib
import re
import sys

# ---------------------------------------------------------------------------------------------
# What the models declare: docs/models/<model>.md, the Markdown `opslab-cli describe` prints.

ROW = re.compile(r'^\| `([^`]+)` \|(.*)$')
# A symbol's subscript as a text without them writes it: nₑ is n_e.
SUBSCRIPTS = 'ₐₑₒₓₔₕₖₗₘₙₚₛₜᵢⱼᵣᵤᵥ₀₁₂₃₄₅₆₇₈₉'
PLAIN = 'aeoxəhklmnpstijruv0123456789'


def plain(match):
    return '_' + match.group(0).translate(str.maketrans(SUBSCRIPTS, PLAIN))


def read_models(models):
    """(parameters {key: label}, symbols, choice values with '_', metric columns with '_')."""
    params, symbols, choices, columns = {}, set(), set(), set()
    for page in sorted(pathlib.Path(models).glob('*.md')):
        in_results = False
        for line in page.read_text(encoding='utf-8').splitlines():
            if line.startswith('## Results'):
                in_results = True
            m = ROW.match(line)
            if not m:
                continue
            name, cells = m.group(1), [c.strip() for c in m.group(2).split('|')]
            if in_results:
                if '_' in name:
                    columns.add(name)
            elif '.' in name:
                # | key | symbol | label | type | default | range / choices | unit | help |
                symbol, label, kind, _, values = cells[:5]
                params.setdefault(name, label)
                if symbol:
                    symbols.add(symbol)
                    symbols.add(re.sub(f'[{SUBSCRIPTS}]+', plain, symbol))
                if kind == 'choice':
                    choices.update(v.strip() for v in values.split(',') if '_' in v)
    return params, symbols, choices, columns


# ---------------------------------------------------------------------------------------------
# The student's texts with their lines.

def json_strings(text):
    """(path, string, line) for every string value of a JSON document; a path is the tuple of
    the keys from the root, '[]' for a list's element and for an id under sweeps or claims."""
    decoder = json.decoder.JSONDecoder()
    ws = re.compile(r'[ \t\n\r]*')
    out = []

    def skip(i):
        return ws.match(text, i).end()

    def value(i, path):
        i = skip(i)
        c = text[i]
        if c == '{':
            i = skip(i + 1)
            if text[i] == '}':
                return i + 1
            while True:
                key, i = json.decoder.scanstring(text, skip(i) + 1)
                i = skip(i) + 1  # ':'
                is_id = path[-1:] in (('sweeps',), ('claims',))
                i = skip(value(i, path + ('[]' if is_id else key,)))
                if text[i] == '}':
                    return i + 1
                i += 1  # ','
        if c == '[':
            i = skip(i + 1)
            if text[i] == ']':
                return i + 1
            while True:
                i = skip(value(i, path + ('[]',)))
                if text[i] == ']':
                    return i + 1
                i += 1
        if c == '"':
            s, end = json.decoder.scanstring(text, i + 1)
            out.append((path, s, text.count('\n', 0, i) + 1))
            return end
        _, end = decoder.raw_decode(text, i)
        return end

    value(0, ())
    return out


PROSE = [
    ('title',), ('paper',), ('reproduces',),
    ('sweeps', '[]', 'title'), ('sweeps', '[]', 'paper', '[]', 'label'),
    ('steps', '[]', 'title'), ('steps', '[]', 'scenario_name'),
    ('steps', '[]', 'scenario', 'set', 'name'), ('steps', '[]', 'compare', 'label'),
    ('steps', '[]', 'questions', '[]', 'prompt'),
    ('steps', '[]', 'questions', '[]', 'choices', '[]'),
    ('steps', '[]', 'questions', '[]', 'feedback', '[]'),
    ('steps', '[]', 'claims', '[]', 'text'), ('steps', '[]', 'claims', '[]', 'reason'),
]


def texts_of(path):
    """(line, text, multiline) of every student-facing text of one lesson file: a page is one
    text of many lines, a JSON string one text on the line it starts."""
    raw = path.read_text(encoding='utf-8')
    if path.suffix == '.md':
        return [(1, raw, True)]
    return [(line, s, False) for p, s, line in json_strings(raw) if p in PROSE]


# ---------------------------------------------------------------------------------------------
# The rules.

LEFT_ALONE = re.compile(r'\$[^$\n]+\$|https?://[^\s)>\]`"]+')
CODE = re.compile(r'`[^`\n]*`')
REPO_DIRS = r'(?:docs|lessons|assets|scripts|tests|bench|fuzz|packaging|translations)'
FIXED = [
    (re.compile(r'(?<![\w/.-])(?:\.\./)*' + REPO_DIRS + r'/[\w./#-]*'),
     'a repository path: say what the student can do in the app, or the finding itself'),
    (re.compile(r'(?<![\w/.-])[\w][\w./-]*\.(?:md|json|py|sh|csv)\b'),
     'a file of the repository: say what the student can do in the app, or the finding itself'),
    (re.compile(r'\bopslab-cli\b[^`"\n]*|\bopslab [a-z][^`"\n]*'),
     'a command line: the student works in the app'),
    (re.compile(r'(?<![\w-])--[a-z][a-z-]+\b'), 'a command-line option: the student works in the app'),
    (re.compile(r'\b(?:previous|former|old|earlier) defaults?\b', re.IGNORECASE),
     "the lab's history: say what the setting is"),
    (re.compile(r'\b(?:vorherige|frühere|bisherige|alte)[nrsm]?\s+(?:Voreinstellung|Standardeinstellung|Vorgabe)(?:en)?\b',
                re.IGNORECASE),
     "the lab's history: say what the setting is"),
    (re.compile(r'\btest[- ]?suite\b|\bTestfolge\b', re.IGNORECASE),
     "the lab's own tests: say what the run shows"),
    (re.compile(r"\bOPS Lab(?:'s|’s|s)\b"), 'the lab speaking of itself: say what the run shows'),
]


def blank(match):
    return re.sub(r'[^\n]', ' ', match.group(0))


class Rules:
    def __init__(self, models):
        self.params, symbols, choices, columns = read_models(models)
        sections = sorted({k.split('.', 1)[0] for k in self.params})
        # A model's key (topology.b_D), or one no model has any more (a lowercase name after a
        # section: "core.The" is a sentence); with the value it is set to, if one follows.
        known = '|'.join(map(re.escape, sorted(self.params, key=len, reverse=True)))
        unknown = '(?:' + '|'.join(map(re.escape, sections)) + r')\.[a-z_]\w*'
        self.dotted = re.compile(r'(?<![\w.])(?:' + known + '|' + unknown +
                                 r')(?![\w])(?:\s*=\s*[\w.]*\w)?')
        # A parameter's snake_case part alone, unless it is also a paper's symbol (n_e).
        self.tails = {}
        for key, label in self.params.items():
            tail = key.split('.', 1)[1]
            if '_' in tail and tail not in symbols:  # n_e is the paper's nₑ
                self.tails.setdefault(tail, label)
        # A paper's symbol that is a key too (b_D, the bundling degree) is the paper's word.
        self.columns = columns - set(self.tails) - symbols
        self.choices = choices - columns - set(self.tails) - symbols
        self.word = re.compile(r'(?<![\w.])[A-Za-z]\w*_\w+')

    def key_why(self, found):
        key = re.split(r'\s*=', found, 1)[0]
        if key in self.params:
            return f'a parameter key: the app shows it as "{self.params[key]}"'
        return 'a parameter key that no model has: say what the setting is'

    def offences(self, text):
        """(offset, found, why) in one text."""
        scanned = LEFT_ALONE.sub(blank, text)
        found = []
        for pattern, why in FIXED:
            for m in pattern.finditer(scanned):
                found.append((m.start(), m.end(), m.group(0).rstrip(' .,;:'), why))
        for m in self.dotted.finditer(scanned):
            found.append((m.start(), m.end(), m.group(0), self.key_why(m.group(0))))
        outside_code = CODE.sub(blank, scanned)
        for m in self.word.finditer(scanned):
            w = m.group(0)
            if w in self.tails:
                why = f'part of a parameter key: the app shows the parameter as "{self.tails[w]}"'
            elif w in self.columns:
                why = 'a metric key: name the quantity in words, as the app titles it'
            elif w in self.choices and outside_code[m.start()] != ' ':
                why = 'a choice value as scenario files write it: in `backticks`, as the menu shows it'
            else:
                continue
            found.append((m.start(), m.end(), w, why))
        # One offence per place: the longest match that starts first.
        found.sort(key=lambda f: (f[0], -f[1]))
        out, end = [], -1
        for start, stop, what, why in found:
            if start >= end:
                out.append((start, what, why))
                end = stop
        return out


def main(lessons, models=None):
    root = pathlib.Path(lessons)
    rules = Rules(models or root.parent / 'docs' / 'models')
    if not rules.params:
        print(f'no model descriptions in {models or root.parent / "docs" / "models"}')
        return 2
    files = sorted(list(root.glob('*/*.md')) + list(root.glob('*/lesson.json')) +
                   list(root.glob('*/lesson.*.json')))
    bad = 0
    for path in files:
        for first, text, multiline in texts_of(path):
            for offset, what, why in rules.offences(text):
                line = first + text.count('\n', 0, offset) if multiline else first
                print(f'{path}:{line}: found "{what}": {why}')
                bad += 1
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(*sys.argv[1:3]) if len(sys.argv) > 1 else main('lessons'))
