// haifu-cli shanten: shanten per form, tile acceptance (3n+1 tiles) or the discard table
// (3n+2 tiles), as JSON lines (docs/SCORING_JSON.md) or a readable table.
#include "cli.h"
#include "jsonlines.h"

#include "rules/efficiency.h"
#include "rules/shanten.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace haifu::cli {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("haifu::cli", text);
}

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

Result<ShantenInput> shantenInputFromJson(const QJsonObject &o)
{
    ShantenInput in;
    auto hand = handFromJson(o);
    if (!hand)
        return hand.error();
    in.hand = std::move(*hand);
    const QJsonValue visible = o.value("visible"_L1);
    if (!visible.isUndefined() && !visible.isNull()) {
        if (!visible.isString())
            return Error{ "visible: must be a string of tiles" };
        auto tiles = rules::parseTiles(visible.toString().toStdString());
        if (!tiles)
            return Error{ "visible: " + tiles.error().message };
        in.visible = rules::countKinds(*tiles);
    }
    if (auto error = rules::checkHandTiles(in.hand, &in.visible, "visible"))
        return *error;
    return in;
}

QJsonArray ukeireJson(const rules::Ukeire &u)
{
    QJsonArray tiles;
    for (const rules::UkeireTile &t : u.tiles)
        tiles.append(
                QJsonObject{ { u"tile"_s, kindText(t.kind) }, { u"remaining"_s, t.remaining } });
    return tiles;
}

QJsonValue optionalInt(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonObject shantenJson(const QJsonObject &input)
{
    auto in = shantenInputFromJson(input);
    if (!in)
        return invalidInput(in.error().message);
    auto forms = rules::shantenOf(in->hand);
    if (!forms)
        return invalidInput(forms.error().message);
    QJsonObject out;
    out.insert(u"shanten"_s, forms->best);
    out.insert(u"regular"_s, forms->regular);
    out.insert(u"chiitoitsu"_s, optionalInt(forms->chiitoitsu));
    out.insert(u"kokushi"_s, optionalInt(forms->kokushi));
    if (in->hand.closed.size() % 3 == 1) {
        auto u = rules::ukeireOf(in->hand, in->visible);
        if (!u)
            return invalidInput(u.error().message);
        out.insert(u"ukeire"_s, ukeireJson(*u));
        out.insert(u"ukeire_count"_s, u->total);
    } else {
        auto options = rules::discardOptions(in->hand, in->visible);
        if (!options)
            return invalidInput(options.error().message);
        QJsonArray discards;
        for (const rules::DiscardOption &d : *options) {
            discards.append(QJsonObject{ { u"tile"_s, tileText(d.tile) },
                    { u"shanten"_s, d.shanten }, { u"ukeire_count"_s, d.ukeire.total },
                    { u"ukeire"_s, ukeireJson(d.ukeire) } });
        }
        out.insert(u"discards"_s, discards);
    }
    out.insert(u"error"_s, QJsonValue::Null);
    return out;
}

void printHelp(QTextStream &s)
{
    s << tr("Usage: haifu-cli shanten TILES [OPTIONS]") << '\n'
      << tr("       haifu-cli shanten --json   (JSON lines on standard input, see "
            "SCORING_JSON.md)")
      << "\n\n"
      << tr("Shows how far a hand is from tenpai in each form (regular, seven pairs, thirteen "
            "orphans). With 13 tiles (counting 3 per meld) it lists the tiles that lower the "
            "shanten and how many of each are left; with 14 tiles it ranks every discard by the "
            "shanten it leaves and the tiles it accepts.")
      << "\n\n"
      << tr("Shanten is exact: a wait on a fifth copy of a tile the hand already holds four of "
            "does not count as tenpai.")
      << "\n\n"
      << tr("Options:") << '\n'
      << "  --melds M[,M…]   "
      << tr("Declared melds KIND:tiles, e.g. pon:555z,chi:123m (kinds: chi, pon, minkan, ankan, "
            "kakan)")
      << '\n'
      << "  --visible TILES  "
      << tr("Tiles seen elsewhere (rivers, dora indicators, other players' melds)") << '\n'
      << "  --json           " << tr("Read JSON lines on standard input instead") << '\n'
      << "  -h, --help       " << tr("Show this help") << '\n';
    s.flush();
}

QString formsLine(const rules::ShantenResult &r)
{
    auto value = [](int v) {
        return v < 0 ? tr("complete") : v == 0 ? tr("tenpai") : QString::number(v);
    };
    QString line = tr("Shanten: %1").arg(value(r.best)) + u"  ("_s
            + tr("regular %1").arg(value(r.regular));
    if (r.chiitoitsu)
        line += u", "_s + tr("seven pairs %1").arg(value(*r.chiitoitsu));
    if (r.kokushi)
        line += u", "_s + tr("thirteen orphans %1").arg(value(*r.kokushi));
    return line + u')';
}

QString ukeireLine(const rules::Ukeire &u)
{
    QStringList parts;
    for (const rules::UkeireTile &t : u.tiles)
        parts << u"%1×%2"_s.arg(kindText(t.kind)).arg(t.remaining);
    return parts.join(u' ');
}

int printReadable(const QJsonObject &input)
{
    auto in = shantenInputFromJson(input);
    if (!in) {
        err() << tr("haifu-cli shanten: %1").arg(QString::fromStdString(in.error().message))
              << '\n';
        return 1;
    }
    auto forms = rules::shantenOf(in->hand);
    if (!forms) {
        err() << tr("haifu-cli shanten: %1").arg(QString::fromStdString(forms.error().message))
              << '\n';
        return 1;
    }
    QTextStream &s = out();
    s << tr("Hand: %1").arg(QString::fromStdString(rules::formatTiles(in->hand.closed)));
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
        s << tr("Tiles that lower the shanten: %1 tiles of %2 kinds")
                        .arg(u->total)
                        .arg(u->tiles.size())
          << '\n';
        if (!u->tiles.empty())
            s << "  " << ukeireLine(*u) << '\n';
    } else {
        auto options = rules::discardOptions(in->hand, in->visible);
        if (!options)
            return 1;
        const QString discard = tr("Discard");
        const QString shanten = tr("Shanten");
        const QString tiles = tr("Tiles");
        const int w1 = std::max<int>(discard.size(), 4) + 2;
        const int w2 = std::max<int>(shanten.size(), 2) + 2;
        const int w3 = std::max<int>(tiles.size(), 3) + 2;
        s << discard.leftJustified(w1) << shanten.leftJustified(w2) << tiles.leftJustified(w3)
          << tr("Accepted") << '\n';
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
    if (args.contains(u"-h"_s) || args.contains(u"--help"_s)) {
        printHelp(out());
        return 0;
    }
    if (args.contains(u"--json"_s))
        return runJsonLines(shantenJson);

    const auto input = handArguments(u"shanten"_s, args, u"--visible"_s, u"visible"_s, printHelp);
    if (!input)
        return 2;
    return printReadable(*input);
}

} // namespace haifu::cli
