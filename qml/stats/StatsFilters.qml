pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import Haifu.Ui
import Haifu.Backend

// The Statistics page's filters: period, source, lobby, ruleset, game length, player count. Each
// box's first choice does not filter.
Flow {
    id: filters

    required property StatsController controller

    spacing: Theme.spacing

    ComboBox {
        objectName: "statsPeriod"
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        textRole: "text"
        valueRole: "days"
        model: [
            { text: qsTr("All time"), days: 0 },
            { text: qsTr("Last 30 days"), days: 30 },
            { text: qsTr("Last 3 months"), days: 91 },
            { text: qsTr("Last year"), days: 365 },
            //: the Statistics page's period given by its first and last day
            { text: qsTr("From … to …"), days: -1 }
        ]
        currentIndex: Math.max(0, indexOfValue(filters.controller.periodDays))
        onActivated: filters.controller.periodDays = currentValue
    }
    TextField {
        objectName: "statsSince"
        visible: filters.controller.periodDays < 0
        width: 120
        //: a date as the user types it
        placeholderText: qsTr("YYYY-MM-DD")
        text: filters.controller.since
        onEditingFinished: filters.controller.since = text
        ToolTip.visible: hovered || activeFocus
        ToolTip.text: qsTr("The period's first day")
    }
    TextField {
        objectName: "statsUntil"
        visible: filters.controller.periodDays < 0
        width: 120
        placeholderText: qsTr("YYYY-MM-DD")
        text: filters.controller.until
        onEditingFinished: filters.controller.until = text
        ToolTip.visible: hovered || activeFocus
        ToolTip.text: qsTr("The period's last day")
    }
    ComboBox {
        objectName: "statsSource"
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        // (the controller's lists are read so that the choices follow them)
        model: filters.controller.subjects.length >= 0 ? filters.controller.filterChoices(0, qsTr("Every source")) : []
        currentIndex: filters.controller.source.length >= 0 ? filters.controller.filterRow(0) : 0
        onActivated: index => filters.controller.setFilterRow(0, index)
    }
    ComboBox {
        objectName: "statsLobby"
        visible: filters.controller.subjects.length >= 0 && filters.controller.filterChoices(1, "").length > 1
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        model: filters.controller.subjects.length >= 0 ? filters.controller.filterChoices(1, qsTr("Every lobby")) : []
        currentIndex: filters.controller.lobby.length >= 0 ? filters.controller.filterRow(1) : 0
        onActivated: index => filters.controller.setFilterRow(1, index)
    }
    ComboBox {
        objectName: "statsRuleset"
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        model: filters.controller.subjects.length >= 0 ? filters.controller.filterChoices(2, qsTr("Every ruleset")) : []
        currentIndex: filters.controller.ruleset.length >= 0 ? filters.controller.filterRow(2) : 0
        onActivated: index => filters.controller.setFilterRow(2, index)
    }
    ComboBox {
        objectName: "statsLength"
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        textRole: "text"
        valueRole: "length"
        model: [
            { text: qsTr("Any length"), length: 0 },
            { text: qsTr("East only"), length: 1 },
            //: east and south rounds
            { text: qsTr("Hanchan"), length: 2 }
        ]
        currentIndex: Math.max(0, indexOfValue(filters.controller.length))
        onActivated: filters.controller.length = currentValue
    }
    ComboBox {
        objectName: "statsPlayers"
        font.pixelSize: Theme.smallSize
        implicitContentWidthPolicy: ComboBox.WidestText
        textRole: "text"
        valueRole: "count"
        model: [
            { text: qsTr("3 and 4 players"), count: 0 },
            { text: qsTr("4 players"), count: 4 },
            { text: qsTr("3 players"), count: 3 }
        ]
        currentIndex: Math.max(0, indexOfValue(filters.controller.playerCount))
        onActivated: filters.controller.playerCount = currentValue
    }
}
