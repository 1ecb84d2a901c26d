// haifu-cli shanten: shanten per form, tile acceptance (3n+1 tiles) or the discard table
// (3n+2 tiles), as JSON lines (docs/SCORING_JSON.md) or a readable table.
#include "cli/cli.h"
#include "cli/commandline.h"
#include "cli/jsonlines.h"
#include "cli/scorejson.h"
#include "common/qtstrings.h"

#include "rules/efficiency.h"
#include "rules/shanten.h"

#include <QJsonObject>

#include <optional>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString tileText(rules::Tile t)
{
    return QString::fromStdString(rules::toString(t));
}

QString kindText(rules::TileKind k)
{
    return QString::fromStdString(rules::kindToString(k));
}

struct ShantenInput
{
    rules::Hand hand;
    rules::TileCounts visible{};
};

Result<ShantenInput> shantenInputFromJson(const JsonValue &o)
{
    ShantenInput in;
    if (auto error = take(handFromJson(o), in.hand))
        return *error;
    auto visible = tilesField(o, "visible");
    if (!visible)
        return visible.error();
    in.visible = rules::countKinds(*visible);
    if (auto error = rules::checkHandTiles(in.hand, &in.visible, "visible"))
        return *error;
    return in;
}

void writeUkeire(JsonWriter &out, const rules::Ukeire &u)
{
    out.StartArray();
    for (const rules::UkeireTile &t : u.tiles) {
        out.StartObject();
        writeMember(out, "tile", rules::kindToString(t.kind));
        writeInt(out, "remaining", t.remaining);
        out.EndObject();
    }
    out.EndArray();
}

void writeOptionalInt(JsonWriter &out, std::string_view key, const std::optional<int> &v)
{
    if (v)
        writeInt(out, key, *v);
    else
        writeNull(out, key);
}

void writeShanten(const JsonValue &input, JsonWriter &out)
{
    auto in = shantenInputFromJson(input);
    if (!in)
        return writeInvalidInput(out, in.error().message);
    auto forms = rules::shantenOf(in->hand);
    if (!forms)
        return writeInvalidInput(out, forms.error().message);
    const bool beforeDraw = in->hand.closed.size() % 3 == 1;
    std::optional<Result<rules::Ukeire>> ukeire;
    std::optional<Result<std::vector<rules::DiscardOption>>> options;
    if (beforeDraw) {
        ukeire = rules::ukeireOf(in->hand, in->visible);
        if (!*ukeire)
            return writeInvalidInput(out, (*ukeire).error().message);
    } else {
        options = rules::discardOptions(in->hand, in->visible);
        if (!*options)
            return writeInvalidInput(out, (*options).error().message);
    }
    writeInt(out, "shanten", forms->best);
    writeInt(out, "regular", forms->regular);
    writeOptionalInt(out, "chiitoitsu", forms->chiitoitsu);
    writeOptionalInt(out, "kokushi", forms->kokushi);
    if (beforeDraw) {
        const rules::Ukeire &u = **ukeire;
        writeKey(out, "ukeire");
        writeUkeire(out, u);
        writeInt(out, "ukeire_count", u.total);
    } else {
        writeKey(out, "discards");
        out.StartArray();
        for (const rules::DiscardOption &d : **options) {
            out.StartObject();
            writeMember(out, "tile", rules::toString(d.tile));
            writeInt(out, "shanten", d.shanten);
            writeInt(out, "ukeire_count", d.ukeire.total);
            writeKey(out, "ukeire");
            writeUkeire(out, d.ukeire);
            out.EndObject();
        }
        out.EndArray();
    }
    writeNull(out, "error");
}

void printHelp(QTextStream &s)
{
    s << helpHead(
            { Tr::tr("Usage: haifu-cli shanten TILES [OPTIONS]"),
                    Tr::tr("       haifu-cli shanten --json   (JSON lines on standard input, see "
                           "SCORING_JSON.md)") },
            { Tr::tr("Shows how far a hand is from tenpai in each form (regular, seven pairs, "
                     "thirteen "
                     "orphans). With 13 tiles (counting 3 per meld) it lists the tiles that lower "
                     "the "
                     "shanten and how many of each are left; with 14 tiles it ranks every discard "
                     "by "
                     "the "
                     "shanten it leaves and the tiles it accepts."),
                    Tr::tr("Shanten is exact: a wait on a fifth copy of a tile the hand already "
                           "holds four of "
                           "does not count as tenpai.") })
      << optionLines(17,
                 { { "--melds M[,M…]",
                           Tr::tr("Declared melds KIND:tiles, e.g. pon:555z,chi:123m (kinds: chi, "
                                  "pon, minkan, "
                                  "ankan, "
                                  "kakan)") },
                         { "--visible TILES",
                                 Tr::tr("Tiles seen elsewhere (rivers, dora indicators, other "
                                        "players' melds)") },
                         { "--json", Tr::tr("Read JSON lines on standard input instead") },
                         { "-h, --help", Tr::tr("Show this help") } });
    s.flush();
}

QString formsLine(const rules::ShantenResult &r)
{
    auto value = [](int v) {
        return v < 0 ? Tr::tr("complete") : v == 0 ? Tr::tr("tenpai") : QString::number(v);
    };
    QString line = Tr::tr("Shanten: %1").arg(value(r.best)) + u"  ("_s
            + Tr::tr("regular %1").arg(value(r.regular));
    if (r.chiitoitsu)
        line += u", "_s + Tr::tr("seven pairs %1").arg(value(*r.chiitoitsu));
    if (r.kokushi)
        line += u", "_s + Tr::tr("thirteen orphans %1").arg(value(*r.kokushi));
    return line + u')';
}

QString ukeireLine(const rules::Ukeire &u)
{
    QStringList parts;
    for (const rules::UkeireTile &t : u.tiles)
        parts << u"%1×%2"_s.arg(kindText(t.kind)).arg(t.remaining);
    return parts.join(u' ');
}

const Usage kUsage{ u"shanten"_s, printHelp };

int printReadable(const QJsonObject &object)
{
    const rapidjson::Document input = toRapidJson(object);
    auto in = shantenInputFromJson(input);
    if (!in)
        return kUsage.fail(in.error().message);
    auto forms = rules::shantenOf(in->hand);
    if (!forms)
        return kUsage.fail(forms.error().message);
    QTextStream &s = out();
    s << Tr::tr("Hand: %1").arg(QString::fromStdString(rules::formatTiles(in->hand.closed)));
    for (const rules::Meld &m : in->hand.melds)
        s << "  [" << QString::fromStdString(rules::formatMeld(m)) << ']';
    s << '\n' << formsLine(*forms) << '\n';
    if (in->hand.closed.size() % 3 == 1) {
        auto u = rules::ukeireOf(in->hand, in->visible);
        if (!u)
            return 1;
        if (forms->best < 0) {
            s.flush();
            return 0;
        }
        s << Tr::tr("Tiles that lower the shanten: %1 tiles of %2 kinds")
                        .arg(u->total)
                        .arg(u->tiles.size())
          << '\n';
        if (!u->tiles.empty())
            s << "  " << ukeireLine(*u) << '\n';
    } else {
        auto options = rules::discardOptions(in->hand, in->visible);
        if (!options)
            return 1;
        const QString discard = Tr::tr("Discard");
        const QString shanten = Tr::tr("Shanten");
        const QString tiles = Tr::tr("Tiles");
        const int w1 = std::max<int>(discard.size(), 4) + 2;
        const int w2 = std::max<int>(shanten.size(), 2) + 2;
        const int w3 = std::max<int>(tiles.size(), 3) + 2;
        s << discard.leftJustified(w1) << shanten.leftJustified(w2) << tiles.leftJustified(w3)
          << Tr::tr("Accepted") << '\n';
        for (const rules::DiscardOption &d : *options) {
            s << tileText(d.tile).leftJustified(w1) << QString::number(d.shanten).leftJustified(w2)
              << QString::number(d.ukeire.total).leftJustified(w3) << ukeireLine(d.ukeire) << '\n';
        }
    }
    s.flush();
    return 0;
}

} // namespace

int runShanten(const QStringList &args)
{
    return runHandCommand(kUsage, args, u"visible"_s, u"visible"_s, writeShanten, printReadable);
}

} // namespace haifu::cli
