#include "cli/cli.h"
#include "cli/commandline.h"
#include "common/qtstrings.h"

#include "club/seating.h"
#include "common/errortext.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

#include <array>

using namespace Qt::StringLiterals;

// haifu-cli tournament: the seating of a tournament (core/club/seating.h) drawn by one method
// with its report, and the methods compared over many seeds. Players are numbered from 1 in
// the output; a table lists its players by seat: East, South, West, North.
namespace haifu::cli {

bool isTournamentLibraryCommand(const QString &command);
int runTournamentLibrary(const CommandLine &cl, const Usage &usage);

namespace {

void printTournamentUsage(QTextStream &stream)
{
    stream << helpHead({ Tr::tr("Usage: haifu-cli tournament seating --players N --rounds R "
                                "[--method random|swiss|naive] [--seed S] [--json]"),
                               Tr::tr("       haifu-cli tournament compare [--players 16,32,64] "
                                      "[--rounds 4,7,10] [--seeds 20] [--json]"),
                               Tr::tr("       haifu-cli tournament create NAME --club CLUB "
                                      "[--date DATE] --db LIBRARY"),
                               Tr::tr("       haifu-cli tournament register|round|prescribe|"
                                      "substitute|unseat|show|standings EVENT --db LIBRARY …") },
            { Tr::tr("seating draws every round of a tournament and reports the repeat pairs "
                     "(meetings of a pair after its first), the most meetings of one pair and "
                     "the wind imbalance (the most minus the fewest rounds a player sat at one "
                     "wind). random avoids repeat meetings and evens out the winds; swiss seats "
                     "by standings (simulated results here) and avoids repeats; naive is a plain "
                     "shuffle. compare prints the mean of each over the seeds 1 to N."),
                    Tr::tr("Players are numbered from 1; a table lists its players East, South, "
                           "West, North."),
                    Tr::tr("On a library (a file or a postgresql:// address), create makes a "
                           "club event (and the club when it is new) and prints its id; EVENT is "
                           "a club event's id: register PLAYER… (club player ids or names; a new "
                           "name "
                           "joins the club) before the first round; round seats the next round "
                           "(--method random or swiss, --seed, --rules PRESET) and creates a club "
                           "game per table; prescribe seats it as given (--tables "
                           "\"1,2,3,4;5,6,7,8\", registered numbers); substitute --round R "
                           "--player P --by S seats S for P before the table's first hand (--by "
                           "\"\" undoes it); unseat removes the last round while none of its "
                           "games has a hand; show prints the rounds, results per round, "
                           "standings and penalties (--json); standings writes the event's table "
                           "as text, or with --to pdf|csv -o FILE.") })
           << optionLines(18,
                      { { "--players N",
                                Tr::tr("Players, a multiple of 4 from 4 to 256 (compare: "
                                       "a list)") },
                              { "--rounds R", Tr::tr("Rounds, 1 to 64 (compare: a list)") },
                              { "--method M", Tr::tr("random (default), swiss or naive") },
                              { "--seed S", Tr::tr("The seed of the draw (default: a new one)") },
                              { "--seeds N", Tr::tr("compare: seeds per case (default 20)") },
                              { "--json", Tr::tr("Print JSON") },
                              { "--db LIBRARY",
                                      Tr::tr("The library (default: $HAIFU_LIBRARY)") } });
    stream.flush();
}

const Usage kUsage{ u"tournament"_s, printTournamentUsage };

struct MethodName
{
    club::SeatingMethod method;
    QString name;
};

const std::array<MethodName, 3> kMethods{ MethodName{ club::SeatingMethod::Naive, u"naive"_s },
    MethodName{ club::SeatingMethod::Random, u"random"_s },
    MethodName{ club::SeatingMethod::Swiss, u"swiss"_s } };

int refused(const Error &error)
{
    return kUsage.fail(haifu::errorText(error).toStdString());
}

// A list of whole numbers ("16,32,64"); empty when one is not a number.
QList<int> numbers(const QString &text)
{
    QList<int> list;
    for (const QString &part : text.split(u',')) {
        bool ok = false;
        list.append(part.trimmed().toInt(&ok));
        if (!ok)
            return {};
    }
    return list;
}

QJsonObject reportJson(const club::SeatingReport &r)
{
    return QJsonObject{ { u"repeat_pairs"_s, r.repeatPairs }, { u"max_meetings"_s, r.maxMeetings },
        { u"wind_imbalance"_s, r.windImbalance } };
}

QJsonArray roundsJson(const std::vector<club::SeatingRound> &rounds)
{
    QJsonArray list;
    for (const club::SeatingRound &round : rounds) {
        QJsonArray tables;
        for (const club::SeatingTable &table : round) {
            QJsonArray seats;
            for (int p : table)
                seats.append(p + 1);
            tables.append(seats);
        }
        list.append(tables);
    }
    return list;
}

void printRounds(const std::vector<club::SeatingRound> &rounds)
{
    static const std::array kWinds{ "E", "S", "W", "N" };
    for (std::size_t r = 0; r < rounds.size(); ++r) {
        out() << Tr::tr("Round %1").arg(r + 1) << '\n';
        for (std::size_t t = 0; t < rounds[r].size(); ++t) {
            out() << "  " << Tr::tr("Table %1:").arg(t + 1).leftJustified(11);
            for (std::size_t s = 0; s < rounds[r][t].size(); ++s)
                out() << "  " << kWinds[s]
                      << QString::number(rounds[r][t][s] + 1).rightJustified(4);
            out() << '\n';
        }
    }
}

int runSeating(const CommandLine &cl)
{
    bool ok = false;
    const int players = cl.value(u"players"_s).toInt(&ok);
    if (!ok)
        return kUsage.report(Tr::tr("--players needs a number of players"));
    const int rounds = cl.value(u"rounds"_s).toInt(&ok);
    if (!ok)
        return kUsage.report(Tr::tr("--rounds needs a number of rounds"));
    const QString name = cl.isSet(u"method"_s) ? cl.value(u"method"_s) : u"random"_s;
    const auto method = std::find_if(
            kMethods.begin(), kMethods.end(), [&](const MethodName &m) { return m.name == name; });
    if (method == kMethods.end())
        return kUsage.report(Tr::tr("--method takes random, swiss or naive"));
    std::uint64_t seed = QRandomGenerator::global()->generate64() % 1'000'000'000ULL;
    if (cl.isSet(u"seed"_s)) {
        seed = cl.value(u"seed"_s).toULongLong(&ok);
        if (!ok)
            return kUsage.report(Tr::tr("--seed needs a whole number from 0 up"));
    }
    const auto drawn = club::drawTournament(players, rounds, method->method, seed);
    if (!drawn)
        return refused(drawn.error());
    const auto report = club::checkSeating(players, *drawn);
    if (!report)
        return refused(report.error());
    if (cl.isSet(u"json"_s)) {
        const QJsonObject o{ { u"players"_s, players }, { u"method"_s, method->name },
            { u"seed"_s, QString::number(seed) }, { u"rounds"_s, roundsJson(*drawn) },
            { u"report"_s, reportJson(*report) } };
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    printRounds(*drawn);
    out() << '\n'
          << Tr::tr("%1 draw, seed %2: %3 repeat pairs, a pair met at most %4 times, wind "
                    "imbalance %5")
                     .arg(method->name, QString::number(seed))
                     .arg(report->repeatPairs)
                     .arg(report->maxMeetings)
                     .arg(report->windImbalance)
          << '\n';
    return 0;
}

// The mean report of each method over the seeds 1 to `seeds`.
struct Comparison
{
    int players = 0;
    int rounds = 0;
    std::array<std::array<double, 3>, 3> mean{}; // by method: repeat pairs, max meetings, winds
};

Result<Comparison> compare(int players, int rounds, int seeds)
{
    Comparison c{ players, rounds, {} };
    for (std::size_t m = 0; m < kMethods.size(); ++m) {
        for (int seed = 1; seed <= seeds; ++seed) {
            const auto drawn = club::drawTournament(
                    players, rounds, kMethods[m].method, static_cast<std::uint64_t>(seed));
            if (!drawn)
                return drawn.error();
            const auto r = club::checkSeating(players, *drawn);
            if (!r)
                return r.error();
            c.mean[m][0] += double(r->repeatPairs) / seeds;
            c.mean[m][1] += double(r->maxMeetings) / seeds;
            c.mean[m][2] += double(r->windImbalance) / seeds;
        }
    }
    return c;
}

QJsonObject comparisonJson(const Comparison &c)
{
    QJsonObject o{ { u"players"_s, c.players }, { u"rounds"_s, c.rounds } };
    for (std::size_t m = 0; m < kMethods.size(); ++m)
        o.insert(kMethods[m].name,
                QJsonObject{ { u"repeat_pairs"_s, c.mean[m][0] },
                        { u"max_meetings"_s, c.mean[m][1] },
                        { u"wind_imbalance"_s, c.mean[m][2] } });
    return o;
}

void printComparisons(const QList<Comparison> &rows, int seeds)
{
    out() << Tr::tr("Means over the seeds 1 to %1 (naive: a plain shuffle; random: the draw that "
                    "avoids repeats; swiss: by simulated standings)")
                     .arg(seeds)
          << "\n\n";
    const auto cell = [](const QString &text) { return text.rightJustified(8); };
    out() << cell(Tr::tr("Players")) << cell(Tr::tr("Rounds")) << "  |"
          << Tr::tr("Repeat pairs").rightJustified(24) << "  |"
          << Tr::tr("Wind imbalance").rightJustified(24) << '\n';
    out() << QString(16, u' ') << "  |";
    for (int part = 0; part < 2; ++part) {
        for (const MethodName &m : kMethods)
            out() << cell(m.name);
        out() << (part == 0 ? "  |" : "\n");
    }
    for (const Comparison &c : rows) {
        out() << cell(QString::number(c.players)) << cell(QString::number(c.rounds)) << "  |";
        for (std::size_t value : { std::size_t(0), std::size_t(2) }) {
            for (std::size_t m = 0; m < kMethods.size(); ++m)
                out() << cell(QString::number(c.mean[m][value], 'f', value == 0 ? 1 : 2));
            out() << (value == 0 ? "  |" : "\n");
        }
    }
}

int runCompare(const CommandLine &cl)
{
    const QList<int> players =
            numbers(cl.isSet(u"players"_s) ? cl.value(u"players"_s) : u"16,32,64"_s);
    const QList<int> rounds = numbers(cl.isSet(u"rounds"_s) ? cl.value(u"rounds"_s) : u"4,7,10"_s);
    if (players.isEmpty() || rounds.isEmpty())
        return kUsage.report(Tr::tr("--players and --rounds take numbers separated by commas"));
    bool ok = true;
    const int seeds = cl.isSet(u"seeds"_s) ? cl.value(u"seeds"_s).toInt(&ok) : 20;
    if (!ok || seeds < 1 || seeds > 1000)
        return kUsage.report(Tr::tr("--seeds needs a number from 1 to 1000"));
    QList<Comparison> rows;
    for (int p : players) {
        for (int r : rounds) {
            auto c = compare(p, r, seeds);
            if (!c)
                return refused(c.error());
            rows.append(*c);
        }
    }
    if (cl.isSet(u"json"_s)) {
        QJsonArray list;
        for (const Comparison &c : rows)
            list.append(comparisonJson(c));
        const QJsonObject o{ { u"seeds"_s, seeds }, { u"cases"_s, list } };
        out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return 0;
    }
    printComparisons(rows, seeds);
    return 0;
}

} // namespace

int runTournament(const QStringList &args)
{
    CommandLine cl{ kJsonOption, kDbOption, { { u"players"_s }, true }, { { u"rounds"_s }, true },
        { { u"method"_s }, true }, { { u"seed"_s }, true }, { { u"seeds"_s }, true },
        { { u"tables"_s }, true }, { { u"rules"_s }, true }, { { u"round"_s }, true },
        { { u"player"_s }, true }, { { u"by"_s }, true }, { { u"to"_s }, true },
        { { u"o"_s, u"output"_s }, true }, { { u"club"_s }, true }, { { u"date"_s }, true } };
    if (auto status = cl.parse(args, kUsage))
        return *status;
    const QStringList positional = cl.positional();
    if (!positional.isEmpty() && isTournamentLibraryCommand(positional.front()))
        return runTournamentLibrary(cl, kUsage);
    if (positional.size() != 1)
        return kUsage.report(Tr::tr("give one command: seating or compare"));
    if (positional.front() == "seating"_L1) {
        if (!cl.isSet(u"players"_s) || !cl.isSet(u"rounds"_s))
            return kUsage.report(Tr::tr("seating needs --players and --rounds"));
        return runSeating(cl);
    }
    if (positional.front() == "compare"_L1)
        return runCompare(cl);
    return kUsage.report(
            Tr::tr("unknown command '%1' (seating or compare)").arg(positional.front()));
}

} // namespace haifu::cli
