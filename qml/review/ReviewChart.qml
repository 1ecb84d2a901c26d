import QtQuick
import Haifu.Ui

// The reviewed games over time, drawn with Canvas (it works in the software renderer of the
// screenshots): each game's agreement as a dot, the moving averages of agreement and rating as
// lines, 0 to 100% on the axis, the first and the last game's dates below.
Item {
    id: chart

    // ReviewController.points.
    property var points: []

    implicitHeight: 240
    onPointsChanged: canvas.requestPaint()

    Row {
        id: legend

        spacing: Theme.spacing
        anchors.right: parent.right

        Repeater {
            model: [
                { text: qsTr("agreement per game"), color: Theme.mutedText, dot: true },
                { text: qsTr("agreement, moving average"), color: Theme.accent, dot: false },
                { text: qsTr("rating, moving average"), color: Theme.warning, dot: false }
            ]
            delegate: Row {
                id: entry

                required property var modelData

                spacing: 4

                Rectangle {
                    anchors.verticalCenter: parent.verticalCenter
                    width: entry.modelData.dot ? 7 : 16
                    height: entry.modelData.dot ? 7 : 3
                    radius: entry.modelData.dot ? 3.5 : 1
                    color: entry.modelData.color
                }
                Text {
                    textFormat: Text.PlainText
                    text: entry.modelData.text
                    color: Theme.mutedText
                    font.pixelSize: Theme.smallSize
                }
            }
        }
    }

    Canvas {
        id: canvas

        readonly property real padLeft: 44
        readonly property real padBottom: 22

        anchors.top: legend.bottom
        anchors.topMargin: Theme.marginSmall
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        onWidthChanged: requestPaint()
        onHeightChanged: requestPaint()
        Connections {
            target: Theme
            function onDarkChanged(): void {
                canvas.requestPaint();
            }
        }

        onPaint: {
            const ctx = getContext("2d");
            ctx.reset();
            const w = width - padLeft - 10;
            const h = height - padBottom - 6;
            ctx.font = Theme.smallSize + "px sans-serif";
            ctx.textBaseline = "middle";
            ctx.strokeStyle = Theme.border;
            ctx.fillStyle = Theme.mutedText;
            ctx.lineWidth = 1;
            for (let i = 0; i <= 4; ++i) {
                const y = 6 + h - h * i / 4;
                ctx.beginPath();
                ctx.moveTo(padLeft, y);
                ctx.lineTo(padLeft + w, y);
                ctx.stroke();
                ctx.textAlign = "right";
                ctx.fillText((25 * i) + "%", padLeft - 6, y);
            }
            const points = chart.points;
            const n = points.length;
            if (n === 0) {
                ctx.textAlign = "center";
                ctx.fillText(qsTr("No reviewed game yet"), padLeft + w / 2, 6 + h / 2);
                return;
            }
            const xAt = i => padLeft + (n === 1 ? w / 2 : w * i / (n - 1));
            const yAt = v => 6 + h - h * Math.max(0, Math.min(1, v));
            // Each game's agreement.
            ctx.fillStyle = Theme.mutedText;
            for (let i = 0; i < n; ++i) {
                if (points[i].agreement < 0)
                    continue;
                ctx.beginPath();
                ctx.arc(xAt(i), yAt(points[i].agreement), 3, 0, 2 * Math.PI);
                ctx.fill();
            }
            // The moving averages.
            const line = (key, color) => {
                ctx.strokeStyle = color;
                ctx.lineWidth = 2.5;
                ctx.beginPath();
                let started = false;
                for (let i = 0; i < n; ++i) {
                    const v = points[i][key];
                    if (v < 0)
                        continue;
                    if (!started)
                        ctx.moveTo(xAt(i), yAt(v));
                    else
                        ctx.lineTo(xAt(i), yAt(v));
                    started = true;
                }
                ctx.stroke();
            };
            line("agreementAverage", Theme.accent);
            line("ratingAverage", Theme.warning);
            ctx.fillStyle = Theme.mutedText;
            ctx.textBaseline = "top";
            ctx.textAlign = n === 1 ? "center" : "left";
            ctx.fillText(points[0].label, xAt(0), 6 + h + 6);
            if (n > 1) {
                ctx.textAlign = "right";
                ctx.fillText(points[n - 1].label, xAt(n - 1), 6 + h + 6);
            }
        }
    }
}
