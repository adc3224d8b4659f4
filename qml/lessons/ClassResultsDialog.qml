// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ClassResultsDialog: "Class results…" — the teacher's view of a class (docs/class-report.md).
// A folder of the students' exported work (the JSON beside each PDF) is read by ClassResults;
// tabs show per step who reached and finished it, per question the shares right, the most
// common wrong answer, what the runs showed, each student, and the files skipped with the
// reason. "Save as PDF…" and "Save as CSV…" write the report. Keyboard: Tab reaches every
// button, the lesson picker, the tabs and each list (arrow keys move in a list); Escape closes.
import QtCore
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import QtQuick.Layouts
import OpsLab
import OpsLab.Ui
import "../components"

Popup {
    id: root
    objectName: "classResultsDialog"
    parent: Overlay.overlay
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.pad : 1000, Math.round(1100 * Theme.scale))
    height: parent ? parent.height - 2 * Theme.pad : 680
    padding: Theme.pad
    background: Rectangle { color: Theme.surface; radius: Theme.radius; border.color: Theme.border }

    /// The report, for tests and the view.
    readonly property alias results: results
    property string message
    property bool messageIsError: false

    function say(text, isError) {
        message = text
        messageIsError = isError
    }
    // "k of n (p %)"
    function share(k, n) {
        return n > 0 ? qsTr("%1 of %2 (%3 %)").arg(k).arg(n).arg(Math.round(100 * k / n)) : qsTr("%1 of %2").arg(k).arg(n)
    }

    onOpened: {
        say("", false)
        chooseButton.forceActiveFocus()
        if (results.folder.length === 0) folderDialog.open()
    }

    ClassResults {
        id: results
        lessons: App.lessons
    }
    FolderDialog {
        id: folderDialog
        title: qsTr("Choose the folder with your students' exported work (.json files)")
        currentFolder: StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
        onAccepted: {
            const error = results.open(selectedFolder.toString())
            root.say(error, error.length > 0)
            tabs.currentIndex = results.hasWork ? 0 : 4
        }
    }
    FileDialog {
        id: pdfDialog
        title: qsTr("Save the class results as PDF")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "pdf"
        nameFilters: [qsTr("PDF files (*.pdf)")]
        currentFolder: StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
        onAccepted: {
            const error = results.savePdf(selectedFile.toString())
            root.say(error.length > 0 ? error : qsTr("Saved %1").arg(App.localPath(selectedFile)), error.length > 0)
        }
    }
    FileDialog {
        id: csvDialog
        title: qsTr("Save the class results as CSV")
        fileMode: FileDialog.SaveFile
        defaultSuffix: "csv"
        nameFilters: [qsTr("CSV files (*.csv)")]
        currentFolder: StandardPaths.writableLocation(StandardPaths.DocumentsLocation)
        onAccepted: {
            const error = results.saveCsv(selectedFile.toString())
            root.say(error.length > 0 ? error : qsTr("Saved %1").arg(App.localPath(selectedFile)), error.length > 0)
        }
    }

    // One line of a list: a heading and what it counts, read out as one sentence.
    component ResultRow: Rectangle {
        id: resultRow
        property string heading
        property string detail
        property real barShare: -1  // a bar of this share (0–1) under the heading; -1: none
        width: ListView.view ? ListView.view.width : 0
        implicitHeight: rowColumn.implicitHeight + 2 * Theme.gap
        color: ListView.isCurrentItem && ListView.view.activeFocus ? Theme.accentSoft : "transparent"
        radius: 6
        Accessible.role: Accessible.ListItem
        Accessible.name: heading + ". " + detail
        ColumnLayout {
            id: rowColumn
            anchors { left: parent.left; right: parent.right; verticalCenter: parent.verticalCenter; margins: Theme.gap }
            spacing: 2
            Text {
                Layout.fillWidth: true
                text: resultRow.heading
                color: Theme.text
                font.pixelSize: Theme.body
                font.weight: Font.Medium
                wrapMode: Text.WordWrap
            }
            Rectangle {
                visible: resultRow.barShare >= 0
                Layout.fillWidth: true
                implicitHeight: Math.round(6 * Theme.scale)
                radius: 3
                color: Theme.border
                Rectangle {
                    width: parent.width * Math.max(0, Math.min(1, resultRow.barShare))
                    height: parent.height
                    radius: 3
                    color: Theme.accent
                }
            }
            Text {
                Layout.fillWidth: true
                text: resultRow.detail
                color: Theme.textDim
                font.pixelSize: Theme.small
                wrapMode: Text.WordWrap
            }
        }
    }
    component ResultList: ListView {
        property string name
        property string emptyText
        clip: true
        activeFocusOnTab: true
        keyNavigationEnabled: true
        boundsBehavior: Flickable.StopAtBounds
        Accessible.role: Accessible.List
        Accessible.name: name
        ScrollBar.vertical: ScrollBar {}
        Text {
            anchors.centerIn: parent
            width: parent.width - 2 * Theme.pad
            visible: parent.count === 0
            text: parent.emptyText
            color: Theme.textDim
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }

    ColumnLayout {
        anchors.fill: parent
        spacing: Theme.gap
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Text {
                text: qsTr("Class results")
                color: Theme.text
                font.pixelSize: Theme.title
                font.weight: Font.DemiBold
                Layout.fillWidth: true
                elide: Text.ElideRight
            }
            IconButton {
                id: chooseButton
                objectName: "classFolderButton"
                iconName: "folder"
                text: qsTr("Choose folder…")
                tip: qsTr("Read the exported work (.json) your students handed in, all in one folder")
                onClicked: folderDialog.open()
            }
            IconButton {
                objectName: "classPdfButton"
                iconName: "export"
                text: qsTr("Save as PDF…")
                tip: qsTr("The report as a PDF: steps, questions, runs, students and skipped files")
                enabled: results.folder.length > 0
                onClicked: pdfDialog.open()
            }
            IconButton {
                objectName: "classCsvButton"
                iconName: "file"
                text: qsTr("Save as CSV…")
                tip: qsTr("One row per student and step, as opslab-cli class report --csv writes it")
                enabled: results.folder.length > 0
                onClicked: csvDialog.open()
            }
            IconButton {
                objectName: "classCloseButton"
                iconName: "close"
                tip: qsTr("Close the class results")
                onClicked: root.close()
            }
        }
        Text {
            Layout.fillWidth: true
            text: results.folder.length > 0 ? results.folder + " · " + results.summary
                                            : qsTr("Choose the folder where you collected your students' exported work (the .json file beside each PDF).")
            color: Theme.textDim
            font.pixelSize: Theme.body
            wrapMode: Text.WordWrap
        }
        Text {
            objectName: "classMessage"
            Layout.fillWidth: true
            visible: root.message.length > 0
            text: root.message
            color: root.messageIsError ? Theme.danger : Theme.success
            font.pixelSize: Theme.small
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.fillWidth: true
            visible: results.lessonNames.length > 1
            Text { text: qsTr("Lesson:"); color: Theme.text; font.pixelSize: Theme.body }
            ComboBox {
                objectName: "classLessonPicker"
                Layout.fillWidth: true
                model: results.lessonNames
                currentIndex: results.lessonIndex
                onActivated: (index) => results.lessonIndex = index
                Accessible.name: qsTr("Lesson shown")
            }
        }
        Text {
            Layout.fillWidth: true
            visible: results.hasWork
            text: results.checkedAgainst
            color: Theme.textFaint
            font.pixelSize: Theme.small
            wrapMode: Text.WordWrap
        }
        TabBar {
            id: tabs
            objectName: "classTabs"
            Layout.fillWidth: true
            TabButton { text: qsTr("Steps"); Accessible.name: text; focusPolicy: Qt.StrongFocus }
            TabButton { text: qsTr("Questions"); Accessible.name: text; focusPolicy: Qt.StrongFocus }
            TabButton { text: qsTr("What the runs showed"); Accessible.name: text; focusPolicy: Qt.StrongFocus }
            TabButton { text: qsTr("Students (%1)").arg(results.students.count); Accessible.name: text; focusPolicy: Qt.StrongFocus }
            TabButton {
                objectName: "classSkippedTab"
                text: qsTr("Skipped files (%1)").arg(results.skipped.count)
                Accessible.name: text
                focusPolicy: Qt.StrongFocus
            }
        }
        StackLayout {
            Layout.fillWidth: true
            Layout.fillHeight: true
            currentIndex: tabs.currentIndex
            ResultList {
                objectName: "classStepList"
                name: qsTr("Steps: who reached and who finished each")
                emptyText: qsTr("No student's work read yet.")
                model: results.steps
                delegate: ResultRow {
                    required property int number
                    required property string title
                    required property int reached
                    required property int done
                    required property int students
                    heading: qsTr("Step %1 · %2").arg(number).arg(title)
                    detail: qsTr("Reached: %1 · done: %2").arg(root.share(reached, students)).arg(root.share(done, students))
                    barShare: students > 0 ? done / students : 0
                }
            }
            ResultList {
                objectName: "classQuestionList"
                name: qsTr("Questions: shares right and the most common wrong answer")
                emptyText: qsTr("No questions in the work read.")
                model: results.questions
                delegate: ResultRow {
                    required property string label
                    required property string prompt
                    required property int answered
                    required property int rightFirst
                    required property int rightEventually
                    required property int shown
                    required property string wrongLetter
                    required property string wrongText
                    required property int wrongCount
                    required property int students
                    heading: label + " " + prompt
                    detail: qsTr("Answered: %1 · right first time: %2 · right in the end: %3 · answer shown: %4")
                                .arg(root.share(answered, students)).arg(root.share(rightFirst, answered))
                                .arg(root.share(rightEventually, answered)).arg(shown)
                            + "\n" + (wrongLetter.length > 0
                                      ? qsTr("Most common wrong first answer: %1. %2 (%3)").arg(wrongLetter).arg(wrongText).arg(wrongCount)
                                      : qsTr("No wrong first answer."))
                    barShare: answered > 0 ? rightFirst / answered : 0
                }
            }
            ResultList {
                objectName: "classClaimList"
                name: qsTr("What the students' runs showed, claim by claim")
                emptyText: qsTr("No claims in the work read.")
                model: results.claims
                delegate: ResultRow {
                    required property int step
                    required property string text
                    required property int ran
                    required property int pass
                    required property int fail
                    required property int notShown
                    required property int info
                    required property int predictedRight
                    required property bool stepHasQuestions
                    required property int students
                    heading: qsTr("Step %1 · %2").arg(step).arg(text)
                    detail: qsTr("Run by %1 · pass %2, fail %3, not shown %4, info %5").arg(root.share(ran, students))
                                .arg(pass).arg(fail).arg(notShown).arg(info)
                            + (stepHasQuestions && ran > 0
                               ? " · " + qsTr("%1 of them had predicted the step right first time").arg(predictedRight) : "")
                    barShare: ran > 0 ? pass / ran : 0
                }
            }
            ResultList {
                objectName: "classStudentList"
                name: qsTr("Students")
                emptyText: qsTr("No student's work read yet.")
                model: results.students
                delegate: ResultRow {
                    required property string name
                    required property string file
                    required property string exportedAt
                    required property int stepsDone
                    required property int stepsVisited
                    required property int stepCount
                    required property int answered
                    required property int questions
                    required property int rightFirst
                    required property int sweepsRun
                    required property int pass
                    required property int fail
                    required property int other
                    heading: name
                    detail: qsTr("Steps done %1 of %2 (visited %3) · answered %4 of %5, right first time %6 · sweeps run %7 · verdicts: %8 pass, %9 fail")
                                .arg(stepsDone).arg(stepCount).arg(stepsVisited).arg(answered).arg(questions)
                                .arg(rightFirst).arg(sweepsRun).arg(pass).arg(fail)
                            + (other > 0 ? ", " + qsTr("%1 other").arg(other) : "")
                            + "\n" + qsTr("%1, exported %2").arg(file).arg(exportedAt)
                    barShare: stepCount > 0 ? stepsDone / stepCount : 0
                }
            }
            ResultList {
                objectName: "classSkippedList"
                name: qsTr("Files skipped, each with the reason")
                emptyText: qsTr("No file was skipped.")
                model: results.skipped
                delegate: ResultRow {
                    required property string file
                    required property string reason
                    heading: file
                    detail: reason
                }
            }
        }
    }
}
