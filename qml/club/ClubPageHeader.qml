pragma ComponentBehavior: Bound
import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Haifu.Backend
import Haifu.Ui

// The top of the Club page: its title, the club and the season shown, the round timer and the
// tabs. All on one line where they fit; in a narrow window the tabs take a line of their own.
GridLayout {
    id: header

    required property ClubController club
    // The index of the page's view (ClubPageTabs' order).
    property int viewIndex: 0
    // Judged on the room the page gives, not on the header's own width: in one line its minimum
    // width is wider, and it would keep itself in one line once there.
    readonly property bool oneLine: (parent?.width ?? 0) >= title.implicitWidth + 2 * 110 + timerButton.implicitWidth + tabs.implicitWidth + 5 * columnSpacing

    signal viewChosen(string view)

    function seasonChoices(): var {
        const out = [{ id: 0, label: qsTr("All games") }];
        const seasons = header.club.directory.seasons;
        for (let i = 0; i < seasons.length; ++i)
            out.push(seasons[i]);
        return out;
    }

    columns: oneLine ? 6 : 5
    columnSpacing: Theme.spacingRoomy
    rowSpacing: 0

    Label {
        id: title

        textFormat: Text.PlainText
        text: qsTr("Club")
        font.pixelSize: Theme.titleSize
        font.bold: true
        color: Theme.text
    }
    PlainComboBox {
        id: clubBox

        objectName: "clubBox"
        Layout.fillWidth: true
        Layout.minimumWidth: 110
        Layout.maximumWidth: 230
        model: header.club.directory.clubs
        textRole: "name"
        valueRole: "id"
        displayText: count === 0 ? qsTr("No club yet") : currentText
        currentIndex: indexOfValue(header.club.directory.clubId)
        onActivated: header.club.directory.clubId = currentValue
    }
    PlainComboBox {
        id: seasonBox

        objectName: "seasonBox"
        Layout.fillWidth: true
        Layout.minimumWidth: 110
        Layout.maximumWidth: 250
        model: header.seasonChoices()
        textRole: "label"
        valueRole: "id"
        currentIndex: Math.max(0, indexOfValue(header.club.directory.seasonId))
        onActivated: header.club.directory.seasonId = currentValue
    }
    Item {
        Layout.fillWidth: true
        Layout.preferredWidth: 0
    }
    Button {
        id: timerButton

        objectName: "roundTimerButton"
        text: qsTr("Round timer")
        // Never squeezed: the club and season boxes give way first.
        Layout.minimumWidth: implicitWidth
        font.capitalization: Font.MixedCase
        flat: true
        onClicked: roundTimer.open()

        ClubRoundTimer {
            id: roundTimer
        }
    }
    ClubPageTabs {
        id: tabs

        Layout.columnSpan: header.oneLine ? 1 : 5
        Layout.maximumWidth: implicitWidth
        currentIndex: header.viewIndex
        onViewChosen: v => header.viewChosen(v)
    }
}
