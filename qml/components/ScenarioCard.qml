// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioCard: one prepared scenario on the start page — a small picture of its topology
// (drawn from its model's layout hint: a dumbbell, with its deflection path if it has one, a
// layered fat-tree, a map of nodes and links, or a router pair with line cards), its title, a
// one-line description and its key facts. Click opens it.
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtQuick.Shapes
import OpsLab.Ui

AbstractButton {
    id: card
    required property string title
    required property string description
    required property string details
    required property string modelName
    required property string layout
    required property bool detour
    required property var mapNodes
    required property var mapLinks
    required property string error
    required property string path
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
    Accessible.name: title
    Accessible.description: description
    Keys.onReturnPressed: card.clicked()
    Keys.onEnterPressed: card.clicked()
    implicitWidth: Math.round(340 * Theme.scale)
    implicitHeight: Math.round(214 * Theme.scale)

    background: Rectangle {
        radius: 14
        color: Theme.surface
        border.width: card.hovered || card.activeFocus ? 2 : 1
        border.color: card.hovered || card.activeFocus ? Theme.accent : Theme.border
        Behavior on border.color { ColorAnimation { duration: 120 } }
    }

    contentItem: ColumnLayout {
        spacing: Math.round(10 * Theme.scale)

        // A picture of the model's topology.
        Rectangle {
            Layout.fillWidth: true
            Layout.preferredHeight: Math.round(74 * Theme.scale)
            radius: 10
            color: Theme.accentSoft
            clip: true
            Shape {
                id: pic
                anchors.fill: parent
                anchors.margins: 10
                antialiasing: true
                readonly property real w: width
                readonly property real h: height
                readonly property color c: Theme.accent
                readonly property bool fatTree: card.layout === "layered"
                readonly property bool dumbbell: card.layout === "dumbbell"
                readonly property bool map: card.layout === "map"
                readonly property bool routerPair: card.layout === "router_pair"
                // Router pair: the two routers' centres and their line cards' rows.
                readonly property var routers: [0.3, 0.7]
                readonly property var cards: [0.2, 0.5, 0.8]
                // Fat-tree: core, aggregation and edge switches above the servers (k = 4 shown).
                readonly property var layers: [[0.25, 0.55], [0.08, 0.3, 0.52, 0.74], [0.08, 0.3, 0.52, 0.74]]
                readonly property var rows: [0.08, 0.38, 0.68]
                ShapePath {
                    strokeColor: pic.fatTree ? Theme.alpha(pic.c, 0.55) : "transparent"
                    strokeWidth: 1.4
                    fillColor: "transparent"
                    PathSvg {
                        path: {
                            if (!pic.fatTree) return ""
                            var ys = pic.rows, p = ""
                            for (var l = 0; l + 1 < 3; ++l)
                                for (var a = 0; a < pic.layers[l].length; ++a)
                                    for (var b = 0; b < pic.layers[l + 1].length; ++b) {
                                        // core to every pod's aggregation; within a pod, agg to edge
                                        if (l === 1 && Math.floor(a / 2) !== Math.floor(b / 2)) continue
                                        p += "M" + pic.w * pic.layers[l][a] + " " + pic.h * ys[l] +
                                             "L" + pic.w * pic.layers[l + 1][b] + " " + pic.h * ys[l + 1]
                                    }
                            for (var e = 0; e < 4; ++e)
                                for (var sv = -1; sv <= 1; sv += 2)
                                    p += "M" + pic.w * pic.layers[2][e] + " " + pic.h * 0.68 +
                                         "L" + pic.w * (pic.layers[2][e] + sv * 0.04) + " " + pic.h * 0.98
                            return p
                        }
                    }
                }
                // Map: the model's nodes at their positions and the links between them.
                ShapePath {
                    strokeColor: pic.map ? Theme.alpha(pic.c, 0.55) : "transparent"
                    strokeWidth: 1.4
                    fillColor: "transparent"
                    PathSvg {
                        path: {
                            if (!pic.map) return ""
                            var p = "", n = card.mapNodes
                            for (var i = 0; i < card.mapLinks.length; ++i) {
                                var a = n[card.mapLinks[i][0]], b = n[card.mapLinks[i][1]]
                                if (a === undefined || b === undefined) continue
                                p += "M" + pic.w * a[0] + " " + pic.h * a[1] + "L" + pic.w * b[0] + " " + pic.h * b[1]
                            }
                            return p
                        }
                    }
                }
                // Router pair: hosts fanning into each router, a bundle of lightpaths between them.
                ShapePath {
                    strokeColor: pic.routerPair ? Theme.alpha(pic.c, 0.55) : "transparent"
                    strokeWidth: 1.4
                    fillColor: "transparent"
                    PathSvg {
                        path: {
                            if (!pic.routerPair) return ""
                            var p = ""
                            for (var i = 0; i < 3; ++i) {
                                var y = pic.h * pic.cards[i]
                                p += "M" + pic.w * 0.04 + " " + y + "L" + pic.w * (pic.routers[0] - 0.07) + " " + y
                                p += "M" + pic.w * (pic.routers[1] + 0.07) + " " + y + "L" + pic.w * 0.96 + " " + y
                                p += "M" + pic.w * (pic.routers[0] + 0.07) + " " + pic.h * (0.42 + i * 0.08) +
                                     "L" + pic.w * (pic.routers[1] - 0.07) + " " + pic.h * (0.42 + i * 0.08)
                            }
                            return p
                        }
                    }
                }
                // Crossbar: a switch's inputs as rows, its outputs as columns, a few crosspoints set.
                readonly property bool crossbar: card.layout === "crossbar"
                ShapePath {
                    strokeColor: pic.crossbar ? Theme.alpha(pic.c, 0.55) : "transparent"
                    strokeWidth: 1.4
                    fillColor: "transparent"
                    PathSvg {
                        path: {
                            if (!pic.crossbar) return ""
                            var p = "", k = 5, x0 = pic.w * 0.3, x1 = pic.w * 0.7, y0 = pic.h * 0.1, y1 = pic.h * 0.9
                            for (var i = 0; i < k; ++i) {
                                var y = y0 + (y1 - y0) * (i + 0.5) / k, x = x0 + (x1 - x0) * (i + 0.5) / k
                                p += "M" + pic.w * 0.12 + " " + y + "L" + x1 + " " + y
                                p += "M" + x + " " + y0 + "L" + x + " " + pic.h * 0.98
                            }
                            for (var m = 0; m < k; ++m) {  // a matching: one crosspoint per row and column
                                var cx = x0 + (x1 - x0) * (((m * 2) % k) + 0.5) / k, cy = y0 + (y1 - y0) * (m + 0.5) / k
                                p += "M" + (cx - 4) + " " + cy + "A4 4 0 1 0 " + (cx + 4) + " " + cy + "A4 4 0 1 0 " + (cx - 4) + " " + cy
                            }
                            return p
                        }
                    }
                }
                // Dumbbell: hosts fanning into two routers (and the longer path, if it has one).
                ShapePath {
                    strokeColor: pic.dumbbell ? Theme.alpha(pic.c, 0.55) : "transparent"
                    strokeWidth: 1.6
                    fillColor: "transparent"
                    PathSvg {
                        path: {
                            var p = ""
                            for (var i = 0; i < 5; ++i) {
                                var y = pic.h * (0.1 + i * 0.2)
                                p += "M" + pic.w * 0.05 + " " + y + "L" + pic.w * 0.38 + " " + pic.h * 0.5
                                p += "M" + pic.w * 0.62 + " " + pic.h * 0.5 + "L" + pic.w * 0.95 + " " + y
                            }
                            return p
                        }
                    }
                }
                ShapePath {
                    strokeColor: pic.dumbbell ? pic.c : "transparent"
                    strokeWidth: 3.2
                    fillColor: "transparent"
                    startX: pic.w * 0.38; startY: pic.h * 0.5
                    PathLine { x: pic.w * 0.62; y: pic.h * 0.5 }
                }
                ShapePath {
                    strokeColor: pic.dumbbell && card.detour ? Theme.alpha(pic.c, 0.7) : "transparent"
                    strokeWidth: 1.6
                    strokeStyle: ShapePath.DashLine
                    dashPattern: [3, 3]
                    fillColor: "transparent"
                    startX: pic.w * 0.38; startY: pic.h * 0.5
                    PathQuad { x: pic.w * 0.62; y: pic.h * 0.5; controlX: pic.w * 0.5; controlY: pic.h * 1.15 }
                }
            }
            Repeater {  // fat-tree switches
                model: {
                    var out = []
                    if (pic.fatTree)
                        for (var l = 0; l < 3; ++l)
                            for (var i = 0; i < pic.layers[l].length; ++i) out.push([pic.layers[l][i], pic.rows[l]])
                    return out
                }
                Rectangle {
                    width: Math.round(9 * Theme.scale); height: width; radius: 2
                    color: Theme.accent
                    x: pic.x + pic.w * modelData[0] - width / 2
                    y: pic.y + pic.h * modelData[1] - height / 2
                }
            }
            Repeater {  // map nodes
                model: pic.map ? card.mapNodes : []
                Rectangle {
                    width: Math.round(7 * Theme.scale); height: width; radius: width / 2
                    color: Theme.accent
                    x: pic.x + pic.w * modelData[0] - width / 2
                    y: pic.y + pic.h * modelData[1] - height / 2
                }
            }
            Repeater {  // router pair: each router a box with its line cards
                model: pic.routerPair ? pic.routers : []
                Rectangle {
                    id: router
                    required property real modelData
                    width: pic.w * 0.14; height: pic.h * 0.92; radius: 4
                    color: Theme.accent
                    x: pic.x + pic.w * modelData - width / 2
                    y: pic.y + pic.h * 0.04
                    Repeater {
                        model: pic.cards
                        Rectangle {
                            required property real modelData
                            width: router.width * 0.6; height: Math.max(3, pic.h * 0.12); radius: 1
                            color: Theme.surface
                            x: (router.width - width) / 2
                            y: pic.h * modelData - pic.h * 0.04 - height / 2
                        }
                    }
                }
            }
            Repeater {
                model: pic.dumbbell ? [0.38, 0.62] : []
                Rectangle {
                    width: Math.round(16 * Theme.scale); height: width; radius: width / 2
                    color: Theme.accent
                    border.color: Theme.surface; border.width: 2
                    x: pic.x + pic.w * modelData - width / 2
                    y: pic.y + pic.h * 0.5 - height / 2
                }
            }
            Text {
                anchors.right: parent.right
                anchors.bottom: parent.bottom
                anchors.margins: 8
                text: card.modelName
                color: Theme.accent
                font.pixelSize: Theme.small
                font.family: Theme.monoFamily
            }
        }

        Text {
            Layout.fillWidth: true
            text: card.title
            color: Theme.text
            font.pixelSize: Theme.large
            font.weight: Font.DemiBold
            elide: Text.ElideRight
            maximumLineCount: 1
        }
        Text {
            Layout.fillWidth: true
            Layout.fillHeight: true
            text: card.error.length > 0 ? card.error : card.description
            color: card.error.length > 0 ? Theme.danger : Theme.textDim
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
            elide: Text.ElideRight
            maximumLineCount: 2
            verticalAlignment: Text.AlignTop
        }
        Text {
            Layout.fillWidth: true
            text: card.details
            color: Theme.textFaint
            font.pixelSize: Theme.small
            elide: Text.ElideRight
        }
    }
}
