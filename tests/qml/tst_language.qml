// SPDX-FileCopyrightText: 2026 OPS Lab contributors
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface's language: the start page's language menu lists the system's
// language and each shipped one; choosing German retranslates the views at once (qsTr in QML,
// tr in C++), numbers follow the language, and English comes back with its plural forms. The
// words a model gives the workspace follow too: chart titles, the event log's sentences, the
// TCP state of a flow.
import QtQuick
import QtTest
import OpsLab
import OpsLab.Ui

TestCase {
    id: test
    name: "Language"
    when: windowShown
    width: 1400
    height: 900

    Component { id: mainComponent; Main { width: 1400; height: 900 } }

    function cleanup() { Language.choose("en") }

    function codes() {
        const list = []
        for (let i = 0; i < Language.choices.length; ++i) list.push(Language.choices[i].code)
        return list
    }

    function test_choosingGermanRetranslatesTheViews() {
        App.showStart()
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        const about = findChild(w.contentItem, "aboutButton")
        const englishTip = about.tip
        compare(englishTip, "About OPS Lab: versions and the diagnostics log")
        compare(codes(), ["", "en", "de"])
        compare(Language.choices[2].name, "Deutsch")

        const button = findChild(w.contentItem, "languageButton")
        verify(button !== null)
        compare(button.text, "EN")
        const menu = findChild(button, "languageMenu")
        verify(menu !== null)
        mouseClick(button)
        tryVerify(function() { return menu.opened })
        let german = null
        for (let i = 0; i < menu.count; ++i) {
            if (menu.itemAt(i).objectName === "language_de") german = menu.itemAt(i)
        }
        verify(german !== null)
        compare(german.text, "Deutsch")
        mouseClick(german)

        compare(Language.current, "de")
        compare(Language.choice, "de")
        compare(button.text, "DE")
        tryCompare(about, "tip", "Über OPS Lab: Versionen und das Diagnoseprotokoll")
        verify(Language.choices[0].name.indexOf("Systemsprache") === 0)  // a C++ tr() string
        compare(Qt.locale().decimalPoint, ",")
        compare(qsTranslate("Workspace", "%n node(s)", "", 1), "1 Knoten")

        Language.choose("en")
        tryCompare(about, "tip", englishTip)
        compare(Qt.locale().decimalPoint, ".")
        // English has its plural forms: one flow, two flows.
        compare(qsTranslate("Workspace", "%n node(s)", "", 1), "1 node")
        compare(qsTranslate("Workspace", "%n node(s)", "", 2), "2 nodes")
    }

    // The value of the inspector's row `label` ("" when it has none).
    function row(sim, label) {
        for (let i = 0; i < sim.inspector.length; ++i) {
            if (sim.inspector[i].label === label) return sim.inspector[i].value
        }
        return ""
    }

    function test_theModelsWordsFollowTheLanguage() {
        Language.choose("de")
        const w = createTemporaryObject(mainComponent, test)
        verify(w !== null)
        compare(App.openScenario(App.assetsDir + "/scenarios/dumbbell.json"), "")
        const sim = App.simulation
        tryVerify(function() { return sim.loaded }, 10000)
        sim.runUntil(1.5)
        tryVerify(function() { return !sim.running && sim.simTime >= 1.49 }, 30000)
        // Charts the model declares, titled in German.
        tryCompare(findChild(w.contentItem, "chip:window"), "text", "Staufenster")
        tryCompare(findChild(w.contentItem, "chip:goodput"), "text", "Goodput gesamt")
        // The event log's sentences, written in German as the run went.
        findChild(w.contentItem, "sideTabs").currentIndex = 2
        const search = findChild(w.contentItem, "eventSearch")
        search.text = "Ausgangswarteschlange voll"
        verify(sim.eventFilter.count > 0)
        search.text = "output queue full"
        compare(sim.eventFilter.count, 0)
        search.text = ""
        // A flow's TCP state in the inspector, in German, then in English after a change.
        sim.select("flow", 0)
        const german = ["inaktiv", "SYN gesendet", "Slow Start", "Stauvermeidung", "Fast Recovery",
                        "wird geschlossen", "fertig"]
        tryVerify(function() { return german.indexOf(row(sim, "Zustand").split(" · ")[0]) >= 0 },
                  5000, row(sim, "Zustand"))
        Language.choose("en")
        // The chips are made again for the new words.
        tryVerify(function() {
            const chip = findChild(w.contentItem, "chip:window")
            return chip !== null && chip.text === "Congestion window"
        })
        const english = ["idle", "syn-sent", "slow-start", "congestion-avoidance", "fast-recovery",
                         "closing", "done"]
        tryVerify(function() { return english.indexOf(row(sim, "State").split(" · ")[0]) >= 0 },
                  5000, row(sim, "State"))
        App.showStart()
    }
}
