// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// Main: the application window — start page or workspace, theme, shortcuts and the
// remembered window geometry.
import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Qt.labs.settings
import OpsLab
import OpsLab.Ui

ApplicationWindow {
    id: window
    width: 1600
    height: 1000
    minimumWidth: 1100
    minimumHeight: 720
    visible: true
    title: App.page === "workspace" && App.simulation.scenarioName.length > 0
           ? qsTr("%1 — OPS Lab").arg(App.simulation.scenarioName) : qsTr("OPS Lab")
    color: Theme.background

    Material.theme: Theme.dark ? Material.Dark : Material.Light
    Material.accent: Theme.accent
    Material.primary: Theme.accent
    Material.background: Theme.surface
    Material.foreground: Theme.text
    font.family: Theme.fontFamily
    font.pixelSize: Theme.body

    Binding { target: Theme; property: "windowHeight"; value: window.height }

    Settings {
        category: "window"
        property alias x: window.x
        property alias y: window.y
        property alias width: window.width
        property alias height: window.height
    }

    StackLayout {
        anchors.fill: parent
        currentIndex: App.page === "workspace" ? 1 : 0
        StartPage { id: startPage }
        Workspace { id: workspace }
    }
    // Side by side: over everything while a comparison is open.
    CompareView {
        anchors.fill: parent
        visible: Compare.active
    }

    // Keyboard: Space play/pause, → step, Ctrl+R reset, Ctrl+K keep as reference (compare),
    // Ctrl+O open, F5 presentation, Ctrl+D theme.
    // Space is the focused control's when it takes Space (a button, a lesson's choice, a check
    // box, a combo box; text fields take it themselves), and Play waits while a lesson step's
    // question is open.
    function takesSpace(item) {
        return item instanceof AbstractButton || item instanceof ComboBox
    }
    Shortcut {
        sequence: "Space"
        enabled: App.page === "workspace" && !Compare.active && !window.takesSpace(window.activeFocusItem)
                 && !(App.lessons.playWaits && !App.simulation.running)
        onActivated: App.simulation.togglePlay()
    }
    Shortcut {
        sequence: "Right"
        enabled: App.page === "workspace" && !Compare.active
        onActivated: App.simulation.step()
    }
    Shortcut {
        sequences: ["Ctrl+R"]
        enabled: App.page === "workspace"
        onActivated: App.simulation.reset()
    }
    Shortcut {
        sequences: ["Ctrl+Shift+R"]
        enabled: App.page === "workspace"
        onActivated: App.simulation.resetWithNewSeed()
    }
    Shortcut {
        sequences: ["Ctrl+O"]
        onActivated: startPage.openDialog()
    }
    Shortcut {
        sequences: ["F5", "Ctrl+P"]
        onActivated: App.presentation = !App.presentation
    }
    Shortcut {
        sequences: ["Ctrl+D"]
        onActivated: App.darkTheme = !App.darkTheme
    }
    Shortcut {
        sequences: ["Ctrl+E"]
        enabled: App.page === "workspace"
        onActivated: workspace.exportRun()
    }
    Shortcut {
        sequences: ["Ctrl+K"]
        enabled: App.page === "workspace" && App.simulation.loaded
        onActivated: App.simulation.pinReference()
    }
    Shortcut {
        sequences: ["Escape"]
        enabled: App.page === "workspace" && !Compare.active
        onActivated: App.simulation.select("", -1)
    }
    Shortcut {
        sequences: ["Ctrl+0"]
        enabled: App.page === "workspace"
        onActivated: workspace.fitView()
    }
    Shortcut {
        sequences: ["Ctrl+W"]
        enabled: App.page === "workspace"
        onActivated: App.showStart()
    }
    Shortcut {
        sequences: ["Up"]
        enabled: App.page === "workspace" && !Compare.active
        onActivated: App.simulation.speedIndex = App.simulation.speedIndex + 1
    }
    Shortcut {
        sequences: ["Down"]
        enabled: App.page === "workspace" && !Compare.active
        onActivated: App.simulation.speedIndex = App.simulation.speedIndex - 1
    }
}
