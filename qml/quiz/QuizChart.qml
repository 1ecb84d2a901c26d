import QtQuick
import Haifu.Ui

// A small line chart drawn with Canvas (works in the software renderer used for screenshots):
// one value per day, the axis from 0 to `maximum`, the first and last day labelled.
Item {
    id: chart

    property string title
    property list<real> values
    property list<string> labels
    property real maximum: 1
    // Formats an axis value: "100%", "30 s".
    property var format: v => String(v)
    property color lineColor: Theme.accent

    implicitHeight: 220
    onValuesChanged: canvas.requestPaint()
    onMaximumChanged: canvas.requestPaint()

    Text {
        id: heading

        textFormat: Text.PlainText
        text: chart.title
        color: Theme.text
        font.bold: true
        font.pixelSize: Theme.bodySize
    }

    Canvas {
        id: canvas

        readonly property real padLeft: 52
        readonly property real padBottom: 24

        anchors.top: heading.bottom
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
            const w = width - padLeft - 8;
            const h = height - padBottom - 6;
            ctx.font = Theme.smallSize + "px sans-serif";
            ctx.textBaseline = "middle";
            // Grid and axis labels.
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
                ctx.fillText(chart.format(chart.maximum * i / 4), padLeft - 6, y);
            }
            const n = chart.values.length;
            if (n === 0) {
                ctx.textAlign = "center";
                ctx.fillText(qsTr("No answers yet"), padLeft + w / 2, 6 + h / 2);
                return;
            }
            const xAt = i => padLeft + (n === 1 ? w / 2 : w * i / (n - 1));
            const yAt = v => 6 + h - h * Math.min(1, v / Math.max(chart.maximum, 1e-9));
            ctx.strokeStyle = chart.lineColor;
            ctx.lineWidth = 2.5;
            ctx.beginPath();
            for (let i = 0; i < n; ++i) {
                if (i === 0)
                    ctx.moveTo(xAt(i), yAt(chart.values[i]));
                else
                    ctx.lineTo(xAt(i), yAt(chart.values[i]));
            }
            ctx.stroke();
            ctx.fillStyle = chart.lineColor;
            for (let i = 0; i < n; ++i) {
                ctx.beginPath();
                ctx.arc(xAt(i), yAt(chart.values[i]), 3.5, 0, 2 * Math.PI);
                ctx.fill();
            }
            // The first and the last day.
            ctx.fillStyle = Theme.mutedText;
            ctx.textBaseline = "top";
            ctx.textAlign = n === 1 ? "center" : "left";
            ctx.fillText(chart.labels[0] ?? "", xAt(0), 6 + h + 6);
            if (n > 1) {
                ctx.textAlign = "right";
                ctx.fillText(chart.labels[n - 1] ?? "", xAt(n - 1), 6 + h + 6);
            }
        }
    }
}
