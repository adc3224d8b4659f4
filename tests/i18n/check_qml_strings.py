#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 OPS Lab contributors
# SPDX-License-Identifier: GPL-3.0-or-later
"""Fails on a user-visible string literal in the app's QML that bypasses qsTr.

A literal counts as user-visible when it reads as words: it holds a space next to a letter,
or it is a capitalised word, or it is bound to a property people read (text, title, tip,
placeholderText, label, ToolTip.text, description, …). Literals that are code rather than
text are left alone: arguments of qsTr/qsTranslate, object names, ids, keys and compared
values, file suffixes, colours, URLs, icon names, console output. A line that really shows
no text to anyone can say so with a trailing `// no-tr: <why>` comment.

Usage: check_qml_strings.py QML_DIR...   (exit 1 and one line per literal when any is found)
"""
import pathlib
import re
import sys

VISIBLE_PROPS = {'text', 'title', 'tip', 'placeholderText', 'label', 'description', 'caption',
                 'header', 'subtitle', 'ToolTip.text', 'hint', 'message', 'summary', 'heading',
                 'prompt', 'emptyText', 'nameFilters', 'acceptLabel', 'rejectLabel'}
CODE_PROPS = {'objectName', 'iconName', 'id', 'font.family', 'source', 'suffix', 'icon.source',
              'sequence', 'sequences', 'role', 'textRole', 'valueRole', 'state', 'when',
              'currentFolder', 'defaultSuffix', 'fileMode', 'property'}
# What stands right before a literal that is code: a translation call, a comparison, a switch
# label, an index, a call that takes a key, name or path, console output.
CODE_CONTEXT = re.compile(
    r'(\b(qsTr|qsTranslate|qsTrId|QT_TR_NOOP|QT_TRANSLATE_NOOP)\s*\(\s*(\w+\s*\(\s*)?|'
    r'===?\s*|!==?\s*|\bcase\s+|[\w\])]\[\s*|'
    r'\.(indexOf|startsWith|endsWith|includes|split|join|replace|hasOwnProperty|value|arg|get|'
    r'set\w*|find\w*|child\w*|call|emit|property|series|require|chart\w*|'
    r'resolvedUrl|fileUrl|localPath|suggestedName|locale)\(\s*(\w[^,()]*,\s*)*|'
    r'\bconsole\.\w+\(.*|\bimport\b.*)$')
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"|\'((?:[^\'\\\n]|\\.)*)\'')
WORDY = re.compile(r'[A-Za-z]{2,}')


def strip_comments(text):
    """Blanks comments, keeping string literals and line numbers intact."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c in '"\'':
            j = i + 1
            while j < n and text[j] != c and text[j] != '\n':
                j += 2 if text[j] == '\\' else 1
            out.append(text[i:j + 1])
            i = j + 1
        elif text.startswith('//', i):
            j = text.find('\n', i)
            j = n if j < 0 else j
            out.append(' ' * (j - i))
            i = j
        elif text.startswith('/*', i):
            j = text.find('*/', i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r'[^\n]', ' ', text[i:j]))
            i = j
        else:
            out.append(c)
            i += 1
    return ''.join(out)


def bound_property(line_before):
    """The property a binding on this line sets (`text:`, `ToolTip.text:` …), or None."""
    segment = re.split(r'[;{]', line_before)[-1]
    m = re.match(r'\s*([A-Za-z_][\w.]*)\s*:', segment)
    return m.group(1) if m else None


def looks_visible(literal, before, after):
    if not WORDY.search(literal):
        return False
    if CODE_CONTEXT.search(before) or bound_property(before) in CODE_PROPS:
        return False
    if re.match(r'\s*(===?|!==?)', after):  # compared
        return False
    if re.match(r'\s*:', after) and re.search(r'([{,]|^)\s*$', before):  # { "key": value }
        return False
    if re.match(r'^(#|qrc:|file:|https?:|image:|\.\w+$|[\w-]+\.\w+$|[\w-]+:$|-[\w.-]+$|[\w-]+-$)', literal):
        return False
    if re.fullmatch(r'(Ctrl|Shift|Alt|Meta)(\+\w+)+|Up|Down|Left|Right|Escape|Space|Return|Enter|Del|Tab|F\d+', literal):
        return False  # a key sequence
    if re.fullmatch(r'[MmLlHhVvCcSsQqTtAaZz0-9 .,+-]+', literal) and re.search(r'\d', literal):
        return False  # an SVG path
    if bound_property(before) in VISIBLE_PROPS:
        return True
    if re.search(r'[A-Za-z]\s|\s[A-Za-z]', literal):
        return True
    return bool(re.fullmatch(r'[A-Z][a-z]+[A-Za-z]*[.…:!?]*', literal))


def scan(path):
    raw = path.read_text(encoding='utf-8')
    lines = strip_comments(raw).split('\n')
    raw_lines = raw.split('\n')
    found = []
    for number, line in enumerate(lines, 1):
        if '// no-tr' in raw_lines[number - 1]:
            continue
        for m in LITERAL.finditer(line):
            literal = m.group(1) if m.group(1) is not None else m.group(2)
            if looks_visible(literal, line[:m.start()], line[m.end():]):
                found.append((number, literal))
    return found


def main(dirs):
    bad = 0
    for d in dirs:
        for path in sorted(pathlib.Path(d).rglob('*.qml')):
            for number, literal in scan(path):
                print(f'{path}:{number}: user-visible string outside qsTr(): "{literal}"')
                bad += 1
    if bad:
        print(f'{bad} string(s) bypass qsTr — wrap them (qsTr("…%1").arg(x), %n for counts) '
              'or mark a line that shows nothing with // no-tr: <why>', file=sys.stderr)
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:] or ['qml']))
