#include "common/qtstrings.h"
#include "reports/clubscope.h"
#include "reports/scoresheet.h"

#include "storage/savefile.h"

#include <QStringList>

#include <cmath>
#include <map>

using namespace Qt::StringLiterals;

// The EMA results file (README.md, "Tournament exports"): the columns of the results workbook an
// organiser sends for the ranking, as far as public sources show it.

namespace haifu::reports {

std::pair<QString, QString> splitPlayerName(const QString &name)
{
    const QString n = name.simplified();
    const qsizetype comma = n.indexOf(u',');
    if (comma >= 0)
        return { n.left(comma).trimmed(), n.mid(comma + 1).trimmed() };
    const qsizetype space = n.lastIndexOf(u' ');
    if (space < 0)
        return { n, QString() };
    return { n.mid(space + 1), n.left(space) };
}

namespace {

// MERS base rank of the positions first … last (1-based) among `n`, averaged over a tie.
int baseRank(int first, int last, int n)
{
    if (n <= 1)
        return 1000;
    double sum = 0;
    for (int r = first; r <= last; ++r)
        sum += 1000.0 * (n - r) / (n - 1);
    return int(std::lround(sum / (last - first + 1)));
}

QString csvLine(const QStringList &fields)
{
    QStringList quoted;
    quoted.reserve(fields.size());
    for (const QString &f : fields)
        quoted << csvField(f);
    return quoted.join(u',') + u"\r\n"_s;
}

} // namespace

std::vector<EmaResult> emaResults(const ClubScope &scope)
{
    std::map<std::int64_t, int> raw;
    for (const club::GameResult &g : scope.results) {
        if (!g.finished)
            continue;
        for (const club::SeatResult &s : g.seats)
            raw[s.player] += s.raw;
    }
    const int n = int(scope.standings.size());
    std::vector<EmaResult> rows;
    rows.reserve(scope.standings.size());
    for (const club::Standing &s : scope.standings) {
        EmaResult r;
        r.rank = s.rank;
        r.sharedRank = s.sharedRank;
        std::tie(r.lastName, r.firstName) = splitPlayerName(toQString(s.name));
        if (const storage::ClubPlayer *p = scope.player(s.player))
            r.emaNumber = p->emaNumber.trimmed();
        r.total = s.total;
        r.rawSum = raw[s.player];
        r.games = s.games;
        int tied = 0;
        for (const club::Standing &o : scope.standings)
            tied += o.rank == s.rank ? 1 : 0;
        r.baseRank = baseRank(s.rank, s.rank + tied - 1, n);
        rows.push_back(std::move(r));
    }
    return rows;
}

QString emaResultsCsv(const ClubScope &scope)
{
    // The headings stay English: the file goes to the EMA, not to the club's members.
    QString text = csvLine(
            { u"Position"_s, u"First name"_s, u"Last name"_s, u"EMA number"_s, u"Table points"_s,
                    u"Score"_s, u"EMA member"_s, u"Country"_s, u"Games"_s, u"Base rank"_s });
    for (const EmaResult &r : emaResults(scope)) {
        text += csvLine({ QString::number(r.rank), r.firstName, r.lastName, r.emaNumber,
                formatFinalScore(r.total, false), QString::number(r.rawSum),
                r.emaNumber.isEmpty() ? u"0"_s : u"1"_s, QString(), QString::number(r.games),
                QString::number(r.baseRank) });
    }
    return text;
}

std::optional<Error> writeEmaResultsCsv(const ClubScope &scope, const QString &path)
{
    return storage::saveFile(path, emaResultsCsv(scope).toUtf8());
}

} // namespace haifu::reports
