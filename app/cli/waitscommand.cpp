// haifu-cli waits: the waits of a 13-tile hand, the waits on tiles all held in the hand,
// discard furiten against the own river, and optionally every wait scored (ron and tsumo).
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/jsonlines.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "rules/furiten.h"
#include "rules/score.h"
#include "rules/shanten.h"
#include "rules/waits.h"

#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString kindText(rules::TileKind k)
{
    return QString::fromStdString(rules::kindToString(k));
}

struct WaitsInput
{
    rules::Hand hand;
    std::vector<rules::Tile> discards;
    bool scoreWaits = false;
    rules::Situation situation; // winTile and tsumo are set per wait
    const rules::Ruleset *ruleset = nullptr;
};

Result<WaitsInput> waitsInputFromJson(const JsonValue &o)
{
    WaitsInput in;
    if (auto error = take(handFromJson(o), in.hand))
        return *error;
    if (auto error = take(tilesField(o, "discards"), in.discards))
        return *error;
    const rules::TileCounts river = rules::countKinds(in.discards);
    if (auto error = rules::checkHandTiles(in.hand, &river, "discards"))
        return *error;
    if (in.hand.closed.size() % 3 != 1)
        return Error{ "closed: " + std::to_string(in.hand.closed.size())
            + " tiles; waits need a hand before its draw (13 tiles counting 3 per meld)" };
    if (auto error = take(boolField(o, "score_waits"), in.scoreWaits))
        return *error;
    if (!in.scoreWaits)
        return in;

    // "tsumo" is not read: every wait is scored both ways.
    if (auto error = take(situationFromJson(o, false), in.situation))
        return *error;
    if (auto error = take(rulesFromJson(o), in.ruleset))
        return *error;
    return in;
}

// One way of winning on one wait, in the shape of a `score` result.
void writeScoreOne(JsonWriter &out, const WaitsInput &in, rules::TileKind wait, bool tsumo)
{
    rules::Hand hand = in.hand;
    const rules::Tile tile{ wait, false };
    hand.closed.push_back(tile);
    rules::Situation situation = in.situation;
    situation.winTile = tile;
    situation.tsumo = tsumo;
    auto result = rules::score(hand, situation, *in.ruleset);
    out.StartObject();
    if (!result) {
        writeInvalidInput(out, result.error().message);
    } else if (result->status == rules::ScoreStatus::NotWinning) {
        writeMember(out, "error", "not_winning");
    } else if (result->status == rules::ScoreStatus::NoYaku) {
        writeMember(out, "error", "no_yaku");
    } else {
        writeWinValue(out, *result, false);
        writeNull(out, "error");
    }
    out.EndObject();
}

void writeKinds(JsonWriter &out, std::string_view key, const std::vector<rules::TileKind> &kinds)
{
    writeKey(out, key);
    out.StartArray();
    for (rules::TileKind k : kinds)
        writeString(out, rules::kindToString(k));
    out.EndArray();
}

std::vector<rules::TileKind> riverKinds(const std::vector<rules::Tile> &tiles)
{
    std::vector<rules::TileKind> kinds;
    for (const rules::Tile &t : tiles)
        kinds.push_back(t.kind);
    return kinds;
}

void writeWaits(const JsonValue &input, JsonWriter &out)
{
    auto in = waitsInputFromJson(input);
    if (!in)
        return writeInvalidInput(out, in.error().message);
    auto waits = rules::waitsOf(in->hand);
    if (!waits)
        return writeInvalidInput(out, waits.error().message);
    const std::vector<rules::TileKind> river = riverKinds(in->discards);
    writeBool(out, "tenpai", waits->tenpai());
    writeKinds(out, "waits", waits->waits);
    writeKinds(out, "waits_all_copies_in_hand", waits->waitsAllCopiesInHand);
    writeBool(out, "furiten_own_discards", rules::isDiscardFuriten(*waits, river));
    if (in->scoreWaits) {
        writeKey(out, "wait_scores");
        out.StartArray();
        for (rules::TileKind k : waits->waits) {
            out.StartObject();
            writeMember(out, "tile", rules::kindToString(k));
            writeKey(out, "ron");
            writeScoreOne(out, *in, k, false);
            writeKey(out, "tsumo");
            writeScoreOne(out, *in, k, true);
            out.EndObject();
        }
        out.EndArray();
    }
    writeNull(out, "error");
}

void printHelp(QTextStream &s)
{
    s << helpHead(
            { Tr::tr("Usage: haifu-cli waits TILES [OPTIONS]"),
                    Tr::tr("       haifu-cli waits --json   (JSON lines on standard input, see "
                           "SCORING_JSON.md)") },
            { Tr::tr("Lists the tiles that complete a 13-tile hand (counting 3 per meld), whether "
                     "or "
                     "not "
                     "the win would have a yaku, and says whether the hand is furiten by its own "
                     "discards. Waits on a tile the hand already holds all four of are listed "
                     "apart: "
                     "they "
                     "can never win.") })
      << optionLines(19,
                 { { "--melds M[,M…]",
                           Tr::tr("Declared melds KIND:tiles, e.g. pon:555z,chi:123m (kinds: chi, "
                                  "pon, minkan, "
                                  "ankan, kakan)") },
                         { "--discards TILES",
                                 Tr::tr("The player's own discards, including tiles other players "
                                        "called") },
                         { "--json",
                                 Tr::tr("Read JSON lines on standard input instead (with "
                                        "\"score_waits\":true each wait is "
                                        "scored as ron and as tsumo)") },
                         { "-h, --help", Tr::tr("Show this help") } });
    s.flush();
}

const Usage kUsage{ u"waits"_s, printHelp };

int printReadable(const QJsonObject &object)
{
    const rapidjson::Document input = toRapidJson(object);
    auto in = waitsInputFromJson(input);
    if (!in)
        return kUsage.fail(in.error().message);
    auto waits = rules::waitsOf(in->hand);
    if (!waits)
        return kUsage.fail(waits.error().message);
    const rules::TileCounts held = in->hand.allCounts();
    const rules::TileCounts river = rules::countKinds(in->discards);
    QTextStream &s = out();
    s << Tr::tr("Hand: %1").arg(QString::fromStdString(rules::formatTiles(in->hand.closed)));
    for (const rules::Meld &m : in->hand.melds)
        s << "  [" << QString::fromStdString(rules::formatMeld(m)) << ']';
    s << '\n';
    if (!waits->tenpai()) {
        const int shanten = rules::shantenOf(in->hand)->best;
        s << Tr::tr("Not tenpai (shanten %1).").arg(shanten) << '\n';
        s.flush();
        return 0;
    }
    if (!waits->waits.empty()) {
        QStringList parts;
        int total = 0;
        for (rules::TileKind k : waits->waits) {
            const int left = std::max(0, 4 - held[k] - river[k]);
            total += left;
            parts << u"%1×%2"_s.arg(kindText(k)).arg(left);
        }
        s << Tr::tr("Waits: %1").arg(parts.join(u' ')) << '\n'
          << Tr::tr("%1 kinds, %2 tiles not in this hand or its discards")
                        .arg(waits->waits.size())
                        .arg(total)
          << '\n';
    } else {
        s << Tr::tr("No winnable wait.") << '\n';
    }
    if (!waits->waitsAllCopiesInHand.empty()) {
        QStringList kinds;
        for (rules::TileKind k : waits->waitsAllCopiesInHand)
            kinds << kindText(k);
        s << Tr::tr("Waits on a fifth tile (all four copies are in this hand): %1")
                        .arg(kinds.join(u' '))
          << '\n';
    }
    if (!in->discards.empty()) {
        QStringList inRiver;
        for (rules::TileKind k : waits->waits) {
            if (river[k])
                inRiver << kindText(k);
        }
        if (inRiver.isEmpty())
            s << Tr::tr("Not furiten by the own discards.") << '\n';
        else
            s << Tr::tr("Furiten: %1 is among the own discards (no ron; tsumo only).")
                            .arg(inRiver.join(u", "_s))
              << '\n';
    }
    s.flush();
    return 0;
}

} // namespace

int runWaits(const QStringList &args)
{
    return runHandCommand(kUsage, args, u"discards"_s, u"discards"_s, writeWaits, printReadable);
}

} // namespace haifu::cli
