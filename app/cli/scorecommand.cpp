// haifu-cli score: score a winning hand (JSON lines per docs/SCORING_JSON.md, or a teacher's
// explanation for people).
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/jsonlines.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "rules/score.h"

#include <QJsonArray>
#include <QJsonObject>

#include <cmath>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

struct Input
{
    rules::Hand hand;
    rules::Situation situation;
    const rules::Ruleset *ruleset = nullptr;
};

Result<Input> inputFromJson(const JsonValue &o)
{
    Input in;
    if (auto error = take(handFromJson(o), in.hand))
        return *error;
    const JsonValue *win = member(o, "win_tile");
    if (!win || !win->IsString())
        return Error{ "win_tile: required, one tile such as \"3s\"" };
    auto winTile = rules::parseTile(stringOf(win));
    if (!winTile)
        return Error{ "win_tile: " + winTile.error().message };
    if (auto error = take(situationFromJson(o, true), in.situation))
        return *error;
    in.situation.winTile = *winTile;
    if (auto error = take(rulesFromJson(o), in.ruleset))
        return *error;
    return in;
}

// One hand of `score --json`.
void writeScore(const JsonValue &input, JsonWriter &out)
{
    auto in = inputFromJson(input);
    if (!in)
        return writeInvalidInput(out, in.error().message);
    auto result = rules::score(in->hand, in->situation, *in->ruleset);
    if (!result)
        return writeInvalidInput(out, result.error().message);
    const rules::ScoreResult &r = *result;
    if (r.status == rules::ScoreStatus::NotWinning)
        return writeMember(out, "error", "not_winning");
    writeScoreResult(out, r);
    if (r.status == rules::ScoreStatus::NoYaku)
        writeMember(out, "error", "no_yaku");
    else
        writeNull(out, "error");
}

} // namespace

QJsonObject scoreJson(const QJsonObject &input)
{
    return runJsonHandler(writeScore, input);
}

namespace {

void printHelp(QTextStream &s)
{
    s << helpHead(
            { Tr::tr("Usage: haifu-cli score TILES --win TILE [OPTIONS]"),
                    Tr::tr("       haifu-cli score --json   (JSON lines on standard input, see "
                           "SCORING_JSON.md)") },
            { Tr::tr("Scores a winning hand and explains it: the reading, every yaku, every fu, "
                     "the "
                     "limit "
                     "and who pays what."),
                    Tr::tr("TILES are the concealed tiles including the winning tile, e.g. "
                           "234m56799p345678s "
                           "(0 = red five).") })
      << optionLines(20,
                 { { "--win TILE", Tr::tr("The winning tile (required; must be among TILES)") },
                         { "--melds M[,M…]",
                                 Tr::tr("Declared melds KIND:tiles, e.g. "
                                        "chi:123m,pon:555z,ankan:1111s (kinds: chi, pon, "
                                        "minkan, ankan, kakan); may be repeated") },
                         { "--tsumo", Tr::tr("Won by self-draw (default: ron)") },
                         { "--riichi", Tr::tr("Riichi") },
                         { "--double-riichi", Tr::tr("Double riichi") },
                         { "--ippatsu", Tr::tr("Ippatsu") },
                         { "--haitei", Tr::tr("Tsumo on the last wall tile") },
                         { "--houtei", Tr::tr("Ron on the last discard") },
                         { "--rinshan", Tr::tr("Tsumo on a kan replacement tile") },
                         { "--chankan", Tr::tr("Ron on a tile added to a kan") },
                         { "--tenhou, --chiihou, --renhou", Tr::tr("First-turn wins") },
                         { "--seat WIND",
                                 Tr::tr("Seat wind E, S, W or N (default E: the dealer)") },
                         { "--round WIND", Tr::tr("Round wind (default E)") },
                         { "--dora TILES",
                                 Tr::tr("Dora indicators, kan dora included, e.g. 1m4z") },
                         { "--ura TILES", Tr::tr("Ura dora indicators (count only with riichi)") },
                         { "--honba N", Tr::tr("Honba counters on the table") },
                         { "--sticks N",
                                 Tr::tr("Riichi deposits on the table (this hand's included)") },
                         { "--north N", Tr::tr("Three players: north tiles set aside (nukidora)") },
                         { "--rules PRESET",
                                 Tr::tr("Ruleset preset (default tenhou; see haifu-cli rules "
                                        "--list)") },
                         { "--set OPTION=VALUE",
                                 Tr::tr("Override one ruleset option; may be repeated") },
                         { "--json", Tr::tr("Read JSON lines on standard input instead") },
                         { "-h, --help", Tr::tr("Show this help") } });
    s.flush();
}

const Usage kScoreUsage{ u"score"_s, printHelp };

// Pads to a terminal width: CJK and full-width characters take two columns.
QString pad(const QString &s, int width)
{
    int columns = 0;
    for (const QChar c : s) {
        const ushort u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF)
                || (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF)
                || (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60)
                || (u >= 0xFFE0 && u <= 0xFFE6);
        columns += wide ? 2 : 1;
    }
    return columns >= width ? s : s + QString(width - columns, u' ');
}

QString fuItemText(const rules::FuItem &f, const rules::HandValue &v)
{
    switch (f.reason) {
    case rules::FuReason::Base: return Tr::tr("base");
    case rules::FuReason::ClosedRon: return Tr::tr("closed hand won by ron");
    case rules::FuReason::Tsumo: return Tr::tr("tsumo");
    case rules::FuReason::Chiitoitsu: return Tr::tr("seven pairs (fixed)");
    case rules::FuReason::OpenPinfu: return Tr::tr("open hand without fu counts 30");
    case rules::FuReason::Pair: {
        const QString tile = QString::fromStdString(rules::kindToString(f.tile));
        switch (rules::PairFuKind(f.detail)) {
        case rules::PairFuKind::Dragon: return Tr::tr("pair of a dragon %1").arg(tile);
        case rules::PairFuKind::SeatWind: return Tr::tr("pair of the seat wind %1").arg(tile);
        case rules::PairFuKind::RoundWind: return Tr::tr("pair of the round wind %1").arg(tile);
        case rules::PairFuKind::DoubleWind:
            return Tr::tr("pair of the double wind %1 (seat and round)").arg(tile);
        }
        break;
    }
    case rules::FuReason::Wait:
        switch (rules::WaitKind(f.detail)) {
        case rules::WaitKind::Kanchan: return Tr::tr("closed wait (kanchan)");
        case rules::WaitKind::Penchan: return Tr::tr("edge wait (penchan)");
        default: return Tr::tr("single wait (tanki)");
        }
    case rules::FuReason::Meld: {
        const rules::Group &g = v.reading.groups[static_cast<std::size_t>(f.group)];
        const QString tiles = QString::fromStdString(rules::groupToString(g));
        const bool th = rules::isTerminalOrHonor(g.tile);
        QString kind;
        switch (rules::MeldFuKind(f.detail)) {
        case rules::MeldFuKind::OpenTriplet:
            kind = f.byRon ? Tr::tr("triplet completed by ron (counts as open)")
                           : Tr::tr("open triplet");
            break;
        case rules::MeldFuKind::ClosedTriplet: kind = Tr::tr("concealed triplet"); break;
        case rules::MeldFuKind::OpenQuad: kind = Tr::tr("open quad"); break;
        case rules::MeldFuKind::ClosedQuad: kind = Tr::tr("concealed quad"); break;
        }
        return Tr::tr("%1 %2%3").arg(
                kind, tiles, th ? Tr::tr(", terminal/honour: doubled") : QString());
    }
    }
    return {};
}

QString waitText(rules::WaitKind w)
{
    switch (w) {
    case rules::WaitKind::Ryanmen: return Tr::tr("two-sided wait (ryanmen)");
    case rules::WaitKind::Kanchan: return Tr::tr("closed wait (kanchan)");
    case rules::WaitKind::Penchan: return Tr::tr("edge wait (penchan)");
    case rules::WaitKind::Shanpon: return Tr::tr("dual pon wait (shanpon)");
    case rules::WaitKind::Tanki: return Tr::tr("single wait (tanki)");
    case rules::WaitKind::Kokushi13: return Tr::tr("thirteen-sided wait");
    }
    return {};
}

QString readingText(const rules::Decomposition &d)
{
    QStringList groups;
    for (const std::string &g : rules::decompositionStrings(d))
        groups << QString::fromStdString(g);
    return groups.join(u' ');
}

void explain(const Input &in, const rules::ScoreResult &r, QTextStream &s)
{
    const rules::HandValue &v = r.value;
    const rules::Situation &sit = in.situation;
    s << Tr::tr("Hand: %1").arg(QString::fromStdString(rules::formatTiles(in.hand.closed)));
    for (const rules::Meld &m : in.hand.melds)
        s << "  [" << QString::fromStdString(rules::formatMeld(m)) << ']';
    s << "  "
      << Tr::tr("win %1 by %2")
                    .arg(QString::fromStdString(rules::toString(sit.winTile)),
                            sit.tsumo ? Tr::tr("tsumo") : Tr::tr("ron"))
      << '\n';
    s << Tr::tr("Rules: %1").arg(QString::fromStdString(in.ruleset->name)) << '\n';
    if (r.status == rules::ScoreStatus::NotWinning) {
        s << Tr::tr(
                "Not a winning hand: the tiles do not form four groups and a pair, seven pairs or "
                "thirteen orphans.")
          << '\n';
        return;
    }
    s << Tr::tr("Reading: %1 (%2)").arg(readingText(v.reading), waitText(v.reading.wait)) << '\n';
    if (r.status == rules::ScoreStatus::NoYaku) {
        s << Tr::tr("No yaku: the hand cannot win (dora do not count as a yaku).") << '\n';
        return;
    }
    s << '\n' << Tr::tr("Yaku:") << '\n';
    for (const rules::YakuHan &y : v.yaku) {
        const QString han = rules::isYakuman(y.yaku)
                ? (y.han >= 26 ? Tr::tr("double yakuman") : Tr::tr("yakuman"))
                : QCoreApplication::translate("haifu::cli", "%n han", nullptr, y.han);
        s << "  " << pad(toQString(rules::yakuName(y.yaku)), 44) << han << '\n';
    }
    if (v.yakumanMultiple == 0)
        s << "  " << pad(Tr::tr("Total"), 44)
          << QCoreApplication::translate("haifu::cli", "%n han", nullptr, v.han) << '\n';
    s << '\n' << Tr::tr("Fu:") << '\n';
    for (const rules::FuItem &f : v.fuItems)
        s << "  " << pad(fuItemText(f, v), 60) << QString::number(f.fu).rightJustified(3) << '\n';
    const bool pinfu = std::any_of(v.yaku.begin(), v.yaku.end(),
            [](const rules::YakuHan &y) { return y.yaku == rules::Yaku::Pinfu; });
    if (pinfu && in.situation.tsumo)
        s << "  " << Tr::tr("(pinfu: the 2 fu for tsumo are not added)") << '\n';
    if (v.reading.shape == rules::Shape::SevenPairs)
        s << "  " << Tr::tr("= 25 fu (seven pairs are not rounded)") << '\n';
    else if (v.fu != v.fuRaw)
        s << "  " << Tr::tr("= %1 fu, rounded up to %2 fu").arg(v.fuRaw).arg(v.fu) << '\n';
    else
        s << "  " << Tr::tr("= %1 fu").arg(v.fu) << '\n';
    s << '\n';
    if (v.limit != rules::Limit::None)
        s << Tr::tr("Limit: %1").arg(toQString(rules::limitName(v.limit))) << '\n';
    s << Tr::tr("Basic points: %1").arg(v.basicPoints) << '\n';
    const rules::Payments &p = r.payments;
    if (!p.tsumo)
        s << Tr::tr("The discarder pays %1").arg(p.ron);
    else if (p.dealer)
        s << Tr::tr("Each player pays %1").arg(p.tsumoEach);
    else
        s << Tr::tr("The dealer pays %1, each other player pays %2")
                        .arg(p.tsumoDealer)
                        .arg(p.tsumoNonDealer);
    if (sit.honba > 0)
        s << ' '
          << QCoreApplication::translate("haifu::cli", "(%n honba included)", nullptr, sit.honba);
    s << '\n';
    if (sit.riichiSticks > 0)
        s << Tr::tr("Riichi deposits on the table: %1")
                        .arg(sit.riichiSticks * in.ruleset->riichiDeposit)
          << '\n';
    s << Tr::tr("The winner gains %1").arg(r.winnerGain) << '\n';
    if (r.alternatives.size() > 1) {
        s << '\n' << Tr::tr("Other readings:") << '\n';
        for (std::size_t i = 0; i < r.alternatives.size(); ++i) {
            if (int(i) == r.chosen)
                continue;
            const rules::ReadingSummary &a = r.alternatives[i];
            s << "  " << readingText(a.reading) << " (" << waitText(a.reading.wait) << "): ";
            if (!a.hasYaku)
                s << Tr::tr("no yaku");
            else if (a.yakumanMultiple > 0)
                s << Tr::tr("yakuman x%1").arg(a.yakumanMultiple);
            else
                s << Tr::tr("%1 han %2 fu, %3 basic points")
                                .arg(a.han)
                                .arg(a.fu)
                                .arg(a.basicPoints);
            s << '\n';
        }
    }
}

const QStringList kSituationFlags = { u"tsumo"_s, u"riichi"_s, u"double-riichi"_s, u"ippatsu"_s,
    u"haitei"_s, u"houtei"_s, u"rinshan"_s, u"chankan"_s, u"tenhou"_s, u"chiihou"_s, u"renhou"_s };

// The human form's arguments as the JSON object `score --json` reads; std::nullopt after a usage
// error (reported; `status` is the exit status).
std::optional<QJsonObject> scoreArguments(const CommandLine &cl, int &status)
{
    QJsonObject o;
    for (const QString &flag : kSituationFlags) {
        if (cl.isSet(flag))
            o.insert(QString(flag).replace(u'-', u'_'), true);
    }
    const QStringList positional = cl.positional();
    if (!positional.isEmpty())
        o.insert(u"closed"_s, positional.front());
    if (positional.size() > 1 || positional.value(0).startsWith(u'-')) {
        status = kScoreUsage.report(Tr::tr("unexpected argument '%1'").arg(positional.back()));
        return std::nullopt;
    }
    if (cl.isSet(u"win"_s))
        o.insert(u"win_tile"_s, cl.value(u"win"_s));
    QJsonArray melds;
    for (const QString &list : cl.values(u"melds"_s)) {
        for (const QString &m : list.split(u',', Qt::SkipEmptyParts))
            melds.append(m.trimmed());
    }
    o.insert(u"melds"_s, melds);
    const std::pair<const char *, const char *> text[] = { { "seat", "seat_wind" },
        { "round", "round_wind" } };
    for (const auto &[option, field] : text) {
        if (cl.isSet(QLatin1String(option)))
            o.insert(QLatin1String(field), cl.value(QLatin1String(option)));
    }
    for (const auto &[option, field] :
            { std::pair{ "dora", "dora_indicators" }, std::pair{ "ura", "ura_indicators" } }) {
        if (cl.isSet(QLatin1String(option)))
            o.insert(QLatin1String(field), cl.values(QLatin1String(option)).join(QString()));
    }
    for (const auto &[option, field] : { std::pair{ "honba", "honba" },
                 std::pair{ "sticks", "riichi_sticks" }, std::pair{ "north", "north_bonus" } }) {
        if (!cl.isSet(QLatin1String(option)))
            continue;
        bool ok = false;
        const int n = cl.value(QLatin1String(option)).toInt(&ok);
        if (!ok) {
            err() << Tr::tr("haifu-cli score: %1 needs a number")
                             .arg(u"--"_s + QLatin1String(option))
                  << '\n';
            status = 2;
            return std::nullopt;
        }
        o.insert(QLatin1String(field), n);
    }
    const QString preset = cl.isSet(u"rules"_s) ? cl.value(u"rules"_s) : u"tenhou"_s;
    QJsonObject rulesObject;
    for (const QString &kv : cl.values(u"set"_s)) {
        const qsizetype eq = kv.indexOf(u'=');
        if (eq <= 0) {
            err() << Tr::tr("haifu-cli score: --set needs OPTION=VALUE") << '\n';
            status = 2;
            return std::nullopt;
        }
        const auto value = optionValueFromText(kv.mid(eq + 1));
        if (!value) {
            err() << QString::fromStdString(value.error().message) << '\n';
            status = 2;
            return std::nullopt;
        }
        rulesObject.insert(kv.left(eq), optionJson(*value));
    }
    if (rulesObject.isEmpty()) {
        o.insert(u"rules"_s, preset);
    } else {
        rulesObject.insert(u"preset"_s, preset);
        o.insert(u"rules"_s, rulesObject);
    }
    return o;
}

} // namespace

int runScore(const QStringList &args)
{
    CommandLine cl{ kJsonOption, { { u"win"_s }, true }, { { u"melds"_s, u"meld"_s }, true },
        { { u"seat"_s }, true }, { { u"round"_s }, true }, { { u"dora"_s }, true },
        { { u"ura"_s }, true }, { { u"honba"_s }, true }, { { u"sticks"_s }, true },
        { { u"north"_s }, true }, { { u"rules"_s }, true }, { { u"set"_s }, true } };
    for (const QString &flag : kSituationFlags)
        cl.addOptions({ Option{ { flag } } });
    if (const auto status = cl.parse(args, kScoreUsage))
        return *status;
    if (cl.isSet(u"json"_s))
        return runJsonLines(writeScore);

    // Human form: build the same JSON object and reuse its parsing.
    int status = 0;
    const auto arguments = scoreArguments(cl, status);
    if (!arguments)
        return status;
    const QJsonObject &o = *arguments;
    if (!o.contains("closed"_L1) || !o.contains("win_tile"_L1)) {
        printHelp(err());
        return 2;
    }
    const rapidjson::Document input = toRapidJson(o);
    auto in = inputFromJson(input);
    if (!in) {
        err() << Tr::tr("haifu-cli score: invalid input: %1")
                         .arg(QString::fromStdString(in.error().message))
              << '\n';
        return 1;
    }
    auto result = rules::score(in->hand, in->situation, *in->ruleset);
    if (!result) {
        err() << Tr::tr("haifu-cli score: invalid input: %1")
                         .arg(QString::fromStdString(result.error().message))
              << '\n';
        return 1;
    }
    explain(*in, *result, out());
    out().flush();
    return result->status == rules::ScoreStatus::Win ? 0 : 1;
}

} // namespace haifu::cli
