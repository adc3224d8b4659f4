// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// ChartExportButton: the export menu of one chart — a PNG of it as drawn, an SVG (vector, for
// reports) and the CSV of its series. `target` is the chart item: it provides saveImage(path,
// done), saveSvg(path) and saveCsv(path) (done gets, and the last two return, "" or an error).
import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import OpsLab
import OpsLab.Ui

IconButton {
    id: button
    property Item target
    property string name: "chart"      // the suggested file name's last part
    property string title              // written into the SVG
    signal reported(string text, bool isError)
    iconName: "export"
    tip: qsTr("Export this chart: PNG, SVG or the CSV of its series")
    onClicked: menu.open()

    function save(format, path) {
        const file = App.localPath(path)
        if (format === "png") {
            target.saveImage(file, function(error) {
                button.reported(error.length > 0 ? error : qsTr("Saved %1").arg(file), error.length > 0)
            })
            return
        }
        const error = format === "svg" ? target.saveSvg(file, title) : target.saveCsv(file)
        reported(error.length > 0 ? error : qsTr("Saved %1").arg(file), error.length > 0)
    }

    Menu {
        id: menu
        y: button.height
        MenuItem { objectName: "exportPng"; text: qsTr("PNG image…"); onTriggered: dialog.ask("png") }
        MenuItem { objectName: "exportSvg"; text: qsTr("SVG image (vector)…"); onTriggered: dialog.ask("svg") }
        MenuItem { objectName: "exportCsv"; text: qsTr("CSV of its series…"); onTriggered: dialog.ask("csv") }
    }
    FileDialog {
        id: dialog
        property string format: "png"
        function ask(f) {
            format = f
            currentFile = App.fileUrl(App.suggestedName(button.name) + "." + f)
            open()
        }
        fileMode: FileDialog.SaveFile
        nameFilters: format === "png" ? [qsTr("PNG images (*.png)")]
                     : format === "svg" ? [qsTr("SVG images (*.svg)")] : [qsTr("CSV files (*.csv)")]
        defaultSuffix: format
        onAccepted: button.save(format, selectedFile.toString())
    }
}
