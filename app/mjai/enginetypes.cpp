#include "mjai/enginetypes.h"

#include "formats/formatscommon.h"

#include <QJsonArray>
#include <QProcess>

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;
using formats::detail::mjaiName;
using formats::detail::tileFromMjai;

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

std::optional<QString> actionFromJson(const QJsonObject &o, Action &a)
{
    a = Action{};
    a.type = o.value("type"_L1).toString();
    if (a.type.isEmpty())
        return Tr::tr("the action has no \"type\"");
    if (o.contains("pai"_L1)) {
        a.tile = tileFromMjai(o.value("pai"_L1).toString());
        if (!a.tile)
            return Tr::tr("\"pai\" is not a tile");
    }
    if (o.contains("consumed"_L1)) {
        const QJsonValue v = o.value("consumed"_L1);
        if (!v.isArray() || v.toArray().size() > 4)
            return Tr::tr("\"consumed\" is not a list of tiles");
        for (const QJsonValue &name : v.toArray()) {
            const std::optional<Tile> t = tileFromMjai(name.toString());
            if (!t)
                return Tr::tr("\"consumed\" is not a list of tiles");
            a.consumed.push_back(*t);
        }
    }
    return std::nullopt;
}

QString severityName(Severity severity)
{
    switch (severity) {
    case Severity::None: return u"none"_s;
    case Severity::Minor: return u"minor"_s;
    case Severity::Moderate: return u"moderate"_s;
    case Severity::Serious: return u"serious"_s;
    }
    return {};
}

std::optional<Severity> severityFromName(const QString &name)
{
    for (Severity s : { Severity::None, Severity::Minor, Severity::Moderate, Severity::Serious }) {
        if (severityName(s) == name)
            return s;
    }
    return std::nullopt;
}

QString categoryName(ReviewCategory category)
{
    switch (category) {
    case ReviewCategory::Efficiency: return u"efficiency"_s;
    case ReviewCategory::PushFold: return u"push-fold"_s;
    case ReviewCategory::Riichi: return u"riichi"_s;
    case ReviewCategory::Calls: return u"calls"_s;
    case ReviewCategory::Placement: return u"placement"_s;
    }
    return {};
}

std::optional<ReviewCategory> categoryFromName(const QString &name)
{
    for (int c = 0; c < kReviewCategoryCount; ++c) {
        if (categoryName(ReviewCategory(c)) == name)
            return ReviewCategory(c);
    }
    return std::nullopt;
}

double Decision::qLoss() const
{
    if (options.empty() || playedOption < 0 || playedOption >= int(options.size()))
        return 0;
    double best = options.front().q;
    for (const ScoredAction &o : options)
        best = std::max(best, o.q);
    return std::max(0.0, best - options[std::size_t(playedOption)].q);
}

double Decision::playedProb() const
{
    if (playedOption < 0 || playedOption >= int(options.size()))
        return -1;
    return options[std::size_t(playedOption)].prob;
}

Severity Decision::severity() const
{
    if (agreed)
        return Severity::None;
    const double p = playedProb();
    if (p < 0)
        return Severity::None;
    return p >= kMinorProb      ? Severity::Minor
            : p >= kSeriousProb ? Severity::Moderate
                                : Severity::Serious;
}

double Decision::qScore() const
{
    if (playedOption < 0 || playedOption >= int(options.size()))
        return 1;
    double low = options.front().q;
    double high = low;
    for (const ScoredAction &o : options) {
        low = std::min(low, o.q);
        high = std::max(high, o.q);
    }
    return high > low ? (options[std::size_t(playedOption)].q - low) / (high - low) : 1.0;
}

QString Action::label() const
{
    // Tiles as Haifu writes them ("5m", "0p" for a red five).
    const auto name = [](const Tile &x) { return QString::fromStdString(rules::toString(x)); };
    const QString t = tile ? name(*tile) : QString();
    if (type == "dahai"_L1)
        return t;
    if (type == "reach"_L1)
        return tile ? Tr::tr("riichi %1").arg(t) : Tr::tr("riichi");
    if (type == "chi"_L1)
        return Tr::tr("chi %1").arg(t);
    if (type == "pon"_L1)
        return Tr::tr("pon %1").arg(t);
    if (type == "daiminkan"_L1)
        return Tr::tr("kan %1").arg(t);
    if (type == "ankan"_L1)
        return Tr::tr("closed kan %1").arg(consumed.empty() ? t : name(consumed.front()));
    if (type == "kakan"_L1)
        return Tr::tr("added kan %1").arg(t);
    if (type == "hora"_L1)
        return Tr::tr("win");
    if (type == "ryukyoku"_L1)
        return Tr::tr("abortive draw");
    if (type == "nukidora"_L1)
        return Tr::tr("north aside");
    if (type == "none"_L1)
        return Tr::tr("pass");
    return text();
}

std::vector<Tile> sortedTiles(std::vector<Tile> tiles)
{
    std::sort(tiles.begin(), tiles.end(), [](const Tile &a, const Tile &b) {
        return a.kind != b.kind ? a.kind < b.kind : a.red < b.red;
    });
    return tiles;
}

bool isClaimCall(const Action &a)
{
    return a.type == "chi"_L1 || a.type == "pon"_L1 || a.type == "daiminkan"_L1;
}

namespace {

QJsonObject decisionJson(const Decision &d, const QString &label)
{
    QJsonObject o{ { u"kyoku"_s, d.kyoku }, { u"label"_s, label }, { u"step"_s, d.step },
        { u"globalStep"_s, d.globalStep }, { u"kind"_s, decisionKindName(d.kind) },
        { u"bot"_s, d.bot.toJson() }, { u"played"_s, d.played.toJson() },
        { u"agreed"_s, d.agreed } };
    if (d.riichiDiscard)
        o.insert(u"riichiDiscard"_s, true);
    if (d.options.empty())
        return o;
    // The engine's figures: every legal action, best first, and which was played.
    QJsonArray options;
    for (const ScoredAction &s : d.options)
        options.append(QJsonObject{
                { u"action"_s, s.action.toJson() }, { u"q"_s, s.q }, { u"prob"_s, s.prob } });
    o.insert(u"options"_s, options);
    o.insert(u"playedOption"_s, d.playedOption);
    o.insert(u"qLoss"_s, d.qLoss());
    o.insert(u"severity"_s, severityName(d.severity()));
    return o;
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

double ReviewResult::rating(int kyoku) const
{
    double sum = 0;
    int n = 0;
    for (const Decision &d : decisions) {
        if (d.options.empty() || (kyoku >= 0 && d.kyoku != kyoku))
            continue;
        sum += d.qScore();
        ++n;
    }
    if (n == 0)
        return -1;
    const double mean = sum / n;
    return mean * mean;
}

int ReviewResult::decisionsIn(int kyoku) const
{
    return static_cast<int>(std::count_if(decisions.begin(), decisions.end(),
            [kyoku](const Decision &d) { return d.kyoku == kyoku; }));
}

int ReviewResult::agreedIn(int kyoku) const
{
    return static_cast<int>(std::count_if(decisions.begin(), decisions.end(),
            [kyoku](const Decision &d) { return d.kyoku == kyoku && d.agreed; }));
}

const Decision *ReviewResult::nextDeviation(int globalStep, Severity minimum) const
{
    for (const Decision &d : decisions) {
        if (!d.agreed && d.globalStep > globalStep && d.severity() >= minimum)
            return &d;
    }
    return nullptr;
}

const Decision *ReviewResult::previousDeviation(int globalStep, Severity minimum) const
{
    for (auto it = decisions.rbegin(); it != decisions.rend(); ++it) {
        if (!it->agreed && it->globalStep < globalStep && it->severity() >= minimum)
            return &*it;
    }
    return nullptr;
}

std::vector<const Decision *> ReviewResult::allAt(int kyoku, int step) const
{
    std::vector<const Decision *> out;
    for (const Decision &d : decisions) {
        if (d.kyoku == kyoku && d.step == step)
            out.push_back(&d);
    }
    return out;
}

const Decision *ReviewResult::nextDisagreement(int globalStep) const
{
    return nextDeviation(globalStep, Severity::None);
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
