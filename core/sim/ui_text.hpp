// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// UI text: the marker on literals of the core that people read in the app — chart titles,
// series labels and units, histogram words, buffer labels, the event log's sentences, TCP
// state names. It expands to its text: the core and the CLI keep the English. Qt's lupdate
// reads OPSLAB_UI_TEXT as QT_TRANSLATE_NOOP and OPSLAB_UI_TEXT_N as QT_TRANSLATE_N_NOOP
// (app/gui/CMakeLists.txt: -tr-function-alias), so translations/*.ts hold these texts, and the
// GUI translates them where it shows them (QCoreApplication::translate(context, text)).
//
// Contexts, a fixed few: "model" — what a model declares for its charts, series, histograms
// and buffers, and its one-line description; "schema" — the words of the parameter schemas
// (group titles, labels, units, help texts; the papers' symbols and the choices' values stay
// as they are); "event" — the event log's sentences and their pieces, drop causes' labels;
// "tcp" — a sender's state names.
//
// A text with arguments is a template with Qt's positional placeholders %1 … %9 (a
// translation may reorder them); a counted text (_N) holds %n and writes its English plural
// as "(s)" ("%n IP packet(s)"), which reads "s" unless the count is 1 — net/event_text.hpp
// fills both. No Qt here: this header is all the core knows of translation.
#pragma once

#define OPSLAB_UI_TEXT(context, text) text
#define OPSLAB_UI_TEXT_N(context, text) text
