#include "common/qtstrings.h"
#include "reports/scoresheet.h"

#include "reports/sheetmodel.h"
#include "storage/savefile.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace haifu::reports {

namespace {

class Csv
{
public:
    void row(const QStringList &fields)
    {
        QStringList quoted;
        quoted.reserve(fields.size());
        for (const QString &f : fields)
            quoted << csvField(f);
        m_text += quoted.join(u',') + u"\r\n"_s;
    }
    void blank() { m_text += u"\r\n"_s; }
    [[nodiscard]] const QString &text() const { return m_text; }

private:
    QString m_text;
};

std::optional<Error> writeUtf8(const QString &path, const QString &content)
{
    return storage::saveFile(path, "\xEF\xBB\xBF" + content.toUtf8());
}

QString csvScore(double value)
{
    return formatFinalScore(value, false);
}

} // namespace

QString csvField(const QString &text)
{
    QString cell = text;
    // A text cell that a spreadsheet would run as a formula ("=HYPERLINK(…)", "+cmd", "-cmd",
    // "@SUM(…)", or one starting with a tab or CR: a player's name, a note, a reason) starts with
    // a quote mark, which keeps it text; a signed number ("-12.3", "+3900") stays a number.
    static const QRegularExpression number(u"^[+-]?[0-9]+(\\.[0-9]+)?$"_s);
    if (!cell.isEmpty() && u"=+-@\t\r"_s.contains(cell.front()) && !number.match(cell).hasMatch())
        cell.prepend(u'\'');
    if (!cell.contains(u',') && !cell.contains(u'"') && !cell.contains(u'\n')
            && !cell.contains(u'\r'))
        return cell;
    cell.replace(u"\""_s, u"\"\""_s);
    return u"\""_s + cell + u"\""_s;
}

Result<QString> scoreSheetCsv(const club::Game &game, const SheetHeader &header)
{
    auto model = gameModel(game, header);
    if (!model)
        return model.error();
    const SheetModel &m = *model;
    Csv csv;
    csv.row({ Tr::tr("Event"), m.header.event });
    csv.row({ Tr::tr("Date"), m.header.date });
    csv.row({ Tr::tr("Session / hanchan"), m.header.session });
    csv.row({ Tr::tr("Table"), m.header.table });
    csv.row({ Tr::tr("Referee"), m.header.referee });
    csv.row({ Tr::tr("Ruleset"), rulesTitle(m),
            rulesLine(*m.rules, m.players).replace(kMinus, u"-"_s) });
    csv.row({ Tr::tr("Status"), m.ended ? Tr::tr("Final") : Tr::tr("Provisional") });
    for (int s = 0; s < m.players; ++s)
        csv.row({ seatName(s), playerName(m, s), m.header.emaNumbers[idx(s)] });
    csv.blank();

    QStringList head = { Tr::tr("No."), Tr::tr("Hand"), Tr::tr("Honba"), Tr::tr("Sticks before"),
        Tr::tr("Result"), Tr::tr("Winner / tenpai"), Tr::tr("Discarder / offender"), Tr::tr("Pao"),
        Tr::tr("Han/Fu") };
    for (int s = 0; s < m.players; ++s) {
        //: CSV column headings of a seat: %1 is the seat (East)
        head << Tr::tr("%1 riichi").arg(seatName(s)) << Tr::tr("%1 change").arg(seatName(s))
             << Tr::tr("%1 total").arg(seatName(s));
    }
    head << Tr::tr("Sticks after") << Tr::tr("Note");
    csv.row(head);
    for (const HandLine &h : m.hands) {
        QStringList row = { h.number, h.hand, h.honba, h.before, h.result, h.winners.join(u"; "_s),
            h.from, h.pao, h.values.join(u"; "_s) };
        for (int s = 0; s < m.players; ++s) {
            const std::size_t i = idx(s);
            row << (h.riichi[i] ? u"R"_s : QString()) << csvSigned(h.delta[i])
                << QString::number(h.total[i]);
        }
        row << h.after << h.note;
        csv.row(row);
    }
    csv.blank();

    csv.row({ Tr::tr("Seat"), Tr::tr("Player"), Tr::tr("EMA number"), Tr::tr("Table points"),
            Tr::tr("Leftover deposits"), Tr::tr("Raw score"), Tr::tr("Place"),
            Tr::tr("(Raw − %1) / 1000").arg(m.rules->returnPoints).replace(kMinus, u"-"_s),
            Tr::tr("Uma"), Tr::tr("Oka"), Tr::tr("Penalties"),
            m.ended ? Tr::tr("Final score") : Tr::tr("Provisional score") });
    for (int s = 0; s < m.players; ++s) {
        const club::FinalSeat &f = m.final.seats[idx(s)];
        csv.row({ seatName(s), playerName(m, s), m.header.emaNumbers[idx(s)],
                QString::number(m.tablePoints[idx(s)]), QString::number(f.leftover),
                QString::number(f.raw), placeText(f), csvScore(f.base), csvScore(f.uma),
                csvScore(f.oka), csvScore(-f.penalty), csvScore(f.score) });
    }
    csv.row({ Tr::tr("Table total before penalties"), csvScore(m.final.zeroSum),
            m.zeroSumOk ? Tr::tr("OK") : Tr::tr("not zero") });
    csv.row({ Tr::tr("Leftover deposits"), QString::number(m.final.leftoverSticks),
            m.leftoverText });
    csv.row({ Tr::tr("Game"), m.endText });
    csv.blank();
    csv.row({ Tr::tr("Penalty"), Tr::tr("Player"), Tr::tr("Points"), Tr::tr("Reason") });
    for (const PenaltyLine &p : m.penalties) {
        csv.row({ p.when, p.seat >= 0 && p.seat < m.players ? playerName(m, p.seat) : QString(),
                csvScore(-p.points), p.reason });
    }
    return csv.text();
}

std::optional<Error> writeScoreSheetCsv(
        const club::Game &game, const SheetHeader &header, const QString &path)
{
    auto csv = scoreSheetCsv(game, header);
    if (!csv)
        return csv.error();
    return writeUtf8(path, *csv);
}

QString standingsCsv(std::span<const club::Standing> rows, const StandingsHeader &header)
{
    Csv csv;
    csv.row({ Tr::tr("Standings"), header.title });
    csv.row({ Tr::tr("Club"), header.club });
    csv.row({ Tr::tr("Period"), header.period });
    csv.row({ Tr::tr("As of"), header.asOf });
    csv.row({ Tr::tr("Ruleset"), header.rulesName });
    csv.blank();
    const int players = std::clamp(header.players, 3, 4);
    QStringList head = { Tr::tr("Rank"), Tr::tr("Shared rank"), Tr::tr("Player"), Tr::tr("Games"),
        Tr::tr("Total"), Tr::tr("Average") };
    for (int i = 0; i < players; ++i)
        head << placeHeading(i);
    head << Tr::tr("Average place") << Tr::tr("Penalties");
    csv.row(head);
    for (const club::Standing &s : rows) {
        QStringList row = { QString::number(s.rank), s.sharedRank ? u"="_s : QString(),
            toQString(s.name), QString::number(s.games), csvScore(s.total), csvScore(s.average) };
        for (int i = 0; i < players; ++i)
            row << QString::number(s.places[idx(i)]);
        row << QString::number(s.averagePlace, 'f', 2) << csvScore(-s.penalties);
        csv.row(row);
    }
    return csv.text();
}

std::optional<Error> writeStandingsCsv(
        std::span<const club::Standing> rows, const StandingsHeader &header, const QString &path)
{
    return writeUtf8(path, standingsCsv(rows, header));
}

} // namespace haifu::reports
