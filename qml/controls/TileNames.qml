pragma Singleton
import QtQuick

// Spoken names of tiles for screen readers ("5 of characters, red", "East wind", "white
// dragon"), shared by every page that shows tiles.
QtObject {
    // `code` as the backend gives it: "5m", "0p" (a red five), "7z"; "" for no tile.
    function spoken(code: string): string {
        if (code.length !== 2)
            return qsTr("face-down tile");
        const n = Number(code[0]);
        switch (code[1]) {
        case "m":
            return n === 0 ? qsTr("5 of characters, red") : qsTr("%1 of characters").arg(n);
        case "p":
            return n === 0 ? qsTr("5 of circles, red") : qsTr("%1 of circles").arg(n);
        case "s":
            return n === 0 ? qsTr("5 of bamboo, red") : qsTr("%1 of bamboo").arg(n);
        case "z":
            switch (n) {
            case 1: return qsTr("East wind");
            case 2: return qsTr("South wind");
            case 3: return qsTr("West wind");
            case 4: return qsTr("North wind");
            case 5: return qsTr("white dragon");
            case 6: return qsTr("green dragon");
            case 7: return qsTr("red dragon");
            }
        }
        return code;
    }
}
