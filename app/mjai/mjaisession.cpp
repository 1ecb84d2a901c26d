#include "mjai/mjaisession.h"

#include "formats/formatscommon.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>

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

// Why the seat cannot take the action at the line, nullopt when it can.
std::optional<QString> legality(const FeedLine &line, const Action &a)
{
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

// Mortal's actions (libriichi's action space; the bits of its answers' "meta"): 0..33 discard a
// kind (Haifu's kind order: 1m..9m, 1p..9p, 1s..9s, E S W N P F C), 34..36 discard the red 5m,
// 5p, 5s, riichi, chi with the called tile the lowest / middle / highest of the run, pon, kan,
// win, abortive draw, pass.
constexpr int kMortalActions = 46;
constexpr int kRedDiscard = 34;
constexpr int kReach = 37;
constexpr int kChiLow = 38;
constexpr int kPon = 41;
constexpr int kKan = 42;
constexpr int kHora = 43;
constexpr int kRyukyoku = 44;
// mjai-reviewer's default temperature: an action's probability is the softmax of q / 0.1.
constexpr double kTemperature = 0.1;

Action named(const char16_t *type, std::optional<Tile> tile = {}, std::vector<Tile> consumed = {})
{
    Action a;
    a.type = QString::fromUtf16(type);
    a.tile = tile;
    a.consumed = std::move(consumed);
    return a;
}

// The held tiles of a kind, plain ones first.
std::vector<Tile> heldOf(const std::vector<Tile> &hand, rules::TileKind kind)
{
    std::vector<Tile> out;
    std::copy_if(hand.begin(), hand.end(), std::back_inserter(out),
            [kind](const Tile &t) { return t.kind == kind; });
    std::stable_sort(
            out.begin(), out.end(), [](const Tile &a, const Tile &b) { return !a.red && b.red; });
    return out;
}

std::vector<rules::TileKind> kindsOf(const std::vector<Tile> &tiles)
{
    std::vector<rules::TileKind> kinds;
    for (const Tile &t : tiles)
        kinds.push_back(t.kind);
    std::sort(kinds.begin(), kinds.end());
    return kinds;
}

// The consumed tiles of a call of `kinds` from the hand; empty when the hand lacks one. Mortal
// names a call by its shape (one index for pon, three for chi), not by a red five in it: when
// the record's player made this very call its tiles are taken (the option is then the played
// one); otherwise plain fives, a red one only when no plain one is held.
std::vector<Tile> consumedFor(const std::vector<Tile> &hand, std::vector<rules::TileKind> kinds,
        const QString &type, const Action &played)
{
    std::sort(kinds.begin(), kinds.end());
    if (played.type == type && kindsOf(played.consumed) == kinds && holds(hand, played.consumed))
        return played.consumed;
    std::vector<Tile> left = hand;
    std::vector<Tile> out;
    for (rules::TileKind kind : kinds) {
        const std::vector<Tile> held = heldOf(left, kind);
        if (held.empty())
            return {};
        out.push_back(held.front());
        left.erase(std::find(left.begin(), left.end(), held.front()));
    }
    return out;
}

// A kan on the seat's own turn: a closed kan of four held tiles or a tile added to a pon. Mortal
// has one index for every kan; where the hand has more than one, the one the record's player
// made, else the one the bot made, else the first.
std::optional<Action> ownKan(const Allowed &al, const Action &played, const Action &bot)
{
    std::vector<Action> kans;
    for (rules::TileKind kind = 0; kind < rules::kKindCount; ++kind) {
        std::vector<Tile> held = heldOf(al.closed, kind);
        if (held.size() == 4)
            kans.push_back(named(u"ankan", {}, std::move(held)));
    }
    for (const rules::Meld &m : al.melds) {
        const std::vector<Tile> held = heldOf(al.closed, m.base());
        if (m.kind == rules::MeldKind::Pon && !held.empty())
            kans.push_back(named(u"kakan", held.front()));
    }
    for (const Action *hint : { &played, &bot }) {
        for (const Action &kan : kans) {
            if (agrees(kan, *hint))
                return kan;
        }
    }
    return kans.empty() ? std::nullopt : std::optional(kans.front());
}

// Mortal's action `index` at the line, nullopt when it names no action there (a chi past the
// suit's end, tiles the hand lacks); legality() checks the rest.
std::optional<Action> mortalAction(
        int index, const FeedLine &f, const Action &played, const Action &bot)
{
    const Allowed &al = f.allowed;
    const bool claim = f.role == LineRole::Decision && f.kind == DecisionKind::Claim;
    if (index < kRedDiscard) {
        // The kind's plain tile; its red five when that is all the hand holds of the kind.
        const auto kind = rules::TileKind(index);
        const std::vector<Tile> held = heldOf(al.closed, kind);
        return named(u"dahai", held.empty() ? Tile{ kind, false } : held.front());
    }
    if (index < kReach)
        return named(u"dahai", Tile{ rules::TileKind(4 + 9 * (index - kRedDiscard)), true });
    if (index == kReach)
        return named(u"reach"); // its declaration tile is the next answer
    if (index == kKan && !claim)
        return ownKan(al, played, bot);
    if (index == kHora)
        return named(u"hora", claim ? std::optional(al.offered) : al.drawn);
    if (index == kRyukyoku)
        return named(u"ryukyoku");
    if (index > kHora)
        return named(u"none");
    if (!claim)
        return std::nullopt;
    const Tile offered = al.offered;
    std::vector<rules::TileKind> kinds;
    QString type = u"chi"_s;
    if (index < kPon) {
        if (offered.suit() == rules::Suit::Honor)
            return std::nullopt;
        const int n = offered.number();
        const int first = n - (index - kChiLow); // the run's lowest number
        if (first < 1 || first + 2 > 9)
            return std::nullopt;
        for (int number = first; number <= first + 2; ++number) {
            if (number != n)
                kinds.push_back(offered.kind - n + number);
        }
    } else {
        type = index == kPon ? u"pon"_s : u"daiminkan"_s;
        kinds.assign(index == kPon ? 2 : 3, offered.kind);
    }
    std::vector<Tile> consumed = consumedFor(al.closed, kinds, type, played);
    if (consumed.empty())
        return std::nullopt;
    Action a = named(u"chi", offered, std::move(consumed));
    a.type = type;
    return a;
}

// The engine's figures in an answer's "meta" (Mortal: "q_values" of the set bits of
// "mask_bits", in bit order), each mapped onto an action the seat may take at the line, with
// its probability, best first. Empty when there are none or anything in them does not fit
// (a count, a non-number, an action the seat cannot take): the answer then stands without them.
std::vector<ScoredAction> metaOptions(
        const QJsonObject &answer, const FeedLine &f, const Action &played, const Action &bot)
{
    const QJsonObject meta = answer.value("meta"_L1).toObject();
    const QJsonValue values = meta.value("q_values"_L1);
    const QJsonValue bits = meta.value("mask_bits"_L1);
    // A 46-bit mask, written as a JSON number: a double holds it exactly.
    const double maskValue = bits.toDouble(-1);
    if (!values.isArray() || !bits.isDouble() || !(maskValue >= 1)
            || maskValue >= std::ldexp(1.0, kMortalActions) || maskValue != std::floor(maskValue))
        return {};
    const auto mask = static_cast<std::uint64_t>(maskValue);
    const QJsonArray q = values.toArray();
    if (q.size() != std::popcount(mask))
        return {};
    std::vector<ScoredAction> out;
    qsizetype next = 0;
    for (int bit = 0; bit < kMortalActions; ++bit) {
        if (((mask >> bit) & 1U) == 0)
            continue;
        const QJsonValue value = q.at(next++);
        std::optional<Action> action = mortalAction(bit, f, played, bot);
        if (!value.isDouble() || !std::isfinite(value.toDouble()) || !action
                || legality(f, *action))
            return {};
        if (std::any_of(out.begin(), out.end(),
                    [&](const ScoredAction &s) { return agrees(s.action, *action); }))
            return {}; // two bits for one action
        out.push_back(ScoredAction{ std::move(*action), value.toDouble(), 0 });
    }
    double top = out.front().q;
    for (const ScoredAction &s : out)
        top = std::max(top, s.q);
    double sum = 0;
    for (ScoredAction &s : out) {
        s.prob = std::exp((s.q - top) / kTemperature);
        sum += s.prob;
    }
    for (ScoredAction &s : out)
        s.prob /= sum; // sum >= 1: the best one's term is 1
    std::stable_sort(out.begin(), out.end(),
            [](const ScoredAction &a, const ScoredAction &b) { return a.q > b.q; });
    return out;
}

// The option that is the played action, -1 for none. Mortal's riichi names no tile (its
// declaration discard is the next answer): any riichi played is it.
int playedIndex(const std::vector<ScoredAction> &options, const Action &played)
{
    for (std::size_t i = 0; i < options.size(); ++i) {
        const Action &a = options[i].action;
        const bool riichi = a.type == "reach"_L1 && !a.tile && played.type == "reach"_L1;
        if (riichi || agrees(a, played))
            return int(i);
    }
    return -1;
}

// The line with the bare NaN, Infinity and -Infinity (not JSON) that some writers put for a
// number read as null, outside strings: an engine's broken figures must not refuse its answer.
QByteArray nonFiniteAsNull(QByteArrayView line)
{
    QByteArray out;
    out.reserve(line.size());
    bool inString = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (inString) {
            out += c;
            if (c == '\\' && i + 1 < line.size())
                out += line[++i];
            else if (c == '"')
                inString = false;
            continue;
        }
        inString = c == '"';
        bool replaced = false;
        for (const QByteArrayView token : { "-Infinity", "Infinity", "NaN" }) {
            if (line.sliced(i).startsWith(token)) {
                out += "null";
                i += token.size() - 1;
                replaced = true;
                break;
            }
        }
        if (!replaced)
            out += c;
    }
    return out;
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
    return legality(line, a);
}

std::optional<QString> MjaiSession::answer(QByteArrayView line)
{
    const FeedLine &f = m_feed.lines[m_next];
    QJsonParseError error;
    QJsonDocument doc = QJsonDocument::fromJson(line.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError && line.contains(QByteArrayView("\"meta\"")))
        doc = QJsonDocument::fromJson(nonFiniteAsNull(line), &error);
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
        riichiDiscard(f, o, std::move(a));
        ++m_next;
        return std::nullopt;
    }
    Decision d;
    d.kyoku = f.kyoku;
    d.step = f.step;
    d.globalStep = m_feed.firstGlobalStep[std::size_t(f.kyoku)] + f.step;
    d.kind = f.kind;
    d.played = f.played;
    d.options = metaOptions(o, f, d.played, a);
    d.playedOption = playedIndex(d.options, d.played);
    d.bot = std::move(a);
    d.agreed = agrees(d.bot, d.played);
    m_result.decisions.push_back(std::move(d));
    ++m_next;
    return std::nullopt;
}

void MjaiSession::riichiDiscard(const FeedLine &f, const QJsonObject &o, Action a)
{
    if (m_result.decisions.empty())
        return;
    Decision &declaration = m_result.decisions.back();
    // The declaration tile completes the riichi the bot chose at its draw.
    if (declaration.bot.type == "reach"_L1 && !declaration.bot.tile) {
        declaration.bot.tile = a.tile;
        declaration.agreed = agrees(declaration.bot, declaration.played);
    }
    if (declaration.played.type != "reach"_L1 || declaration.riichiDiscard
            || declaration.kyoku != f.kyoku)
        return;
    // With the engine's figures the discard is a decision of its own at the declaration's step,
    // as a review report lists it, and the declaration is judged as a riichi alone.
    Decision d;
    d.played = named(u"dahai", declaration.played.tile);
    d.options = metaOptions(o, f, d.played, a);
    if (d.options.empty())
        return;
    d.playedOption = playedIndex(d.options, d.played);
    d.kyoku = declaration.kyoku;
    d.step = declaration.step;
    d.globalStep = declaration.globalStep;
    d.kind = DecisionKind::Draw;
    d.riichiDiscard = true;
    d.bot = std::move(a);
    d.agreed = agrees(d.bot, d.played);
    declaration.agreed = declaration.bot.type == "reach"_L1;
    m_result.decisions.push_back(std::move(d));
}

} // namespace haifu::engine
