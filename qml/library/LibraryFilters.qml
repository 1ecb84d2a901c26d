pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The Library page's search and filters: player, words in the notes, source, yaku, han, yakuman,
// notes, tag and dates; each sets a filter of Library.games.
Flow {
    spacing: Theme.spacing

    TextField {
        objectName: "playerField"
        width: 200
        placeholderText: qsTr("Player")
        selectByMouse: true
        onEditingFinished: Library.games.player = text
    }
    TextField {
        objectName: "notesField"
        width: 200
        placeholderText: qsTr("Words in the notes")
        selectByMouse: true
        onEditingFinished: Library.games.text = text
    }
    PlainComboBox {
        id: sourceBox

        width: 180
        textRole: "label"
        valueRole: "key"
        model: [
            { key: "", label: qsTr("Any source") },
            { key: "tenhou", label: qsTr("Tenhou") },
            { key: "mahjongsoul", label: qsTr("Mahjong Soul") },
            { key: "mjai", label: qsTr("MJAI") }
        ]
        onActivated: Library.games.source = currentValue
    }
    PlainComboBox {
        id: yakuBox

        width: 170
        textRole: "label"
        valueRole: "key"
        model: [
            { key: "", label: qsTr("Any yaku") },
            { key: "riichi", label: qsTr("Riichi") },
            { key: "pinfu", label: qsTr("Pinfu") },
            { key: "tanyao", label: qsTr("Tanyao") },
            { key: "chiitoitsu", label: qsTr("Seven pairs") },
            { key: "toitoi", label: qsTr("All triplets") },
            { key: "honitsu", label: qsTr("Half flush") },
            { key: "chinitsu", label: qsTr("Full flush") },
            { key: "ittsuu", label: qsTr("Pure straight") },
            { key: "sanshoku", label: qsTr("Mixed triple sequence") },
            { key: "ippatsu", label: qsTr("Ippatsu") },
            { key: "haitei", label: qsTr("Under the sea") },
            { key: "rinshan", label: qsTr("After a kan") },
            { key: "chankan", label: qsTr("Robbing a kan") }
        ]
        onActivated: Library.games.yaku = currentValue
    }
    RowLayout {
        spacing: Theme.spacingSmall

        Label {
            textFormat: Text.PlainText
            text: qsTr("Han at least")
            color: Theme.mutedText
        }
        SpinBox {
            objectName: "minHanBox"
            from: 0
            to: 13
            editable: true
            onValueModified: Library.games.minHan = value
        }
    }
    CheckBox {
        text: qsTr("Yakuman")
        onToggled: Library.games.yakuman = checked
    }
    CheckBox {
        text: qsTr("With notes")
        onToggled: Library.games.annotatedOnly = checked
    }
    PlainComboBox {
        width: 150
        visible: Library.tags.length > 0
        displayText: currentIndex < 0 ? qsTr("Any tag") : currentText
        model: Library.tags
        currentIndex: -1
        onActivated: index => Library.games.tag = Library.tags[index]
    }
    TextField {
        width: 160
        placeholderText: qsTr("From YYYY-MM-DD")
        validator: RegularExpressionValidator {
            regularExpression: /(\d{4}-\d{2}-\d{2})?/
        }
        onEditingFinished: Library.games.dateFrom = text
    }
    TextField {
        width: 160
        placeholderText: qsTr("To YYYY-MM-DD")
        validator: RegularExpressionValidator {
            regularExpression: /(\d{4}-\d{2}-\d{2})?/
        }
        onEditingFinished: Library.games.dateTo = text
    }
}
