// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Icon: a small vector icon drawn with Qt Quick Shapes (24×24 design grid), coloured by theme.
import QtQuick
import QtQuick.Shapes

Item {
    id: root
    property string name
    property color color: "black"
    property real size: 20
    implicitWidth: size
    implicitHeight: size

    readonly property var paths: ({
        "play": ["M8 5.5v13l10.5-6.5z", true],
        "pause": ["M7 5h3.5v14H7zM13.5 5H17v14h-3.5z", true],
        "step": ["M6 5.5v13l9-6.5zM16 5.5h2.5v13H16z", true],
        "reset": ["M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4.5 4.5v3.8h3.8", false],
        "dice": ["M6 4h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM8.5 8.5h.01M15.5 15.5h.01M12 12h.01M15.5 8.5h.01M8.5 15.5h.01", false],
        "back": ["M14.5 6l-6 6 6 6", false],
        "moon": ["M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z", false],
        "sun": ["M12 7.5a4.5 4.5 0 1 1 0 9a4.5 4.5 0 1 1 0-9zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4", false],
        "present": ["M3.5 4.5h17v11h-17zM12 15.5v4M8 20h8", false],
        "export": ["M12 4v11M7.5 10.5L12 15l4.5-4.5M5 19.5h14", false],
        "folder": ["M3.5 6.5a1 1 0 0 1 1-1h5l2 2h8a1 1 0 0 1 1 1v9.5a1 1 0 0 1-1 1h-15a1 1 0 0 1-1-1z", false],
        "freeze": ["M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9", false],
        "fit": ["M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5", false],
        "plus": ["M12 5.5v13M5.5 12h13", false],
        "minus": ["M5.5 12h13", false],
        "bell": ["M6.5 16.5v-5.5a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5h-14zM10 20.5a2 2 0 0 0 4 0", false],
        "camera": ["M4 8h3.5l1.5-2h6l1.5 2H20v11H4zM12 10.5a3 3 0 1 1 0 6a3 3 0 1 1 0-6z", false],
        "close": ["M6.5 6.5l11 11M17.5 6.5l-11 11", false],
        "search": ["M10.5 4.5a6 6 0 1 1 0 12a6 6 0 1 1 0-12zM15 15l5 5", false],
        "network": ["M5 6.5a2 2 0 1 1 0 .01zM5 17.5a2 2 0 1 1 0 .01zM19 6.5a2 2 0 1 1 0 .01zM19 17.5a2 2 0 1 1 0 .01zM7 7.5l3.5 3.5M7 16.5l3.5-3.5M17 7.5l-3.5 3.5M17 16.5l-3.5-3.5M10 12h4", false],
        "chart": ["M4 4.5v15h16M7.5 15l3.5-4.5 3 2.5 4.5-6", false],
        "file": ["M6.5 3.5h7l4 4v13h-11zM13.5 3.5v4h4", false],
        "info": ["M12 3.5a8.5 8.5 0 1 1 0 17a8.5 8.5 0 1 1 0-17zM12 11v5.5M12 7.8h.01", false],
        "list": ["M8.5 7h11M8.5 12h11M8.5 17h11M4.5 7h.01M4.5 12h.01M4.5 17h.01", false],
        "sliders": ["M4 7h10M18 7h2M4 17h4M12 17h8M14 5v4M8 15v4", false],
        "cursor": ["M6 3.5l12 7-5.2 1.3-2.3 5.2z", false],
        "globe": ["M12 3.5a8.5 8.5 0 1 1 0 17a8.5 8.5 0 1 1 0-17zM3.5 12h17M12 3.5c-4.5 4.7-4.5 12.3 0 17M12 3.5c4.5 4.7 4.5 12.3 0 17", false]
    })
    readonly property var entry: paths[name] !== undefined ? paths[name] : ["", false]

    Shape {
        anchors.fill: parent
        antialiasing: true
        smooth: true
        transform: Scale { xScale: root.size / 24; yScale: root.size / 24 }
        ShapePath {
            strokeColor: root.entry[1] ? "transparent" : root.color
            strokeWidth: root.entry[1] ? 0 : 1.9
            fillColor: root.entry[1] ? root.color : "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg { path: root.entry[0] }
        }
    }
}
