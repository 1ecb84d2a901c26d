#include "mjai/enginetypes.h"

#include "formats/formatscommon.h"

#include <QJsonArray>
#include <QProcess>

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;
using formats::detail::mjaiName;

QString decisionKindName(DecisionKind kind)
{
    switch (kind) {
    case DecisionKind::Draw: return u"draw"_s;
    case DecisionKind::AfterCall: return u"call"_s;
    case DecisionKind::Claim: return u"claim"_s;
    }
    return {};
}

QJsonObject Action::toJson() const
{
    QJsonObject o{ { u"type"_s, type } };
    if (tile)
        o.insert(u"pai"_s, mjaiName(*tile));
    if (!consumed.empty()) {
        QJsonArray a;
        for (const Tile &t : consumed)
            a.append(mjaiName(t));
        o.insert(u"consumed"_s, a);
    }
    return o;
}

QString Action::text() const
{
    QString s = type;
    if (tile)
        s += u' ' + mjaiName(*tile);
    if (!consumed.empty()) {
        QStringList names;
        for (const Tile &t : consumed)
            names << mjaiName(t);
        s += u" ("_s + names.join(u' ') + u')';
    }
    return s;
}

namespace {

std::vector<Tile> sortedTiles(std::vector<Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const Tile &a, const Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : a.red < b.red;
    });
    return tiles;
}

QJsonObject decisionJson(const Decision &d, const QString &label)
{
    return QJsonObject{ { u"kyoku"_s, d.kyoku }, { u"label"_s, label }, { u"step"_s, d.step },
        { u"globalStep"_s, d.globalStep }, { u"kind"_s, decisionKindName(d.kind) },
        { u"bot"_s, d.bot.toJson() }, { u"played"_s, d.played.toJson() },
        { u"agreed"_s, d.agreed } };
}

} // namespace

bool agrees(const Action &bot, const Action &played)
{
    if (bot.type != played.type)
        return false;
    const QString &t = bot.type;
    if (t == "dahai"_L1 || t == "reach"_L1)
        return bot.tile == played.tile;
    if (t == "chi"_L1 || t == "pon"_L1 || t == "daiminkan"_L1)
        return sortedTiles(bot.consumed) == sortedTiles(played.consumed);
    if (t == "ankan"_L1) {
        return !bot.consumed.empty() && !played.consumed.empty()
                && bot.consumed.front().kind == played.consumed.front().kind;
    }
    if (t == "kakan"_L1)
        return bot.tile && played.tile && bot.tile->kind == played.tile->kind;
    return true; // none, hora, ryukyoku, nukidora
}

int ReviewResult::agreedCount() const
{
    return static_cast<int>(std::count_if(
            decisions.begin(), decisions.end(), [](const Decision &d) { return d.agreed; }));
}

double ReviewResult::agreementRate() const
{
    return decisions.empty() ? 0.0 : double(agreedCount()) / double(decisions.size());
}

std::vector<Decision> ReviewResult::disagreements() const
{
    std::vector<Decision> out;
    std::copy_if(decisions.begin(), decisions.end(), std::back_inserter(out),
            [](const Decision &d) { return !d.agreed; });
    return out;
}

const Decision *ReviewResult::at(int kyoku, int step) const
{
    for (const Decision &d : decisions) {
        if (d.kyoku == kyoku && d.step == step)
            return &d;
    }
    return nullptr;
}

const Decision *ReviewResult::nextDisagreement(int globalStep) const
{
    for (const Decision &d : decisions) {
        if (!d.agreed && d.globalStep > globalStep)
            return &d;
    }
    return nullptr;
}

QJsonObject ReviewResult::toJson(bool all) const
{
    QJsonArray disagreed;
    QJsonArray list;
    for (const Decision &d : decisions) {
        if (!d.agreed)
            disagreed.append(decisionJson(d, kyokuLabel(d.kyoku)));
        if (all)
            list.append(decisionJson(d, kyokuLabel(d.kyoku)));
    }
    QJsonObject o{ { u"seat"_s, seat }, { u"decisions"_s, int(decisions.size()) },
        { u"agreed"_s, agreedCount() }, { u"agreementRate"_s, agreementRate() },
        { u"disagreements"_s, disagreed } };
    if (all)
        o.insert(u"decisionList"_s, list);
    return o;
}

QString ReviewResult::kyokuLabel(int kyoku) const
{
    return kyoku >= 0 && kyoku < int(kyokuLabels.size()) ? kyokuLabels[std::size_t(kyoku)]
                                                         : QString();
}

std::optional<BotCommand> BotCommand::parse(
        const QString &commandLine, const QString &workingFolder)
{
    QStringList words = QProcess::splitCommand(commandLine);
    if (words.isEmpty())
        return std::nullopt;
    BotCommand c;
    c.program = words.takeFirst();
    c.arguments = words;
    c.workingFolder = workingFolder;
    return c;
}

} // namespace haifu::engine
