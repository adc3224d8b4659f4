// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Panel: a rounded surface with a hairline border — the frame of every card and side panel.
import QtQuick
import OpsLab.Ui

Rectangle {
    color: Theme.surface
    radius: Theme.radius
    border.color: Theme.border
    border.width: 1
}
