import QtQuick
import QtQuick.Controls

// A view of the Club page that scrolls sideways when the window is narrower than it needs,
// instead of running past the window's edge.
Flickable {
    id: area

    default property alias content: holder.data
    readonly property real needed: holder.children.length > 0 ? holder.children[0].implicitWidth : 0

    contentWidth: Math.max(width, needed)
    contentHeight: height
    clip: true
    flickableDirection: Flickable.HorizontalFlick
    boundsBehavior: Flickable.StopAtBounds
    interactive: contentWidth > width
    ScrollBar.horizontal: ScrollBar {}

    Item {
        id: holder

        width: area.contentWidth
        height: area.height
    }
}
