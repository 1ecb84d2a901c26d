// tenhou.net/6 JSON writer: the official layout (ref, rule, dan, rate, sc, log) plus the viewer's
// title and rule.aka, so that tenhou.net/6 and the common converters read it.

#include "formats/formatscommon.h"
#include "formats/recordio.h"
#include "formats/tenhoujsonreader.h"
#include "game/replay.h"
#include "rules/points.h"
#include "rules/waits.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace haifu::formats {

namespace {

QString code(Tile t)
{
    return QString::number(tenhouCode(t));
}

QString codes(const std::vector<Tile> &tiles)
{
    QString s;
    for (const Tile &t : tiles)
        s += code(t);
    return s;
}

// The letter sits before the claimed tile at 0 (kamicha), 2 (toimen) or 4/6 (shimocha).
QString claimString(QChar letter, Tile called, const std::vector<Tile> &own, int rel)
{
    const int before = rel == 3 ? 0 : rel == 2 ? 1 : static_cast<int>(own.size());
    QString s;
    for (int i = 0; i < before; ++i)
        s += code(own[static_cast<std::size_t>(i)]);
    s += letter;
    s += code(called);
    for (std::size_t i = static_cast<std::size_t>(before); i < own.size(); ++i)
        s += code(own[i]);
    return s;
}

QString scoreText(const game::WinResult &w, const game::Record &record, int dealer)
{
    const int n = record.playerCount;
    const bool tsumo = w.winner == w.from;
    QString head;
    switch (statedLimit(w, record.ruleset)) {
    case rules::Limit::None: head = u"%1符%2飜"_s.arg(w.fu).arg(w.han); break;
    case rules::Limit::Mangan:
    case rules::Limit::KiriageMangan: head = u"満貫"_s; break;
    case rules::Limit::Haneman: head = u"跳満"_s; break;
    case rules::Limit::Baiman: head = u"倍満"_s; break;
    case rules::Limit::Sanbaiman: head = u"三倍満"_s; break;
    case rules::Limit::Yakuman:
    case rules::Limit::KazoeYakuman: head = u"役満"_s; break;
    }
    if (!tsumo)
        return head + QString::number(w.points) + u"点"_s;
    if (w.winner == dealer)
        return head + QString::number(w.points / std::max(1, n - 1)) + u"点∀"_s;
    // Non-dealer tsumo: points = ko × (non-dealer payers) + oya with oya ≈ 2 ko.
    const int ko = rules::roundUp100(w.points / (n == 3 ? 3 : 4));
    const int oya = w.points - ko * (n - 2);
    return head + QString::number(ko) + u'-' + QString::number(oya) + u"点"_s;
}

// Who the replay finds tenpai when hand `ki` ends in its draw (the verifier's test); nullopt
// when the hand does not replay to its end.
std::optional<std::array<bool, 4>> replayedTenpai(const game::Record &record, std::size_t ki)
{
    const int index = static_cast<int>(ki);
    Result<game::TableState> state = game::dealState(record, index);
    if (!state)
        return std::nullopt;
    const std::vector<Event> &events = record.kyoku[ki].events;
    while (state->step < static_cast<int>(events.size())
            && events[static_cast<std::size_t>(state->step)].type != EventType::DrawEnd) {
        if (game::applyNext(*state, record))
            return std::nullopt;
    }
    std::array<bool, 4> tenpai{};
    for (int s = 0; s < record.playerCount; ++s) {
        const game::PlayerState &p = state->player(s);
        tenpai[static_cast<std::size_t>(s)] = rules::isTenpaiAtDraw(
                game::handWaits(p.closed, p.melds), record.ruleset.tenpaiWithAllCopiesHeld);
    }
    return tenpai;
}

// The label of a draw. An exhaustive draw without payments is 全員聴牌 or 全員不聴: a record
// that does not say which (Mahjong Soul's "流局" with no changes reads as nobody tenpai) is
// replayed to tell, so that what is written reads back as the table was.
QString drawLabel(const game::DrawResult &d, const game::Record &record, std::size_t ki)
{
    const int players = record.playerCount;
    if (d.kind != game::DrawKind::Exhaustive)
        return tenhouDrawLabel(d.kind);
    bool zero = true;
    int tenpai = 0;
    bool shown = false;
    for (int s = 0; s < 4; ++s) {
        zero = zero && d.deltas[s] == 0;
        tenpai += d.tenpai[s] && s < players;
        shown = shown || !d.shownHands[s].empty();
    }
    if (zero && !shown && (tenpai == 0 || tenpai == players)) {
        if (const auto replayed = replayedTenpai(record, ki)) {
            const auto count = std::count(replayed->begin(), replayed->begin() + players, true);
            if (count == players || count == 0)
                tenpai = static_cast<int>(count);
        }
    }
    if (zero && tenpai == players)
        return u"全員聴牌"_s;
    if (zero && tenpai == 0)
        return u"全員不聴"_s;
    return u"流局"_s;
}

bool isConnectionEvent(EventType type)
{
    return type == EventType::Disconnect || type == EventType::Reconnect;
}

QJsonArray deltaArray(const std::array<int, 4> &d)
{
    return QJsonArray{ d[0], d[1], d[2], d[3] };
}

} // namespace

namespace {

QJsonValue optionJson(const rules::OptionValue &value)
{
    if (const bool *b = std::get_if<bool>(&value))
        return *b;
    if (const int *i = std::get_if<int>(&value))
        return *i;
    if (const std::string *text = std::get_if<std::string>(&value))
        return QString::fromStdString(*text);
    QJsonArray list;
    for (const int v : std::get<std::vector<int>>(value))
        list.append(v);
    return list;
}

// The rule options of the record that a reader of `root` (its label, red fives and players)
// would not get from the header alone, by the engine's names: a chip table's kiriage mangan, a
// room's honba or noten payments, inferred or stated where the record was read.
void addRuleOptions(QJsonObject &root, const game::Record &record)
{
    QJsonObject rule = root.value(u"rule"_s).toObject();
    // What the label gives, and that with the final points a reader makes from the date and the
    // final scores (applyTenhouFinalScoring): an option that differs from either is written.
    game::Record read;
    read.ruleset = tenhoujson::headerRules(root, record.playerCount).ruleset;
    read.playerCount = record.playerCount;
    read.date = record.date;
    read.hasFinal = root.contains(u"sc"_s) && record.hasFinal;
    read.hasFinalPoints = read.hasFinal && record.hasFinalPoints;
    read.finalScores = record.finalScores;
    read.finalPoints = record.finalPoints;
    const rules::Ruleset derived = read.ruleset;
    applyTenhouFinalScoring(read);
    for (const rules::RuleOption &option : rules::ruleOptions()) {
        const rules::OptionValue value = option.get(record.ruleset);
        if (value != option.get(derived) || value != option.get(read.ruleset))
            rule.insert(QString::fromUtf8(option.name.data(), qsizetype(option.name.size())),
                    optionJson(value));
    }
    root.insert(u"rule"_s, rule);
}

// The title, players, rule and final scores of the record (`withFinal`: the game's final scores,
// left out when only some of its hands are written).
QJsonObject headerJson(const game::Record &record, bool withFinal)
{
    const int n = record.playerCount;
    QJsonObject root;
    QStringList titleLines = QString::fromStdString(record.title).split(u'\n');
    while (titleLines.size() < 2)
        titleLines << QString();
    root.insert(u"title"_s, QJsonArray::fromStringList(titleLines));
    if (!record.id.empty())
        root.insert(u"ref"_s, QString::fromStdString(record.id));
    QJsonArray names;
    QJsonArray dan;
    QJsonArray rate;
    for (int s = 0; s < 4; ++s) {
        names.append(QString::fromStdString(record.players[s].name));
        dan.append(QString::fromStdString(record.players[s].rank));
        rate.append(record.players[s].rating);
    }
    root.insert(u"name"_s, names);
    root.insert(u"dan"_s, dan);
    root.insert(u"rate"_s, rate);
    QString disp = QString::fromStdString(record.lobby);
    const rules::Ruleset &r = record.ruleset;
    if (disp.isEmpty()) {
        disp = (n == 3 ? u"三般"_s : u"般"_s)
                + (r.length == rules::GameLength::EastOnly ? u"東"_s : u"南"_s)
                + (r.openTanyao ? u"喰"_s : QString()) + (r.redFives > 0 ? u"赤"_s : QString());
    }
    QJsonObject rule;
    rule.insert(u"disp"_s, disp);
    rule.insert(u"aka"_s, r.redFives > 0 ? 1 : 0);
    rule.insert(u"aka51"_s, r.redFives > 0 ? 1 : 0);
    rule.insert(u"aka52"_s, r.redFives >= 4 ? 2 : r.redFives > 0 ? 1 : 0);
    rule.insert(u"aka53"_s, r.redFives > 0 ? 1 : 0);
    root.insert(u"rule"_s, rule);
    if (withFinal && record.hasFinal) {
        QJsonArray sc;
        for (int s = 0; s < 4; ++s) {
            sc.append(record.finalScores[s]);
            sc.append(record.finalPoints[s]);
        }
        root.insert(u"sc"_s, sc);
    }
    addRuleOptions(root, record);
    return root;
}

// The take and discard columns of one hand as they are written.
struct HandColumns
{
    std::array<QJsonArray, 4> takes;
    std::array<QJsonArray, 4> discards;
    // The pon strings, to write a later added kan the same way.
    std::map<std::pair<int, int>, QString> pons;
    int moves = 0;
    std::array<bool, 4> justDrew{};
    std::array<Tile, 4> drawn{};
};

// A draw, discard, call, kan or north of seat `e.seat` into the columns; the message when it
// cannot be written.
std::optional<QString> writeMove(HandColumns &c, const Event &e)
{
    const int s = e.seat;
    switch (e.type) {
    case EventType::Draw:
        c.drawn[s] = e.tile;
        c.takes[s].append(tenhouCode(e.tile));
        break;
    case EventType::Discard: {
        // 60 means "the tile just taken": only right after a draw of that tile.
        const bool tsumogiri = e.tsumogiri && c.justDrew[s] && c.drawn[s] == e.tile;
        if (e.riichi)
            c.discards[s].append(tsumogiri ? u"r60"_s : u"r"_s + code(e.tile));
        else
            c.discards[s].append(tsumogiri ? 60 : tenhouCode(e.tile));
        break;
    }
    case EventType::Call: {
        const int rel = ((e.from - s) % 4 + 4) % 4;
        if (rel == 0 || e.from < 0)
            return u"a call without the seat it came from"_s;
        QString str;
        if (e.meld == rules::MeldKind::Chi) {
            str = u"c"_s + code(e.tile) + codes(e.consumed);
        } else if (e.meld == rules::MeldKind::Pon) {
            str = claimString(u'p', e.tile, e.consumed, rel);
            c.pons[{ s, e.tile.kind }] = str;
        } else {
            str = claimString(u'm', e.tile, e.consumed, rel);
            c.discards[s].append(0);
        }
        c.takes[s].append(str);
        break;
    }
    case EventType::ClosedKan: {
        std::vector<Tile> tiles = e.consumed;
        if (tiles.size() != 4)
            return u"a closed kan of %1 tiles"_s.arg(tiles.size());
        std::stable_partition(tiles.begin(), tiles.end(), [](const Tile &t) { return !t.red; });
        c.discards[s].append(codes({ tiles[0], tiles[1], tiles[2] }) + u'a' + code(tiles[3]));
        break;
    }
    case EventType::AddedKan: {
        const auto it = c.pons.find({ s, e.tile.kind });
        QString str;
        if (it != c.pons.end()) {
            str = it->second;
            str.replace(u'p', u'k' + code(e.tile));
        } else if (e.consumed.size() == 3) {
            str = u'k' + code(e.tile) + codes(e.consumed);
        } else {
            str = u'k' + code(e.tile) + codes({ e.tile, e.tile, e.tile });
        }
        c.discards[s].append(str);
        break;
    }
    case EventType::NorthBonus: c.discards[s].append(u"f"_s + code(e.tile)); break;
    default: return std::nullopt; // not a move
    }
    ++c.moves;
    return std::nullopt;
}

// A win or the draw into the hand's result; the message when it cannot be written.
std::optional<QString> writeResult(QJsonArray &result, std::vector<Tile> &ura, const Event &e,
        const game::Record &record, std::size_t ki)
{
    const game::Kyoku &k = record.kyoku[ki];
    if (e.type == EventType::DrawEnd) {
        if (!k.draw)
            return u"a draw without its result"_s;
        const game::DrawResult &d = *k.draw;
        result.append(drawLabel(d, record, ki));
        bool any = false;
        for (int p = 0; p < 4; ++p)
            any = any || d.deltas[p] != 0;
        if (d.kind == game::DrawKind::NagashiMangan
                || (d.kind == game::DrawKind::Exhaustive && result.at(0) == u"流局"_s) || any)
            result.append(deltaArray(d.deltas));
        return std::nullopt;
    }
    if (e.result < 0 || e.result >= static_cast<int>(k.wins.size()))
        return u"a win without its result"_s;
    const game::WinResult &w = k.wins[static_cast<std::size_t>(e.result)];
    if (result.isEmpty())
        result.append(u"和了"_s);
    result.append(deltaArray(w.deltas));
    QJsonArray detail{ w.winner, w.from, w.pao >= 0 ? w.pao : w.winner,
        scoreText(w, record, k.dealer) };
    const int wind = seatWind(w.winner, k.dealer, record.playerCount);
    for (const auto &[key, han] : w.yaku) {
        QString name = tenhouYakuName(key, key == "round_wind" ? k.roundWind() : wind);
        if (isYakumanKey(key))
            name += han >= 26 ? u"(ダブル役満)"_s : u"(役満)"_s;
        else
            name += u"(%1飜)"_s.arg(han);
        detail.append(name);
    }
    result.append(detail);
    if (w.uraIndicators.size() > ura.size())
        ura = w.uraIndicators;
    return std::nullopt;
}

QJsonArray codeArray(const std::vector<Tile> &tiles)
{
    QJsonArray a;
    for (const Tile &t : tiles)
        a.append(tenhouCode(t));
    return a;
}

// Hand `ki` of the record as its log entry; its disconnections go to `connection`.
Result<QJsonArray> writeHand(const game::Record &record, std::size_t ki, int logIndex,
        ErrorContext &ctx, QJsonArray &connection)
{
    const int n = record.playerCount;
    const game::Kyoku &k = record.kyoku[ki];
    ctx.setKyoku(static_cast<int>(ki), k.round, k.honba);
    if (k.doraIndicators.empty())
        return ctx.error(u"the hand has no dora indicator"_s);
    // The format has no dealer of its own: a reader takes the round's.
    if (k.dealer != k.round % 4)
        return ctx.error(u"the dealer is seat %1, but tenhou.net/6 JSON can only give round %2's "
                         u"dealer, seat %3"_s.arg(k.dealer)
                                 .arg(k.round)
                                 .arg(k.round % 4));
    std::vector<Tile> doras = k.doraIndicators;
    HandColumns c;
    QJsonArray result;
    std::vector<Tile> ura;
    for (std::size_t ei = 0; ei < k.events.size(); ++ei) {
        const Event &e = k.events[ei];
        if (auto error = beginEventWrite(ctx, ei, e, n))
            return *error;
        const int s = e.seat;
        std::optional<QString> problem;
        switch (e.type) {
        case EventType::NewDora: doras.push_back(e.tile); break;
        case EventType::RiichiAccepted: break;
        case EventType::Disconnect:
        case EventType::Reconnect:
            connection.append(QJsonObject{
                    { u"what"_s, e.type == EventType::Disconnect ? 0 : 1 },
                    { u"log"_s, logIndex },
                    { u"who"_s, s },
                    { u"step"_s, c.moves },
            });
            break;
        case EventType::Win:
        case EventType::DrawEnd: problem = writeResult(result, ura, e, record, ki); break;
        default: problem = writeMove(c, e); break;
        }
        if (problem)
            return ctx.error(*problem);
        if (needsSeat(e.type) && e.type != EventType::RiichiAccepted && !isConnectionEvent(e.type))
            c.justDrew[s] = e.type == EventType::Draw;
    }
    ctx.clearEvent();
    if (result.isEmpty())
        return ctx.error(u"the hand has no result; tenhou.net/6 JSON needs one"_s);
    QJsonArray hand;
    hand.append(QJsonArray{ k.round, k.honba, k.riichiSticks });
    hand.append(deltaArray(k.startScores));
    hand.append(codeArray(doras));
    hand.append(codeArray(ura));
    for (int s = 0; s < 4; ++s) {
        hand.append(codeArray(k.hands[s]));
        hand.append(c.takes[s]);
        hand.append(c.discards[s]);
    }
    hand.append(result);
    return hand;
}

} // namespace

namespace {

// Hands [first, last) of the record under its header; the final scores only with every hand.
Result<QByteArray> writeHands(const game::Record &record, std::size_t first, std::size_t last)
{
    ErrorContext ctx(u"tenhou.net/6 JSON"_s);
    if (auto error = checkWritablePlayers(record, ctx))
        return *error;
    const bool whole = first == 0 && last == record.kyoku.size();
    QJsonObject root = headerJson(record, whole);
    QJsonArray log;
    QJsonArray connection;
    for (std::size_t ki = first; ki < last; ++ki) {
        auto hand = writeHand(record, ki, static_cast<int>(ki - first), ctx, connection);
        if (!hand)
            return hand.error();
        log.append(*hand);
    }
    root.insert(u"log"_s, log);
    if (!connection.isEmpty())
        root.insert(u"connection"_s, connection);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

} // namespace

Result<QByteArray> writeTenhouJson(const game::Record &record)
{
    return writeHands(record, 0, record.kyoku.size());
}

Result<QByteArray> writeTenhouJsonHand(const game::Record &record, int kyoku)
{
    if (kyoku < 0 || kyoku >= static_cast<int>(record.kyoku.size()))
        return Error{ u"tenhou.net/6 JSON: the record has no hand %1 (it has %2)"_s.arg(kyoku + 1)
                              .arg(record.kyoku.size())
                              .toStdString() };
    return writeHands(record, std::size_t(kyoku), std::size_t(kyoku) + 1);
}

} // namespace haifu::formats
