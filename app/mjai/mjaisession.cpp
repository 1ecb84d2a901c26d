#include "mjai/mjaisession.h"

#include "formats/formatscommon.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace haifu::engine {

using namespace Qt::StringLiterals;
using formats::detail::mjaiName;

namespace {

// Whether `hand` holds every tile of `tiles` (a red five is not a plain one).
bool holds(std::vector<Tile> hand, const std::vector<Tile> &tiles)
{
    for (const Tile &t : tiles) {
        const auto it = std::find(hand.begin(), hand.end(), t);
        if (it == hand.end())
            return false;
        hand.erase(it);
    }
    return true;
}

// Whether the consumed tiles make the call with the offered tile.
bool callShape(const Action &a, const Allowed &al)
{
    const Tile offered = al.offered;
    const std::size_t need = a.type == "daiminkan"_L1 ? 3 : 2;
    if (a.consumed.size() != need || !holds(al.closed, a.consumed))
        return false;
    if (a.type != "chi"_L1) {
        return std::all_of(a.consumed.begin(), a.consumed.end(),
                [&](const Tile &t) { return t.kind == offered.kind; });
    }
    std::vector<rules::TileKind> kinds{ offered.kind, a.consumed[0].kind, a.consumed[1].kind };
    std::sort(kinds.begin(), kinds.end());
    return offered.suit() != rules::Suit::Honor && rules::suitOf(kinds[0]) == offered.suit()
            && rules::suitOf(kinds[2]) == offered.suit() && kinds[1] == kinds[0] + 1
            && kinds[2] == kinds[1] + 1;
}

// Why a call the seat names cannot be made, nullopt when it can.
std::optional<QString> checkCall(const Action &a, const Allowed &al)
{
    const bool may = a.type == "chi"_L1 ? al.canChi : a.type == "pon"_L1 ? al.canPon : al.canKan;
    if (!may)
        return Tr::tr("it cannot make this call here");
    if (!callShape(a, al))
        return Tr::tr("its consumed tiles do not make the call with %1 from its hand")
                .arg(mjaiName(al.offered));
    return std::nullopt;
}

// Why a move on the seat's own turn cannot be made, nullopt when it can.
std::optional<QString> checkOwnMove(const Action &a, const Allowed &al)
{
    const QString &t = a.type;
    if (t == "reach"_L1) {
        if (al.inRiichi || !al.closedHand)
            return Tr::tr("it cannot declare riichi (already in riichi, or an open hand)");
        return std::nullopt;
    }
    if (t == "ankan"_L1) {
        const bool four = a.consumed.size() == 4
                && std::all_of(a.consumed.begin(), a.consumed.end(),
                        [&](const Tile &x) { return x.kind == a.consumed[0].kind; });
        if (!four || !holds(al.closed, a.consumed))
            return Tr::tr("it does not hold the four tiles of this closed kan");
        return std::nullopt;
    }
    if (t == "kakan"_L1) {
        const bool pon =
                a.tile && std::any_of(al.melds.begin(), al.melds.end(), [&](const rules::Meld &m) {
                    return m.kind == rules::MeldKind::Pon && m.base() == a.tile->kind;
                });
        if (!pon || !holds(al.closed, { *a.tile }))
            return Tr::tr("it has no pon to add this tile to");
        return std::nullopt;
    }
    if (t == "hora"_L1)
        return al.complete ? std::nullopt : std::optional(Tr::tr("its hand is not complete"));
    if (t == "nukidora"_L1) {
        if (!holds(al.closed, { Tile{ rules::kinds::North, false } }))
            return Tr::tr("it holds no north");
        return std::nullopt;
    }
    if (t == "ryukyoku"_L1)
        return std::nullopt;
    return Tr::tr("it cannot make this move now");
}

} // namespace

QString quotedLine(QByteArrayView line)
{
    QString text = QString::fromUtf8(line.first(std::min(line.size(), kMaxQuotedLine * 4)));
    if (text.size() > kMaxQuotedLine)
        text = text.left(kMaxQuotedLine) + u'…';
    return text;
}

MjaiSession::MjaiSession(Feed feed) : m_feed(std::move(feed))
{
    m_result.seat = m_feed.seat;
    m_result.kyokuLabels = m_feed.kyokuLabels;
    m_result.decisions.reserve(std::size_t(m_feed.decisions));
}

QByteArray MjaiSession::nextLine() const
{
    return m_feed.lines[m_next].json + '\n';
}

QString MjaiSession::where() const
{
    if (finished())
        return Tr::tr("the end of the game");
    const FeedLine &f = m_feed.lines[m_next];
    if (f.kyoku < 0)
        return Tr::tr("event \"%1\"").arg(f.type);
    return Tr::tr("kyoku %1 (%2), step %3, event \"%4\"")
            .arg(m_feed.kyokuLabels[std::size_t(f.kyoku)])
            .arg(f.kyoku + 1)
            .arg(f.step)
            .arg(f.type);
}

std::optional<QString> MjaiSession::decide(
        const FeedLine &line, const QJsonObject &o, Action &a) const
{
    if (auto why = actionFromJson(o, a))
        return why;
    if (a.type != "none"_L1 && o.contains("actor"_L1)
            && o.value("actor"_L1).toInt(-1) != m_feed.seat)
        return Tr::tr("\"actor\" is not its seat %1").arg(m_feed.seat);
    static const QStringList kActions{ u"none"_s, u"dahai"_s, u"reach"_s, u"chi"_s, u"pon"_s,
        u"daiminkan"_s, u"ankan"_s, u"kakan"_s, u"hora"_s, u"ryukyoku"_s, u"nukidora"_s };
    if (!kActions.contains(a.type))
        return Tr::tr("\"%1\" is not an MJAI action").arg(a.type.left(20));
    const Allowed &al = line.allowed;
    const bool claim = line.role == LineRole::Decision && line.kind == DecisionKind::Claim;
    const bool draw = line.role == LineRole::Decision && line.kind == DecisionKind::Draw;
    if (a.type == "none"_L1)
        return claim ? std::nullopt
                     : std::optional(Tr::tr("it must move after its own draw, call or riichi"));
    if (a.type == "dahai"_L1) {
        if (claim)
            return Tr::tr("it cannot discard on another player's turn");
        if (!a.tile || !holds(al.closed, { *a.tile }))
            return Tr::tr("the discarded tile is not in its hand");
        if (draw && al.inRiichi && al.drawn && *a.tile != *al.drawn)
            return Tr::tr("in riichi it must discard the tile it drew");
        return std::nullopt;
    }
    if (a.type == "chi"_L1 || a.type == "pon"_L1 || a.type == "daiminkan"_L1)
        return claim ? checkCall(a, al) : std::optional(Tr::tr("it cannot call its own tile"));
    if (claim && a.type == "hora"_L1)
        return al.canRon
                ? std::nullopt
                : std::optional(
                        Tr::tr("its hand does not win on %1 here").arg(mjaiName(al.offered)));
    if (!draw)
        return Tr::tr("it cannot make this move now");
    return checkOwnMove(a, al);
}

std::optional<QString> MjaiSession::answer(QByteArrayView line)
{
    const FeedLine &f = m_feed.lines[m_next];
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return Tr::tr("At %1 the bot wrote a line that is not a JSON object: %2")
                .arg(where(), quotedLine(line));
    const QJsonObject o = doc.object();
    if (f.role == LineRole::Plain) {
        if (!o.value("type"_L1).isString())
            return Tr::tr("At %1 the bot's answer has no \"type\": %2")
                    .arg(where(), quotedLine(line));
        ++m_next;
        return std::nullopt;
    }
    Action a;
    if (auto why = decide(f, o, a))
        return Tr::tr("At %1 the bot answered an illegal action (%2): %3")
                .arg(where(), *why, quotedLine(line));
    a.raw = line.first(std::min(line.size(), kMaxQuotedLine)).toByteArray();
    if (f.role == LineRole::RiichiDiscard) {
        // The declaration tile completes the riichi the bot chose at its draw.
        if (!m_result.decisions.empty()) {
            Decision &d = m_result.decisions.back();
            if (d.bot.type == "reach"_L1 && !d.bot.tile) {
                d.bot.tile = a.tile;
                d.agreed = agrees(d.bot, d.played);
            }
        }
        ++m_next;
        return std::nullopt;
    }
    Decision d;
    d.kyoku = f.kyoku;
    d.step = f.step;
    d.globalStep = m_feed.firstGlobalStep[std::size_t(f.kyoku)] + f.step;
    d.kind = f.kind;
    d.bot = std::move(a);
    d.played = f.played;
    d.agreed = agrees(d.bot, d.played);
    m_result.decisions.push_back(std::move(d));
    ++m_next;
    return std::nullopt;
}

} // namespace haifu::engine
