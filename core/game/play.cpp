#include "game/play.h"

#include <algorithm>

namespace haifu::game {

using rules::Meld;
using rules::MeldKind;
using rules::TileKind;
using Phase = TableState::Phase;

namespace {

char letterOf(ActionKind kind)
{
    switch (kind) {
    case ActionKind::Draw: return 'g';
    case ActionKind::Discard: return 'd';
    case ActionKind::Riichi: return 'r';
    case ActionKind::Tsumo: return 't';
    case ActionKind::Ron: return 'h';
    case ActionKind::Chi: return 'c';
    case ActionKind::Pon: return 'p';
    case ActionKind::OpenKan: return 'k';
    case ActionKind::ClosedKan: return 'a';
    case ActionKind::AddedKan: return 'e';
    case ActionKind::NorthBonus: return 'n';
    case ActionKind::NineTerminals: return 'x';
    case ActionKind::Pass: return '-';
    }
    return '?';
}

std::optional<ActionKind> kindOfLetter(char c)
{
    for (int k = 0; k <= static_cast<int>(ActionKind::Pass); ++k) {
        if (letterOf(static_cast<ActionKind>(k)) == c)
            return static_cast<ActionKind>(k);
    }
    return std::nullopt;
}

// How many tiles follow the letter: the acting tile, then the own tiles of a call.
bool tilesFit(ActionKind kind, std::size_t count)
{
    switch (kind) {
    case ActionKind::Tsumo:
    case ActionKind::Ron:
    case ActionKind::NineTerminals:
    case ActionKind::Pass: return count == 0;
    case ActionKind::NorthBonus: return count <= 1;
    case ActionKind::Chi: return count == 3;
    case ActionKind::Pon: return count == 1 || count == 3;
    case ActionKind::OpenKan: return count == 1 || count == 4;
    case ActionKind::ClosedKan: return count == 1 || count == 4;
    default: return count == 1;
    }
}

bool isCall(ActionKind kind)
{
    return kind == ActionKind::Chi || kind == ActionKind::Pon || kind == ActionKind::OpenKan;
}

} // namespace

// --- Notation ---

std::string actionText(const Action &action)
{
    if (action.kind == ActionKind::Pass)
        return "-";
    std::string text = std::to_string(action.seat) + letterOf(action.kind);
    switch (action.kind) {
    case ActionKind::Tsumo:
    case ActionKind::Ron:
    case ActionKind::NineTerminals:
    case ActionKind::NorthBonus: return text;
    case ActionKind::ClosedKan: return text + rules::formatTiles(action.consumed);
    default: break;
    }
    text += rules::toString(action.tile);
    if (isCall(action.kind) && !action.consumed.empty())
        text += rules::formatTiles(action.consumed);
    return text;
}

Result<Action> parseAction(std::string_view text)
{
    const auto bad = [text] { return Error::of(ErrorCode::BadMove, { std::string(text) }); };
    if (text == "-")
        return Action{};
    if (text.size() < 2 || text[0] < '0' || text[0] > '3')
        return bad();
    const auto kind = kindOfLetter(text[1]);
    if (!kind || *kind == ActionKind::Pass)
        return bad();
    Action a;
    a.kind = *kind;
    a.seat = text[0] - '0';
    std::vector<Tile> tiles;
    if (text.size() > 2) {
        auto parsed = rules::parseTiles(text.substr(2));
        if (!parsed)
            return bad();
        tiles = std::move(*parsed);
    }
    if (!tilesFit(a.kind, tiles.size()))
        return bad();
    if (a.kind == ActionKind::NorthBonus) {
        a.tile = Tile{ rules::kinds::North, false };
    } else if (a.kind == ActionKind::ClosedKan) {
        a.tile = tiles.front();
        if (tiles.size() == 4)
            a.consumed = tiles;
    } else if (!tiles.empty()) {
        a.tile = tiles.front();
        a.consumed.assign(tiles.begin() + 1, tiles.end());
    }
    return a;
}

Result<std::vector<Action>> parseActions(std::string_view text)
{
    std::vector<Action> out;
    std::size_t i = 0;
    while (i < text.size()) {
        while (i < text.size() && (text[i] == ' ' || text[i] == ',' || text[i] == '\n'))
            ++i;
        std::size_t j = i;
        while (j < text.size() && text[j] != ' ' && text[j] != ',' && text[j] != '\n')
            ++j;
        if (j > i) {
            auto a = parseAction(text.substr(i, j - i));
            if (!a)
                return std::move(a).error().at(ErrorCode::AtMove,
                        { std::to_string(out.size() + 1), std::string(text.substr(i, j - i)) });
            out.push_back(std::move(*a));
        }
        i = j;
    }
    return out;
}

std::string actionsText(const std::vector<Action> &actions)
{
    std::string text;
    for (const Action &a : actions) {
        if (!text.empty())
            text += ' ';
        text += actionText(a);
    }
    return text;
}

// --- PlayLine ---

Result<PlayLine> PlayLine::start(const Record &record, int kyoku, int step)
{
    if (kyoku < 0 || kyoku >= static_cast<int>(record.kyoku.size()))
        return Error::of(ErrorCode::NoSuchKyoku, { std::to_string(kyoku) });
    const Kyoku &source = record.kyoku[static_cast<std::size_t>(kyoku)];
    const int events = static_cast<int>(source.events.size());
    // A line may leave the record at any step before the hand's end (a Win or a draw event).
    int lastStep = events;
    for (int i = 0; i < events; ++i) {
        const EventType t = source.events[static_cast<std::size_t>(i)].type;
        if (t == EventType::Win || t == EventType::DrawEnd) {
            lastStep = i;
            break;
        }
    }
    if (step < 0 || step > lastStep)
        return Error::of(ErrorCode::StepNotInKyoku,
                { std::to_string(step), kyokuLabel(source), std::to_string(lastStep + 1) });
    PlayLine line;
    line.m_record = &record;
    line.m_kyokuIndex = kyoku;
    line.m_branchStep = step;
    line.m_kyoku = source;
    line.m_kyoku.events.resize(static_cast<std::size_t>(step));
    line.m_kyoku.wins.clear();
    line.m_kyoku.draw.reset();
    line.m_kyoku.hasEndScores = false;
    for (const Event &ev : source.events) {
        if (ev.type == EventType::Draw && !ev.replacement) {
            line.m_recordedLive.push_back(ev.tile);
            line.m_recordedLiveSeats.push_back(ev.seat);
        } else if (ev.type == EventType::Draw) {
            line.m_recordedReplacements.push_back(ev.tile);
        } else if (ev.type == EventType::NewDora) {
            line.m_recordedDora.push_back(ev.tile);
        }
    }
    for (const WinResult &w : source.wins) {
        if (w.uraIndicators.size() > line.m_recordedUra.size())
            line.m_recordedUra = w.uraIndicators;
    }
    line.m_weakestSource = source.trueWall ? DrawSource::TrueWall : DrawSource::Recorded;
    auto deal = dealState(record, line.m_kyoku, kyoku);
    if (!deal)
        return deal.error();
    line.m_state = std::move(*deal);
    while (line.m_state.step < step) {
        const Event &ev = line.m_kyoku.events[static_cast<std::size_t>(line.m_state.step)];
        if (ev.type == EventType::Draw)
            ++(ev.replacement ? line.m_replacementDraws : line.m_liveDraws);
        if (auto error = applyNext(line.m_state, record, line.m_kyoku))
            return *error;
    }
    // An open or added kan whose indicator the record shows after the discard.
    line.m_pendingKanDora =
            static_cast<int>(line.m_state.doraIndicators.size()) < 1 + line.m_state.kans;
    line.advance();
    return line;
}

Result<PlayLine> PlayLine::replay(
        const Record &record, int kyoku, int step, const std::vector<Action> &moves)
{
    auto line = start(record, kyoku, step);
    if (!line)
        return line;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (auto error = line->play(moves[i]))
            return std::move(*error).at(
                    ErrorCode::AtMove, { std::to_string(i + 1), actionText(moves[i]) });
    }
    return line;
}

DrawSource PlayLine::nextDrawSource() const
{
    const bool replacement =
            m_state.phase == Phase::Replacement || m_state.phase == Phase::KanClaim;
    if (m_kyoku.trueWall)
        return DrawSource::TrueWall;
    if (replacement || drawPending())
        return knownDraw(replacement) ? DrawSource::Recorded : DrawSource::Assumed;
    // Before a discard: the draw after it, by the next seat if nobody calls.
    const int next = (m_state.turn + 1) % m_state.playerCount;
    const bool recorded = m_recordedOrder
            && m_liveDraws < static_cast<int>(m_recordedLiveSeats.size())
            && m_recordedLiveSeats[static_cast<std::size_t>(m_liveDraws)] == next;
    return recorded ? DrawSource::Recorded : DrawSource::Assumed;
}

std::optional<Tile> PlayLine::knownDraw(bool replacement) const
{
    const auto at = [](const std::vector<Tile> &tiles, int i) -> std::optional<Tile> {
        if (i < 0 || i >= static_cast<int>(tiles.size()))
            return std::nullopt;
        return tiles[static_cast<std::size_t>(i)];
    };
    if (m_kyoku.trueWall)
        return replacement ? at(m_kyoku.replacementTiles, m_replacementDraws)
                           : at(m_kyoku.wall, m_liveDraws);
    if (!m_recordedOrder)
        return std::nullopt;
    if (replacement)
        return at(m_recordedReplacements, m_replacementDraws);
    if (m_liveDraws >= static_cast<int>(m_recordedLiveSeats.size())
            || m_recordedLiveSeats[static_cast<std::size_t>(m_liveDraws)] != m_state.turn)
        return std::nullopt;
    return at(m_recordedLive, m_liveDraws);
}

std::optional<Tile> PlayLine::knownDora() const
{
    const int next = static_cast<int>(m_state.doraIndicators.size());
    if (m_kyoku.trueWall) {
        if (next < static_cast<int>(m_kyoku.doraIndicatorSlots.size()))
            return m_kyoku.doraIndicatorSlots[static_cast<std::size_t>(next)];
        return std::nullopt;
    }
    if (next - 1 < static_cast<int>(m_recordedDora.size()))
        return m_recordedDora[static_cast<std::size_t>(next - 1)];
    return std::nullopt;
}

std::optional<Error> PlayLine::apply(const Event &event)
{
    m_kyoku.events.push_back(event);
    if (auto error = applyNext(m_state, *m_record, m_kyoku)) {
        m_kyoku.events.pop_back();
        return error;
    }
    m_eventMoves.push_back(static_cast<int>(m_moves.size()) - 1);
    if (event.type == EventType::Draw) {
        if (!event.replacement) {
            if (m_liveDraws >= static_cast<int>(m_recordedLiveSeats.size())
                    || m_recordedLiveSeats[static_cast<std::size_t>(m_liveDraws)] != event.seat)
                m_recordedOrder = false;
            ++m_liveDraws;
        } else {
            ++m_replacementDraws;
        }
    }
    return std::nullopt;
}

Event PlayLine::eventFor(const Action &a) const
{
    Event ev;
    ev.seat = static_cast<std::int8_t>(a.seat);
    ev.tile = a.tile;
    switch (a.kind) {
    case ActionKind::Draw:
        ev.type = EventType::Draw;
        ev.replacement = m_state.phase == Phase::Replacement || m_state.phase == Phase::KanClaim;
        break;
    case ActionKind::Discard:
    case ActionKind::Riichi: {
        ev.type = EventType::Discard;
        const auto &drawn = m_state.player(a.seat).drawn;
        ev.tsumogiri = drawn && *drawn == a.tile
                && std::count(m_state.player(a.seat).closed.begin(),
                           m_state.player(a.seat).closed.end(), a.tile)
                        == 1;
        ev.riichi = a.kind == ActionKind::Riichi;
        break;
    }
    case ActionKind::Chi:
    case ActionKind::Pon:
    case ActionKind::OpenKan:
        ev.type = EventType::Call;
        ev.from = static_cast<std::int8_t>(m_state.lastDiscarder);
        ev.meld = a.kind == ActionKind::Chi ? MeldKind::Chi
                : a.kind == ActionKind::Pon ? MeldKind::Pon
                                            : MeldKind::Minkan;
        ev.consumed = a.consumed;
        break;
    case ActionKind::ClosedKan:
        ev.type = EventType::ClosedKan;
        ev.consumed = a.consumed;
        break;
    case ActionKind::AddedKan: ev.type = EventType::AddedKan; break;
    case ActionKind::NorthBonus: ev.type = EventType::NorthBonus; break;
    default: break;
    }
    return ev;
}

std::optional<Error> PlayLine::refuse(const Action &action) const
{
    std::string legal;
    for (const Action &a : legalActions()) {
        if (!legal.empty())
            legal += ' ';
        legal += actionText(a);
    }
    if (legal.empty())
        return Error::of(ErrorCode::LineEnded);
    return Error::of(ErrorCode::MoveNotLegal, { actionText(action), legal });
}

std::optional<Error> PlayLine::play(const Action &wanted)
{
    // A call or closed kan may leave out its own tiles: the first legal way is taken.
    const std::vector<Action> legal = legalActions();
    const Action *chosen = nullptr;
    for (const Action &a : legal) {
        if (a == wanted) {
            chosen = &a;
            break;
        }
        const bool byKindAndSeat = wanted.kind == ActionKind::Tsumo
                || wanted.kind == ActionKind::Ron || wanted.kind == ActionKind::NineTerminals
                || wanted.kind == ActionKind::NorthBonus;
        if (byKindAndSeat && a.kind == wanted.kind && a.seat == wanted.seat) {
            chosen = &a;
            break;
        }
        if (!chosen && wanted.consumed.empty() && a.kind == wanted.kind && a.seat == wanted.seat
                && (a.tile == wanted.tile
                        || (a.kind == ActionKind::ClosedKan && a.tile.kind == wanted.tile.kind)))
            chosen = &a;
    }
    if (!chosen)
        return refuse(wanted);
    const Action action = *chosen;
    m_moves.push_back(action);
    switch (action.kind) {
    case ActionKind::Pass:
        if (m_ronWindowOpen) {
            m_ronWindowOpen = false;
            settleWins();
            return std::nullopt;
        }
        passClaims();
        break;
    case ActionKind::Tsumo:
    case ActionKind::Ron:
        if (auto error = addWin(action.seat))
            return error;
        break;
    case ActionKind::NineTerminals: endInDraw(DrawKind::NineTerminals); return std::nullopt;
    default: {
        if (action.kind == ActionKind::Draw)
            m_weakestSource = DrawSource::Assumed;
        if (auto error = apply(eventFor(action)))
            return error;
        if (action.kind == ActionKind::Draw)
            m_passed = false;
        if (isCall(action.kind) && action.kind != ActionKind::OpenKan) {
            m_kuikaeSeat = action.seat;
            m_kuikae = rules::kindBit(action.tile.kind);
            if (action.kind == ActionKind::Chi) {
                // The other end of the run may not be discarded either (suji swap).
                const TileKind lo = std::min(action.consumed[0].kind, action.consumed[1].kind);
                const TileKind hi = std::max(action.consumed[0].kind, action.consumed[1].kind);
                if (action.tile.kind + 1 == lo && rules::numberOf(hi) < 9)
                    m_kuikae |= rules::kindBit(static_cast<TileKind>(hi + 1));
                if (action.tile.kind == hi + 1 && rules::numberOf(lo) > 1)
                    m_kuikae |= rules::kindBit(static_cast<TileKind>(lo - 1));
            }
        } else if (action.kind == ActionKind::Discard || action.kind == ActionKind::Riichi) {
            m_kuikaeSeat = -1;
            if (m_pendingKanDora)
                revealKanDora();
        } else if (action.kind == ActionKind::ClosedKan
                || ((action.kind == ActionKind::OpenKan || action.kind == ActionKind::AddedKan)
                        && !m_record->ruleset.kanDoraAfterDiscard)) {
            revealKanDora();
        } else if (action.kind == ActionKind::OpenKan || action.kind == ActionKind::AddedKan) {
            m_pendingKanDora = true;
        }
        break;
    }
    }
    advance();
    return std::nullopt;
}

void PlayLine::revealKanDora()
{
    m_pendingKanDora = false;
    if (!m_record->ruleset.kanDora)
        return;
    const auto dora = knownDora();
    if (!dora) {
        m_doraUnknown = true; // said by doraUnknown(); the line plays on without it
        return;
    }
    Event ev;
    ev.type = EventType::NewDora;
    ev.tile = *dora;
    (void)apply(ev);
}

namespace {

bool offers(const std::vector<Action> &legal, ActionKind kind)
{
    return std::any_of(
            legal.begin(), legal.end(), [kind](const Action &a) { return a.kind == kind; });
}

// The action a recorded decision is, or nullopt for what a line does by itself.
std::optional<Action> decisionOf(const Kyoku &k, const Event &ev)
{
    Action a;
    a.seat = ev.seat;
    a.tile = ev.tile;
    switch (ev.type) {
    case EventType::Discard: a.kind = ev.riichi ? ActionKind::Riichi : ActionKind::Discard; break;
    case EventType::Call:
        a.kind = ev.meld == MeldKind::Chi  ? ActionKind::Chi
                : ev.meld == MeldKind::Pon ? ActionKind::Pon
                                           : ActionKind::OpenKan;
        a.consumed = ev.consumed;
        std::sort(a.consumed.begin(), a.consumed.end(), [](const Tile &x, const Tile &y) {
            return x.kind != y.kind ? x.kind < y.kind : (!x.red && y.red);
        });
        break;
    case EventType::ClosedKan:
        a.kind = ActionKind::ClosedKan;
        a.consumed = ev.consumed;
        a.tile = ev.consumed.empty() ? ev.tile : ev.consumed.front();
        a.consumed.clear(); // matched by kind: the line's order of the four tiles
        break;
    case EventType::AddedKan: a.kind = ActionKind::AddedKan; break;
    case EventType::NorthBonus: a.kind = ActionKind::NorthBonus; break;
    case EventType::Win: {
        if (ev.result < 0 || ev.result >= static_cast<int>(k.wins.size()))
            return std::nullopt;
        const WinResult &w = k.wins[static_cast<std::size_t>(ev.result)];
        a.seat = w.winner;
        a.kind = w.winner == w.from ? ActionKind::Tsumo : ActionKind::Ron;
        a.tile = {};
        break;
    }
    case EventType::DrawEnd:
        if (!k.draw || k.draw->kind != DrawKind::NineTerminals)
            return std::nullopt;
        a.kind = ActionKind::NineTerminals;
        a.seat = -2; // the seat to act: filled in by the caller
        break;
    default: return std::nullopt;
    }
    return a;
}

} // namespace

Result<PlayLine> playRecorded(const Record &record, int kyoku, int step, int untilStep)
{
    auto line = PlayLine::start(record, kyoku, step);
    if (!line)
        return line;
    const Kyoku &k = record.kyoku[static_cast<std::size_t>(kyoku)];
    const int end = untilStep >= 0 ? std::min<int>(untilStep, static_cast<int>(k.events.size()))
                                   : static_cast<int>(k.events.size());
    const auto at = [&](int i, Error e) {
        return std::move(e).at(ErrorCode::AtKyokuEvent,
                { kyokuLabel(k), std::to_string(i),
                        describeEvent(k.events[static_cast<std::size_t>(i)]) });
    };
    for (int i = step; i < end && !line->ended(); ++i) {
        const Event &ev = k.events[static_cast<std::size_t>(i)];
        std::optional<Action> action = decisionOf(k, ev);
        const bool isClaim = action
                && (action->kind == ActionKind::Ron || action->kind == ActionKind::Chi
                        || action->kind == ActionKind::Pon || action->kind == ActionKind::OpenKan);
        std::vector<Action> legal = line->legalActions();
        // Nobody took the tile that could have been called or won: a pass.
        const bool tripleRon =
                ev.type == EventType::DrawEnd && k.draw && k.draw->kind == DrawKind::TripleRon;
        if (!isClaim && !tripleRon && offers(legal, ActionKind::Pass)
                && (action || ev.type == EventType::Draw || ev.type == EventType::DrawEnd)) {
            if (auto error = line->play(Action{}))
                return at(i, *error);
            legal = line->legalActions();
        }
        if (tripleRon) {
            // The record names no winners: every player who may ron does.
            for (const Action &a : legal) {
                if (a.kind != ActionKind::Ron || line->ended())
                    continue;
                if (auto error = line->play(a))
                    return at(i, *error);
            }
            continue;
        }
        if (ev.type == EventType::Draw && offers(legal, ActionKind::Draw))
            action = Action{ ActionKind::Draw, ev.seat, ev.tile, {} };
        if (!action)
            continue;
        if (action->kind == ActionKind::NineTerminals)
            action->seat = line->state().turn;
        if (auto error = line->play(*action))
            return at(i, *error);
    }
    if (untilStep < 0 && !line->ended() && offers(line->legalActions(), ActionKind::Pass))
        (void)line->play(Action{});
    return line;
}

} // namespace haifu::game
