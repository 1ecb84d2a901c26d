import QtQuick
import Haifu.Ui

// A player's results over time, drawn with Canvas as QuizChart does (it works in the software
// renderer used for screenshots): the running total as a line, each game's score as a bar
// (green above zero, red below), the zero line, and the first and last dates.
Item {
    id: chart

    property string title
    // Per game: the score and the running total after it, with the dates under the axis.
    property list<real> scores
    property list<real> totals
    property list<string> labels
    property string emptyText

    implicitHeight: 240
    onScoresChanged: canvas.requestPaint()
    onTotalsChanged: canvas.requestPaint()

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
            const n = chart.scores.length;
            if (n === 0) {
                ctx.fillStyle = Theme.mutedText;
                ctx.textAlign = "center";
                ctx.fillText(chart.emptyText, padLeft + w / 2, 6 + h / 2);
                return;
            }
            // The scale: every score and running total, with zero, rounded out to tens.
            let lo = 0;
            let hi = 0;
            for (let i = 0; i < n; ++i) {
                lo = Math.min(lo, chart.scores[i], chart.totals[i] ?? 0);
                hi = Math.max(hi, chart.scores[i], chart.totals[i] ?? 0);
            }
            lo = Math.floor(lo / 10) * 10;
            hi = Math.ceil(hi / 10) * 10;
            if (hi - lo < 20)
                hi = lo + 20;
            const yAt = v => 6 + h - h * (v - lo) / (hi - lo);
            const slot = w / n;
            const xAt = i => padLeft + slot * (i + 0.5);
            // Grid and axis labels.
            ctx.strokeStyle = Theme.border;
            ctx.fillStyle = Theme.mutedText;
            ctx.lineWidth = 1;
            for (let i = 0; i <= 4; ++i) {
                const v = lo + (hi - lo) * i / 4;
                const y = yAt(v);
                ctx.beginPath();
                ctx.moveTo(padLeft, y);
                ctx.lineTo(padLeft + w, y);
                ctx.stroke();
                ctx.textAlign = "right";
                ctx.fillText((v > 0 ? "+" : "") + Math.round(v), padLeft - 6, y);
            }
            // The zero line.
            ctx.strokeStyle = Theme.mutedText;
            ctx.lineWidth = 1.5;
            ctx.beginPath();
            ctx.moveTo(padLeft, yAt(0));
            ctx.lineTo(padLeft + w, yAt(0));
            ctx.stroke();
            // Each game's score as a bar.
            const barWidth = Math.max(4, Math.min(28, slot * 0.5));
            for (let i = 0; i < n; ++i) {
                const v = chart.scores[i];
                ctx.fillStyle = v >= 0 ? Theme.accent : Theme.danger;
                ctx.globalAlpha = 0.45;
                const top = Math.min(yAt(v), yAt(0));
                ctx.fillRect(xAt(i) - barWidth / 2, top, barWidth, Math.max(1, Math.abs(yAt(v) - yAt(0))));
            }
            ctx.globalAlpha = 1;
            // The running total as a line with dots.
            ctx.strokeStyle = Theme.text;
            ctx.lineWidth = 2.5;
            ctx.beginPath();
            for (let i = 0; i < n; ++i) {
                if (i === 0)
                    ctx.moveTo(xAt(i), yAt(chart.totals[i]));
                else
                    ctx.lineTo(xAt(i), yAt(chart.totals[i]));
            }
            ctx.stroke();
            ctx.fillStyle = Theme.text;
            for (let i = 0; i < n; ++i) {
                ctx.beginPath();
                ctx.arc(xAt(i), yAt(chart.totals[i]), 4, 0, 2 * Math.PI);
                ctx.fill();
            }
            // The first and the last date, under their games.
            ctx.fillStyle = Theme.mutedText;
            ctx.textBaseline = "top";
            ctx.textAlign = "left";
            const labelAt = (i, text) => {
                const half = ctx.measureText(text).width / 2;
                const x = Math.max(4, Math.min(xAt(i) - half, padLeft + w - 2 * half));
                ctx.fillText(text, x, 6 + h + 6);
            };
            labelAt(0, chart.labels[0] ?? "");
            if (n > 1)
                labelAt(n - 1, chart.labels[n - 1] ?? "");
        }
    }
}
