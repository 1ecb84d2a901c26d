pragma Singleton
import QtQuick
import Haifu.Backend

// Colours and sizes shared by every page. Light and dark follow AppSettings.dark.
QtObject {
    readonly property bool dark: AppSettings.dark

    readonly property color background: dark ? "#15191a" : "#f5f3ee"
    readonly property color surface: dark ? "#1e2324" : "#ffffff"
    readonly property color surfaceAlt: dark ? "#252b2c" : "#faf8f3"
    readonly property color rail: dark ? "#101314" : "#e9e5dc"
    readonly property color border: dark ? "#343b3c" : "#d8d2c5"
    readonly property color text: dark ? "#ebe8e1" : "#1c1c1a"
    readonly property color mutedText: dark ? "#a6a298" : "#5d5950"
    readonly property color accent: dark ? "#55bb9b" : "#1f6f5c"
    readonly property color accentSoft: dark ? "#1f3d35" : "#d8ebe4"
    // Text on the accent colour (not "onAccent": QML reads on… names as signal handlers).
    readonly property color accentText: dark ? "#0e1a17" : "#ffffff"
    readonly property color danger: dark ? "#ef6b61" : "#c8302c"
    // A warning that is not yet an error: the round timer's last minutes.
    readonly property color warning: dark ? "#f2b13b" : "#a35f00"
    // A small deviation from an engine's choice (reviews), between accent and warning.
    readonly property color caution: dark ? "#d9c65c" : "#6f6300"
    readonly property color felt: dark ? "#173d33" : "#2c7a63"
    // The study table (Viewer): the centre panel, text on the cloth, marks on tiles.
    readonly property color feltDark: dark ? "#0f2b24" : "#1d5a48"
    readonly property color feltText: "#f3f1e7"
    readonly property color feltMuted: dark ? "#9fc2b5" : "#c4e0d4"
    readonly property color highlight: "#ffd54a"
    readonly property color lastMark: "#f2a93b"
    readonly property color riichi: dark ? "#ff8a80" : "#d93a32"

    // Note marks, as chess tools colour them: good and brilliant green, mistake and blunder
    // orange and red, interesting pink, dubious blue.
    // Safety tiers against a threat (0 genbutsu … 6 both sides open), green to red.
    function dangerColor(tier: int): color {
        return ["#2e7d32", "#689f38", "#9e9d24", "#f9a825", "#ef6c00", "#d84315", "#b71c1c"][tier] ?? "transparent";
    }

    function markColor(mark: string): color {
        switch (mark) {
        case "!": return "#1e9e4a";
        case "!!": return "#11806a";
        case "?": return "#d98a00";
        case "??": return "#d23c3c";
        case "!?": return "#c03bb4";
        case "?!": return "#2f8fd0";
        }
        return "#888888";
    }

    // Sizes. Pages and components use these names, not literal numbers; 0 and 1 (no gap, a
    // hairline) are the only literals left in layouts.
    readonly property int spacingTiny: 2
    readonly property int spacingHair: 3
    readonly property int spacingSmall: 4
    readonly property int spacingSnug: 5
    readonly property int spacingCompact: 6
    readonly property int spacing: 8
    readonly property int spacingRoomy: 10
    readonly property int spacingMedium: 12
    readonly property int spacingSection: 14
    readonly property int spacingLarge: 16
    readonly property int indent: 18
    readonly property int paddingLarge: 20
    readonly property int marginSmall: 8
    readonly property int marginMedium: 12
    readonly property int margin: 24
    readonly property int padding: 8
    readonly property int radius: 10
    readonly property int radiusCard: 8
    readonly property int radiusMedium: 6
    readonly property int radiusSmall: 4
    readonly property int railWidth: 96

    readonly property real titleSize: 22
    readonly property real largeSize: 20
    readonly property real headingSize: 17
    readonly property real subheadingSize: 16
    readonly property real bodySize: 14
    readonly property real smallSize: 12
    readonly property real tinySize: 10
    readonly property real microSize: 9
    readonly property real figureSize: 18
}
