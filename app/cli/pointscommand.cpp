// haifu-cli points: the payments for a han/fu count (JSON lines or a table for people).
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/jsonlines.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "formats/clubledger.h"
#include "rules/points.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

struct PointsInput
{
    int han = 0;
    int fu = 0;
    bool dealer = false;
    bool tsumo = false;
    int honba = 0;
    int sticks = 0;
    int yakuman = 0;
};

// Han/fu combinations that no hand can have are refused rather than priced.
std::optional<Error> checkHanFu(const PointsInput &p)
{
    if (p.yakuman < 0 || p.yakuman > 6)
        return Error{ "yakuman: the yakuman multiple is 0 (count han) to 6" };
    if (p.yakuman > 0)
        return std::nullopt;
    if (p.han < 1 || p.han > 100)
        return Error{ "han: must be at least 1 (or give yakuman)" };
    if (p.han >= 5)
        return std::nullopt; // fu do not matter from mangan up
    if (p.fu != 25 && (p.fu < 20 || p.fu > 130 || p.fu % 10 != 0))
        return Error{ "fu: " + std::to_string(p.fu)
            + " is not a fu count (20, 25, 30, 40, … 130; fu are rounded up to 10)" };
    if (p.han == 1 && (p.fu == 20 || p.fu == 25))
        return Error{ "fu: 1 han " + std::to_string(p.fu)
            + " fu does not exist (20 fu needs pinfu tsumo, 25 fu seven pairs: both 2 han)" };
    if (p.fu == 20 && !p.tsumo)
        return Error{ "fu: 20 fu only on a tsumo (pinfu ron is 30 fu, an open hand at least 30)" };
    return std::nullopt;
}

void writePoints(const JsonValue &o, JsonWriter &out)
{
    PointsInput p;
    for (auto [name, member, fallback] :
            { std::tuple{ "han", &PointsInput::han, 0 }, std::tuple{ "fu", &PointsInput::fu, 30 },
                    std::tuple{ "honba", &PointsInput::honba, 0 },
                    std::tuple{ "riichi_sticks", &PointsInput::sticks, 0 },
                    std::tuple{ "yakuman", &PointsInput::yakuman, 0 } }) {
        auto v = intField(o, name, fallback);
        if (!v)
            return writeInvalidInput(out, v.error().message);
        p.*member = *v;
    }
    for (auto [name, member] : { std::pair{ "dealer", &PointsInput::dealer },
                 std::pair{ "tsumo", &PointsInput::tsumo } }) {
        auto v = boolField(o, name);
        if (!v)
            return writeInvalidInput(out, v.error().message);
        p.*member = *v;
    }
    if (!member(o, "han") && p.yakuman == 0)
        return writeInvalidInput(out, "han: required (or give yakuman)");
    auto ruleset = rulesFromJson(o);
    if (!ruleset)
        return writeInvalidInput(out, ruleset.error().message);
    const rules::Ruleset &r = **ruleset;
    if (auto e = checkHanFu(p))
        return writeInvalidInput(out, e->message);
    const rules::BasicPoints b = rules::basicPoints(p.han, p.fu, p.yakuman, r);
    const rules::Payments pay = rules::handPayments(b.points, p.dealer, p.tsumo, p.honba, r);
    writeKey(out, "payments");
    writePayments(out, pay);
    writeMember(out, "limit", rules::limitKey(b.limit));
    writeInt(out, "basic_points", b.points);
    writeInt(out, "winner_gain", pay.total + p.sticks * r.riichiDeposit);
    writeNull(out, "error");
}

void printHelp(QTextStream &s)
{
    s << helpHead(
            { Tr::tr("Usage: haifu-cli points HAN FU [OPTIONS]"),
                    Tr::tr("       haifu-cli points --table [--rules PRESET]"),
                    Tr::tr("       haifu-cli points --json   (JSON lines on standard input)") },
            {})
      << optionLines(16,
                 { { "--dealer", Tr::tr("The winner is the dealer") },
                         { "--tsumo", Tr::tr("Won by self-draw (default: ron)") },
                         { "--honba N", Tr::tr("Honba counters") },
                         { "--sticks N", Tr::tr("Riichi deposits on the table") },
                         { "--yakuman N",
                                 Tr::tr("Yakuman multiple (HAN and FU are then ignored)") },
                         { "--rules PRESET", Tr::tr("Ruleset preset (default tenhou)") },
                         { "--table", Tr::tr("Print the whole points table") },
                         { "--json", Tr::tr("Read JSON lines on standard input") } });
    s.flush();
}

QString paymentText(const rules::Payments &p)
{
    if (!p.tsumo)
        return QString::number(p.ron);
    if (p.dealer)
        return Tr::tr("%1 all").arg(p.tsumoEach);
    return QStringLiteral("%1/%2").arg(p.tsumoNonDealer).arg(p.tsumoDealer);
}

void printTable(const rules::Ruleset &r, QTextStream &s)
{
    static constexpr int kFu[] = { 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110 };
    for (bool dealer : { false, true }) {
        s << (dealer ? Tr::tr("Dealer: ron / tsumo (each)")
                     : Tr::tr("Non-dealer: ron / tsumo (non-dealers/dealer)"))
          << '\n';
        s << QStringLiteral("     ");
        for (int fu : kFu)
            s << QStringLiteral("%1 fu").arg(fu).rightJustified(18);
        s << '\n';
        for (int han = 1; han <= 4; ++han) {
            s << Tr::tr("%1 han").arg(han).leftJustified(5);
            for (int fu : kFu) {
                PointsInput p;
                p.han = han;
                p.fu = fu;
                QString ron = u"-"_s, tsumo = u"-"_s;
                p.tsumo = false;
                if (!checkHanFu(p))
                    ron = QString::number(rules::handPayments(
                            rules::basicPoints(han, fu, 0, r).points, dealer, false, 0, r)
                                                  .ron);
                p.tsumo = true;
                if (!checkHanFu(p) && !(fu == 25 && han == 2))
                    tsumo = paymentText(rules::handPayments(
                            rules::basicPoints(han, fu, 0, r).points, dealer, true, 0, r));
                s << (ron + u" / "_s + tsumo).rightJustified(18);
            }
            s << '\n';
        }
        for (int han : { 5, 6, 8, 11, 13 }) {
            const rules::BasicPoints b = rules::basicPoints(han, 30, 0, r);
            s << "  " << QString::fromLatin1(rules::limitName(b.limit)).leftJustified(26)
              << rules::handPayments(b.points, dealer, false, 0, r).ron << " / "
              << paymentText(rules::handPayments(b.points, dealer, true, 0, r)) << '\n';
        }
        s << '\n';
    }
    s.flush();
}

} // namespace

int runPoints(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"dealer"_s } }, { { u"tsumo"_s } }, { { u"table"_s } },
        { { u"honba"_s }, true }, { { u"sticks"_s }, true }, { { u"yakuman"_s }, true },
        { { u"rules"_s }, true } };
    cl.setNegativeNumbersPositional(true);
    if (const auto status = cl.parse(args, Usage{ u"points"_s, printHelp }))
        return *status;
    if (cl.isSet(u"json"_s))
        return runJsonLines(writePoints);
    QJsonObject o;
    for (const char *flag : { "dealer", "tsumo" }) {
        if (cl.isSet(QLatin1String(flag)))
            o.insert(QLatin1String(flag), true);
    }
    for (const auto &[option, field] : { std::pair{ "honba", "honba" },
                 std::pair{ "sticks", "riichi_sticks" }, std::pair{ "yakuman", "yakuman" } }) {
        if (cl.isSet(QLatin1String(option)))
            o.insert(QLatin1String(field), cl.value(QLatin1String(option)).toInt());
    }
    const QString preset = cl.isSet(u"rules"_s) ? cl.value(u"rules"_s) : u"tenhou"_s;
    const bool table = cl.isSet(u"table"_s);
    const QStringList numbers = cl.positional();
    auto ruleset = formats::rulesetFromJson(preset);
    if (!ruleset) {
        err() << QString::fromStdString(ruleset.error().message) << '\n';
        return 2;
    }
    if (table) {
        printTable(*ruleset, out());
        return 0;
    }
    if (numbers.size() >= 1)
        o.insert(u"han"_s, numbers.at(0).toInt());
    if (numbers.size() >= 2)
        o.insert(u"fu"_s, numbers.at(1).toInt());
    if (numbers.isEmpty() && !o.contains("yakuman"_L1)) {
        printHelp(err());
        return 2;
    }
    o.insert(u"rules"_s, preset);
    const QJsonObject r = runJsonHandler(writePoints, o);
    if (r.value("error"_L1).isString()) {
        err() << Tr::tr("haifu-cli points: %1").arg(r.value("error"_L1).toString()) << '\n';
        return 1;
    }
    const QJsonObject p = r.value("payments"_L1).toObject();
    if (p.contains("ron"_L1))
        out() << Tr::tr("Ron: the discarder pays %1").arg(p.value("ron"_L1).toInt()) << '\n';
    else if (p.contains("tsumo_each"_L1))
        out() << Tr::tr("Tsumo: each player pays %1").arg(p.value("tsumo_each"_L1).toInt()) << '\n';
    else
        out() << Tr::tr("Tsumo: the dealer pays %1, each other player pays %2")
                         .arg(p.value("tsumo_dealer"_L1).toInt())
                         .arg(p.value("tsumo_non_dealer"_L1).toInt())
              << '\n';
    if (!r.value("limit"_L1).toString().isEmpty())
        out() << Tr::tr("Limit: %1").arg(r.value("limit"_L1).toString()) << '\n';
    out() << Tr::tr("Basic points: %1").arg(r.value("basic_points"_L1).toInt()) << '\n'
          << Tr::tr("The winner gains %1").arg(r.value("winner_gain"_L1).toInt()) << '\n';
    out().flush();
    return 0;
}

} // namespace haifu::cli
