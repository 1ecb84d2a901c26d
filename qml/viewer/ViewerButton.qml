import QtQuick
import QtQuick.Controls
import Haifu.Ui
import Haifu.Backend

// A compact toolbar button of the viewer: a glyph and a tooltip naming the action and its key.
ToolButton {
    id: button

    property string glyph
    property string tip

    enabled: GameSession.loaded
    focusPolicy: Qt.NoFocus
    text: glyph
    font.pixelSize: Theme.bodySize + 2
    implicitWidth: 40
    ToolTip.visible: hovered
    ToolTip.delay: 300
    ToolTip.text: tip
    Accessible.name: tip
}
