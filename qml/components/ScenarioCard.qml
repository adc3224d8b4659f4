// ScenarioCard: one prepared scenario on the start page — a small picture of its topology,
// its title, a one-line description and its key facts. Click opens it.
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
    required property string error
    required property string path
    hoverEnabled: true
    focusPolicy: Qt.StrongFocus
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
                // Dumbbell: hosts fanning into two routers.
                ShapePath {
                    strokeColor: Theme.alpha(pic.c, 0.55)
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
                    strokeColor: pic.c
                    strokeWidth: 3.2
                    fillColor: "transparent"
                    startX: pic.w * 0.38; startY: pic.h * 0.5
                    PathLine { x: pic.w * 0.62; y: pic.h * 0.5 }
                }
            }
            Repeater {
                model: [0.38, 0.62]
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
