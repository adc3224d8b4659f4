// The interface's language (issue 29): the start page's language menu lists the system's
// language and each shipped one; choosing German retranslates the views at once (qsTr in QML,
// tr in C++), numbers follow the language, and English comes back with its plural forms.
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
}
