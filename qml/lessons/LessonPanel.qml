// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPanel: a guided lesson beside the workspace (docs/lessons.md) — the steps, the
// step's page, a button that configures the workspace and runs the step's scenario,
// predict-then-run questions, the step's sweeps with a progress bar and their figure, and
// each claim's verdict; exporting the student's work and resetting their progress.
// Everything comes from LessonController; this view only binds.
import QtCore
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Panel {
    id: panel
    objectName: "lessonPanel"
    readonly property var lessons: App.lessons
    property alias sweepChart: sweepChart
    /// A message for the workspace's toast (export done or failed).
    signal notify(string text, bool isError)

    FolderDialog {
        id: sweepFolder
        property string sweepId
        title: qsTr("Save the sweep's CSV files into…")
        onAccepted: {
            const error = panel.lessons.exportSweep(sweepId, selectedFolder.toString())
            panel.notify(error.length > 0 ? error : qsTr("sweep.csv, runs.csv and scenario.json saved in %1").arg(App.localPath(selectedFolder)),
                         error.length > 0)
        }
    }

    // Export my work: the name to put on it, then where to save the PDF (and its JSON).
    WorkExportDialog {
        id: exportDialog
        lessons: panel.lessons
        onNotify: (text, isError) => panel.notify(text, isError)
    }
    // Reset progress, once the student confirms.
    ResetProgressDialog {
        id: resetDialog
        lessons: panel.lessons
    }

    // When a sweep starts, bring its figure (and the claims below it) into view: from the
    // experiment's heading if the figure then still shows whole, else the figure itself.
    function showFigure() {
        const header = experimentHeader.mapToItem(flick.contentItem, 0, 0).y
        const top = figureBox.mapToItem(flick.contentItem, 0, 0).y
        const bottom = top + figureBox.height
        let y = header - 4
        if (bottom + 4 - y > flick.height) y = Math.min(top - 4, bottom + 4 - flick.height)
        flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - flick.height))
    }
    Connections {
        target: panel.lessons
        function onBusyChanged() { if (panel.lessons.busy) scrollTimer.restart() }
        // A lesson opens at its top; a later step at its title (a low window shows its text).
        function onStepChanged() { panel.stepMoved() }
    }
    Timer { id: scrollTimer; interval: 50; onTriggered: panel.showFigure() }
    // The keyboard's focus inside the page (a choice, a sweep's button, a claim's figure) is
    // scrolled into view.
    Connections {
        target: panel.Window.window
        function onActiveFocusItemChanged() { panel.revealFocus() }
    }
    function revealFocus() {
        const item = panel.Window.activeFocusItem
        let p = item
        while (p && p !== flick.contentItem) p = p.parent
        if (!p) return
        const top = item.mapToItem(flick.contentItem, 0, 0).y
        const bottom = top + item.height
        let y = flick.contentY
        if (top < y + 4) y = top - 8
        else if (bottom > y + flick.height - 4) y = bottom + 8 - flick.height
        flick.contentY = Math.max(0, Math.min(y, flick.contentHeight - flick.height))
    }
    property string shownAt: ""  // lesson/step the page was placed for (stepChanged tells more)
    function stepMoved() { const at = lessons.lessonId + "/" + lessons.stepIndex; if (at === shownAt) return; shownAt = at; showStepTop(); stepTopTimer.restart() }
    Timer { id: stepTopTimer; interval: 50; onTriggered: panel.showStepTop() }
    Component.onCompleted: stepTopTimer.restart()
    function showStepTop() { flick.contentY = Math.max(0, Math.min(panel.lessons.stepIndex > 0 ? stepTitle.y : 0, flick.contentHeight - flick.height)) }

    ColumnLayout {
        anchors.fill: parent
        anchors.margins: Theme.pad
        spacing: Theme.gap

        // Header: lesson title, close, scale toggle
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Icon { name: "info"; color: Theme.success; size: Theme.iconSize }
            Text {
                objectName: "lessonTitle"
                Layout.fillWidth: true
                text: panel.lessons.lessonTitle
                color: Theme.text
                font.pixelSize: Theme.large
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
            }
            IconButton {
                objectName: "closeLessonButton"
                iconName: "close"
                onClicked: panel.lessons.closeLesson()
                tip: qsTr("Close the lesson")
            }
        }
        // Steps
        RowLayout {
            Layout.fillWidth: true
            spacing: 4
            Repeater {
                model: panel.lessons.steps
                AbstractButton {
                    required property int index
                    required property string title
                    required property bool visited
                    required property bool done
                    objectName: "stepTab" + index
                    Layout.fillWidth: true
                    implicitHeight: Math.round(30 * Theme.scale)
                    hoverEnabled: true
                    Accessible.role: Accessible.PageTab
                    Accessible.name: qsTr("Step %1: %2").arg(index + 1).arg(title) + (done ? qsTr(" (done)") : "")
                    onClicked: panel.lessons.stepIndex = index
                    ToolTip.visible: hovered
                    ToolTip.text: done ? qsTr("%1 (done)").arg(title) : title
                    ToolTip.delay: 300
                    background: Rectangle {
                        radius: 6
                        color: index === panel.lessons.stepIndex ? Theme.success
                             : visited ? Theme.alpha(Theme.success, 0.25) : Theme.surfaceAlt
                        border.color: Theme.border
                    }
                    contentItem: Text {
                        text: (done ? "✓ " : "") + (index + 1)
                        horizontalAlignment: Text.AlignHCenter
                        verticalAlignment: Text.AlignVCenter
                        color: index === panel.lessons.stepIndex ? "white" : Theme.textDim
                        font.pixelSize: Theme.small
                        font.weight: Font.DemiBold
                    }
                }
            }
        }

        Flickable {
            id: flick
            objectName: "lessonFlick"
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentHeight: body.implicitHeight + Theme.pad
            clip: true
            ScrollBar.vertical: ScrollBar {}
            ColumnLayout {
                id: body
                width: flick.width - 10
                spacing: Theme.pad

                // What it reproduces, the student's work and a load error scroll with the step's
                // page, so that a low window keeps its room for the page and the figure.
                Text {
                    Layout.fillWidth: true
                    text: qsTr("Reproduces %1 — %2").arg(panel.lessons.lessonReproduces).arg(panel.lessons.lessonPaper)
                    color: Theme.textFaint
                    font.pixelSize: Theme.small
                    wrapMode: Text.WordWrap
                }
                // The student's work: saved as they go; exported to hand in, or started again. The two
                // buttons go on two lines in a narrow panel.
                Flow {
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    IconButton {
                        objectName: "exportWorkButton"
                        iconName: "export"
                        text: qsTr("Export my work…")
                        onClicked: exportDialog.open()
                        tip: qsTr("A PDF to hand in (your answers, figures and verdicts), and the same as JSON")
                    }
                    IconButton {
                        objectName: "resetProgressButton"
                        iconName: "reset"
                        text: qsTr("Reset progress")
                        onClicked: resetDialog.open()
                        tip: qsTr("Forget your answers, steps and sweep results in this lesson")
                    }
                }
                // The lesson's files were edited and no longer load.
                Rectangle {
                    objectName: "lessonErrorBox"
                    visible: panel.lessons.lessonError.length > 0
                    Layout.fillWidth: true
                    implicitHeight: lessonErrorText.implicitHeight + 2 * Theme.gap
                    radius: 8
                    color: Theme.dangerSoft
                    border.color: Theme.danger
                    Text {
                        id: lessonErrorText
                        anchors.fill: parent
                        anchors.margins: Theme.gap
                        text: qsTr("The lesson's files changed and no longer load; this is the lesson as it last loaded. %1")
                              .arg(panel.lessons.lessonError)
                        color: Theme.danger
                        font.pixelSize: Theme.small
                        wrapMode: Text.WordWrap
                    }
                }

                Text {
                    id: stepTitle
                    objectName: "stepTitle"
                    Layout.fillWidth: true
                    Accessible.role: Accessible.Heading
                    Accessible.name: text
                    text: qsTr("Step %1 of %2 · %3").arg(panel.lessons.stepIndex + 1).arg(panel.lessons.stepCount).arg(panel.lessons.stepTitle)
                    color: Theme.success
                    font.pixelSize: Theme.small
                    font.weight: Font.DemiBold
                    font.capitalization: Font.AllUppercase
                    wrapMode: Text.WordWrap
                }
                Text {
                    objectName: "stepPage"
                    Layout.fillWidth: true
                    // Read as plain words, without the Markdown's marks.
                    Accessible.role: Accessible.StaticText
                    Accessible.name: panel.lessons.stepPageText
                    text: panel.lessons.stepPage
                    textFormat: Text.MarkdownText
                    color: Theme.text
                    linkColor: Theme.accent
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                    lineHeight: 1.12
                    onLinkActivated: (link) => Qt.openUrlExternally(link)
                }

                IconButton {
                    objectName: "runStepButton"
                    Layout.maximumWidth: body.width  // a long label wraps instead of widening the page
                    visible: panel.lessons.stepHasScenario
                    primary: true
                    iconName: panel.lessons.stepRuns ? "play" : "sliders"
                    text: panel.lessons.stepRuns ? qsTr("Configure and run this step") : qsTr("Configure the workspace")
                    onClicked: {
                        const error = panel.lessons.configureStep(true)
                        if (error.length > 0) console.warn(error)
                    }
                    background: Rectangle { radius: 8; color: Theme.accent }
                }
                // What the workspace shows for this step.
                Text {
                    objectName: "stepWorkspaceNote"
                    visible: text.length > 0
                    Layout.fillWidth: true
                    Accessible.role: Accessible.StaticText
                    Accessible.name: text
                    text: !panel.lessons.stepHasScenario
                          ? (App.simulation.scenarioName.length > 0
                             ? qsTr("This step runs no scenario of its own; the workspace still shows “%1”.").arg(App.simulation.scenarioName)
                             : "")
                          : panel.lessons.stepRuns && panel.lessons.resultsHidden
                            ? qsTr("Predict first: the run starts when you have answered the question below.")
                            : ""
                    color: Theme.textDim
                    font.pixelSize: Theme.small
                    wrapMode: Text.WordWrap
                }
                // Side by side: the step's contrast as two runs on one clock.
                IconButton {
                    objectName: "compareStepButton"
                    Layout.maximumWidth: body.width
                    visible: panel.lessons.stepHasCompare
                    iconName: "sliders"
                    text: qsTr("Compare side by side")
                    tip: panel.lessons.stepCompareLabel
                    onClicked: {
                        const error = panel.lessons.compareStep(Compare)
                        if (error.length > 0) panel.notify(error, true)
                    }
                }

                // Predict, then run
                LessonQuestions {
                    Layout.fillWidth: true
                    lessons: panel.lessons
                }

                // Sweeps of this step
                RowLayout {
                    id: experimentHeader
                    visible: panel.lessons.sweeps.count > 0
                    Layout.fillWidth: true
                    Text {
                        text: qsTr("Experiment")
                        color: Theme.text
                        font.pixelSize: Theme.large
                        font.weight: Font.DemiBold
                        Layout.fillWidth: true
                        Layout.minimumWidth: 0
                        elide: Text.ElideRight  // a narrow panel keeps the scale switch whole
                    }
                    Text { text: qsTr("Quick"); color: panel.lessons.quick ? Theme.text : Theme.textFaint; font.pixelSize: Theme.small }
                    Switch {
                        objectName: "scaleSwitch"
                        checked: !panel.lessons.quick
                        enabled: !panel.lessons.busy
                        onToggled: panel.lessons.quick = !checked
                        // The switch has no text of its own: a screen reader names it by the
                        // label it turns on.
                        Accessible.name: qsTr("Paper scale")
                        Accessible.description: ToolTip.text
                        ToolTip.visible: hovered
                        ToolTip.text: qsTr("Classroom scale (quick, fewer seeds) or the paper's scale")
                    }
                    Text { text: qsTr("Paper scale"); color: panel.lessons.quick ? Theme.textFaint : Theme.text; font.pixelSize: Theme.small }
                }
                // In a Column, not straight in the layout (Qt 6.4: see InspectorPanel.qml).
                Column {
                    Layout.fillWidth: true
                    visible: sweepRows.count > 0
                    spacing: Theme.pad
                    Repeater {
                        id: sweepRows
                        model: panel.lessons.sweeps
                        ColumnLayout {
                            required property string sweepId
                            required property string title
                            required property string status
                            required property int done
                            required property int total
                            required property real progress
                            required property bool shown
                            width: parent ? parent.width : 0
                            spacing: 4
                            RowLayout {
                                Layout.fillWidth: true
                                Text {
                                    Layout.fillWidth: true
                                    text: title
                                    color: shown ? Theme.text : Theme.textDim
                                    font.pixelSize: Theme.body
                                    font.weight: shown ? Font.DemiBold : Font.Normal
                                    wrapMode: Text.WordWrap
                                    MouseArea { anchors.fill: parent; onClicked: panel.lessons.showSweep(sweepId) }
                                }
                                IconButton {
                                    objectName: "runSweep_" + sweepId
                                    iconName: status === "running" ? "pause" : "chart"
                                    text: status === "running" ? qsTr("Stop") : status === "done" || status === "saved" || status === "stale" ? qsTr("Run again") : qsTr("Run sweep")
                                    enabled: status === "running" || !panel.lessons.busy
                                    onClicked: status === "running" ? panel.lessons.cancelSweep() : panel.lessons.runSweep(sweepId)
                                    tip: qsTr("Runs every point with several seeds on worker threads")
                                }
                                IconButton {
                                    objectName: "exportSweep_" + sweepId
                                    visible: status === "done"
                                    iconName: "export"
                                    tip: qsTr("Save this sweep's sweep.csv, runs.csv and scenario.json (the files of opslab-cli sweep)")
                                    onClicked: { sweepFolder.sweepId = sweepId; sweepFolder.open() }
                                }
                            }
                            Chip {
                                objectName: "sweepStale_" + sweepId
                                visible: status === "stale"
                                text: qsTr("out of date: re-run")
                                tint: Theme.danger
                            }
                            ProgressBar {
                                Layout.fillWidth: true
                                visible: total > 0
                                value: progress
                            }
                            Text {
                                visible: total > 0
                                text: status === "done" ? qsTr("%1 / %n run(s) · done", "", total).arg(done)
                                      : status === "running" ? qsTr("%1 / %n run(s) · running", "", total).arg(done)
                                      : qsTr("%1 / %n run(s)", "", total).arg(done)
                                color: Theme.textFaint
                                font.pixelSize: Theme.small
                            }
                        }
                    }
                }
                Rectangle {
                    id: figureBox
                    objectName: "figureBox"
                    visible: panel.lessons.sweeps.count > 0
                    Layout.fillWidth: true
                    // Whole in the panel's view, however low the window.
                    Layout.preferredHeight: Math.max(Math.round(200 * Theme.scale),
                                                     Math.min(Math.round(270 * Theme.scale), flick.height - 8))
                                            + (metricPicker.visible ? metricPicker.height + 4 : 0)
                    radius: 8
                    color: Theme.surfaceAlt
                    border.color: Theme.border
                    Text {
                        id: figureTitle
                        objectName: "figureTitle"
                        anchors { left: parent.left; top: parent.top; margins: 8; right: figureExport.left }
                        text: panel.lessons.figureStale ? qsTr("%1 · out of date: re-run").arg(panel.lessons.figureTitle)
                                                        : panel.lessons.figureTitle
                        color: panel.lessons.figureStale ? Theme.danger : Theme.textDim
                        font.pixelSize: Theme.small
                        font.weight: Font.DemiBold
                        elide: Text.ElideRight
                    }
                    // On a line of its own under the title (the panel is narrow).
                    MetricPicker {
                        id: metricPicker
                        lessons: panel.lessons
                        anchors { left: parent.left; top: figureTitle.bottom; leftMargin: 6; topMargin: 4 }
                        width: Math.min(Math.round(280 * Theme.scale), figureBox.width - 12)
                    }
                    ChartExportButton {
                        id: figureExport
                        objectName: "exportFigure"
                        visible: panel.lessons.points.count > 0
                        anchors { right: parent.right; top: parent.top; margins: 2 }
                        target: sweepChart
                        name: panel.lessons.figureSweep
                        title: panel.lessons.figureTitle
                        onReported: (text, isError) => panel.notify(text, isError)
                    }
                    SweepChart {
                        id: sweepChart
                        objectName: "sweepChart"
                        lessons: panel.lessons
                        anchors.fill: parent
                        anchors.topMargin: metricPicker.visible ? metricPicker.y + metricPicker.height : 22
                        anchors.bottomMargin: 10
                    }
                    Text {
                        anchors.centerIn: parent
                        width: parent.width - 24  // wraps in a narrow card instead of running past it
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        visible: panel.lessons.points.count === 0
                        objectName: "figurePlaceholder"
                        text: panel.lessons.resultsHidden ? qsTr("Answer the question above to see the results")
                              : panel.lessons.busy ? qsTr("Points appear as they finish…") : qsTr("Run the sweep to draw the figure")
                        color: Theme.textFaint
                        font.pixelSize: Theme.body
                    }
                }

                // Claims and their verdicts
                LessonClaims {
                    Layout.fillWidth: true
                    lessons: panel.lessons
                }
                Text {
                    visible: panel.lessons.message.length > 0
                    Layout.fillWidth: true
                    text: panel.lessons.message
                    color: Theme.danger
                    font.pixelSize: Theme.body
                    wrapMode: Text.WordWrap
                }
            }
        }

        // Navigation
        RowLayout {
            Layout.fillWidth: true
            IconButton {
                objectName: "prevStepButton"
                iconName: "back"
                text: qsTr("Previous")
                enabled: panel.lessons.stepIndex > 0
                onClicked: { panel.lessons.previousStep(); flick.contentY = 0 }
            }
            Item { Layout.fillWidth: true }
            IconButton {
                objectName: "nextStepButton"
                text: qsTr("Next step")
                primary: true
                enabled: panel.lessons.stepIndex + 1 < panel.lessons.stepCount
                onClicked: { panel.lessons.nextStep(); flick.contentY = 0 }
                background: Rectangle { radius: 8; color: Theme.accent }
            }
        }
    }
}
