#include "game/recordedit.h"

#include "rules/byseat.h"

#include <algorithm>
#include <tuple>

namespace haifu::game {

namespace {

using rules::TileKind;

Error inKyoku(Error error, int number, const std::string &label)
{
    return std::move(error).at(ErrorCode::AtRecordHand, { std::to_string(number), label });
}

KyokuDraft headerOf(const Kyoku &k)
{
    KyokuDraft d;
    d.round = k.round;
    d.honba = k.honba;
    d.riichiSticks = k.riichiSticks;
    d.dealer = k.dealer;
    d.startScores = k.startScores;
    d.hands = k.hands;
    d.dora = k.doraIndicators;
    for (const Event &ev : k.events) {
        if (ev.type == EventType::NewDora)
            d.dora.push_back(ev.tile);
    }
    for (const WinResult &w : k.wins) {
        if (w.uraIndicators.size() > d.ura.size())
            d.ura = w.uraIndicators;
    }
    return d;
}

// The line's moves with its draws written in: the draws a PlayLine took by itself (from the
// record) become `g` moves after the move that led to them.
std::vector<Action> movesWithDraws(const PlayLine &line)
{
    const std::vector<Action> &moves = line.moves();
    const std::vector<Event> &events = line.kyoku().events;
    const std::vector<int> &by = line.eventMoves();
    std::vector<Action> out;
    out.reserve(moves.size() + events.size());
    std::size_t e = 0;
    for (int m = -1; m < static_cast<int>(moves.size()); ++m) {
        if (m >= 0)
            out.push_back(moves[static_cast<std::size_t>(m)]);
        const bool moveIsDraw =
                m >= 0 && moves[static_cast<std::size_t>(m)].kind == ActionKind::Draw;
        bool skippedOwn = false;
        for (; e < by.size() && by[e] <= m; ++e) {
            const Event &ev = events[static_cast<std::size_t>(line.branchStep()) + e];
            if (ev.type != EventType::Draw || by[e] != m)
                continue;
            if (moveIsDraw && !skippedOwn) {
                skippedOwn = true;
                continue;
            }
            out.push_back(Action{ ActionKind::Draw, ev.seat, ev.tile, {} });
        }
    }
    return out;
}

// How many red fives of a kind the game has.
int redsOf(const Record &game, TileKind kind)
{
    if (game.ruleset.redFives <= 0 || rules::suitOf(kind) == rules::Suit::Honor
            || rules::numberOf(kind) != 5)
        return 0;
    switch (rules::suitOf(kind)) {
    case rules::Suit::Man: return game.playerCount == 3 ? 0 : 1;
    case rules::Suit::Pin: return game.ruleset.redFives == 4 ? 2 : 1;
    default: return 1;
    }
}

bool notInGame(const Record &game, TileKind kind)
{
    return game.playerCount == 3 && rules::suitOf(kind) == rules::Suit::Man
            && rules::numberOf(kind) > 1 && rules::numberOf(kind) < 9;
}

std::optional<Error> checkHeader(const Record &game, const KyokuDraft &k)
{
    const int n = game.playerCount;
    if (n != 3 && n != 4)
        return Error::of(ErrorCode::DraftPlayerCount, { std::to_string(n) });
    if (k.dealer < 0 || k.dealer >= n)
        return Error::of(ErrorCode::NoSuchDealer, { std::to_string(k.dealer) });
    if (k.round < 0 || k.round > 15)
        return Error::of(ErrorCode::DraftRound, { std::to_string(k.round) });
    if (k.honba < 0 || k.honba > 999 || k.riichiSticks < 0 || k.riichiSticks > 999)
        return Error::of(ErrorCode::DraftCounter,
                { std::to_string(k.honba), std::to_string(k.riichiSticks) });
    for (int seat = 0; seat < n; ++seat) {
        const int score = bySeat(k.startScores, seat);
        if (score < -kMaxStartScore || score > kMaxStartScore)
            return Error::of(
                    ErrorCode::DraftScore, { std::to_string(score), std::to_string(seat) });
    }
    if (k.dora.empty())
        return Error::of(ErrorCode::NoDoraIndicator);
    if (k.dora.size() > kMaxIndicators || k.ura.size() > k.dora.size())
        return Error::of(ErrorCode::DraftIndicators,
                { std::to_string(k.dora.size()), std::to_string(k.ura.size()) });
    return std::nullopt;
}

// Each winner's own payment when several won on one tile: the engine settles them together and
// gives the whole table's change to the first win; a later winner is paid by the discarder only.
void splitDeltas(Kyoku &k)
{
    if (k.wins.size() < 2)
        return;
    WinResult &first = k.wins.front();
    for (std::size_t i = 1; i < k.wins.size(); ++i) {
        WinResult &w = k.wins[i];
        const bool summed =
                std::all_of(w.deltas.begin(), w.deltas.end(), [](int d) { return d == 0; });
        if (!summed || w.winner < 0 || w.winner > 3 || w.from < 0 || w.from > 3)
            continue;
        const auto winner = static_cast<std::size_t>(w.winner);
        const auto from = static_cast<std::size_t>(w.from);
        const int gain = first.deltas[winner];
        w.deltas[winner] = gain;
        w.deltas[from] = -gain;
        w.hasDeltas = first.hasDeltas;
        first.deltas[winner] = 0;
        first.deltas[from] += gain;
    }
}

// The start of the kyoku after `k` (played to its end by `line`): scores, deposits, honba,
// dealer and round as the table leads to them (the verifier's flow).
KyokuDraft following(const PlayLine &line, int players)
{
    const Kyoku &k = line.kyoku();
    KyokuDraft next;
    next.startScores = k.endScores;
    next.riichiSticks = line.state().riichiSticks;
    bool dealerKeeps = false;
    bool honbaUp = true;
    if (!k.wins.empty()) {
        dealerKeeps = std::any_of(k.wins.begin(), k.wins.end(),
                [&](const WinResult &w) { return w.winner == k.dealer; });
        honbaUp = dealerKeeps;
    } else if (k.draw) {
        const bool exhaustive =
                k.draw->kind == DrawKind::Exhaustive || k.draw->kind == DrawKind::NagashiMangan;
        dealerKeeps = !exhaustive || k.draw->tenpai[static_cast<std::size_t>(k.dealer)];
    }
    next.honba = honbaUp ? k.honba + 1 : 0;
    next.dealer = dealerKeeps ? k.dealer : (k.dealer + 1) % players;
    next.round = dealerKeeps || k.round % 4 + 1 < players ? k.round + (dealerKeeps ? 0 : 1)
                                                          : (k.round / 4 + 1) * 4;
    return next;
}

// A win event names its winner, the seat it won from and the winning tile (as readers fill it).
void nameWinners(Kyoku &k)
{
    for (Event &ev : k.events) {
        if (ev.type != EventType::Win || ev.result < 0
                || ev.result >= static_cast<int>(k.wins.size()))
            continue;
        const WinResult &w = k.wins[static_cast<std::size_t>(ev.result)];
        ev.seat = static_cast<std::int8_t>(w.winner);
        ev.from = static_cast<std::int8_t>(w.from);
        ev.tile = w.winTile;
    }
}

} // namespace

std::optional<Error> checkDeal(const Record &game, const KyokuDraft &k)
{
    if (auto error = checkHeader(game, k))
        return error;
    for (int seat = 0; seat < 4; ++seat) {
        const std::size_t want = seat < game.playerCount ? 13 : 0;
        const auto &hand = bySeat(k.hands, seat);
        if (hand.size() != want)
            return Error::of(ErrorCode::DealtTileCount,
                    { std::to_string(seat), std::to_string(hand.size()) });
    }
    std::array<int, rules::kKindCount> all{};
    std::array<int, rules::kKindCount> red{};
    const auto count = [&](const std::vector<Tile> &tiles) {
        for (const Tile &t : tiles) {
            ++all[t.kind];
            red[t.kind] += t.red ? 1 : 0;
        }
    };
    std::for_each(k.hands.begin(), k.hands.end(), count);
    count(k.dora);
    count(k.ura);
    for (int kind = 0; kind < rules::kKindCount; ++kind) {
        const auto tk = static_cast<TileKind>(kind);
        const std::string name = rules::kindToString(tk);
        if (all[tk] > 0 && notInGame(game, tk))
            return Error::of(ErrorCode::DraftTileNotInGame, { name });
        if (all[tk] > 4)
            return Error::of(ErrorCode::TooManyDealt, { std::to_string(all[tk]), name });
        if (red[tk] > redsOf(game, tk))
            return Error::of(ErrorCode::DraftTooManyRed,
                    { std::to_string(red[tk]), name, std::to_string(redsOf(game, tk)) });
    }
    if (k.moves.size() > kMaxDraftMoves)
        return Error::of(ErrorCode::DraftTooLong,
                { std::to_string(k.moves.size()), std::to_string(kMaxDraftMoves) });
    return std::nullopt;
}

Record draftKyokuRecord(const Record &game, const KyokuDraft &d)
{
    Record holder;
    holder.format = game.format;
    holder.playerCount = game.playerCount;
    holder.players = game.players;
    holder.ruleset = game.ruleset;
    Kyoku k;
    k.round = d.round;
    k.honba = d.honba;
    k.riichiSticks = d.riichiSticks;
    k.dealer = d.dealer;
    k.startScores = d.startScores;
    k.hands = d.hands;
    if (!d.dora.empty())
        k.doraIndicators.push_back(d.dora.front());
    // Beyond the deal a PlayLine reads only what the record shows of the dead wall: the kan
    // dora (NewDora events) and the ura indicators (of a win).
    for (std::size_t i = 1; i < d.dora.size(); ++i) {
        Event ev;
        ev.type = EventType::NewDora;
        ev.tile = d.dora[i];
        k.events.push_back(ev);
    }
    if (!d.ura.empty()) {
        WinResult w;
        w.uraIndicators = d.ura;
        k.wins.push_back(std::move(w));
    }
    holder.kyoku.push_back(std::move(k));
    return holder;
}

Result<PlayLine> playDraftKyoku(const Record &holder, const KyokuDraft &kyoku, int number)
{
    const std::string label = holder.kyoku.empty() ? std::string() : kyokuLabel(holder.kyoku[0]);
    if (auto error = checkDeal(holder, kyoku))
        return inKyoku(std::move(*error), number, label);
    auto line = PlayLine::replay(holder, 0, 0, kyoku.moves);
    if (!line)
        return inKyoku(std::move(line).error(), number, label);
    return line;
}

Result<RecordDraft> draftFromRecord(const Record &record)
{
    if (record.kyoku.size() > kMaxDraftKyoku)
        return Error::of(ErrorCode::DraftTooManyKyoku,
                { std::to_string(record.kyoku.size()), std::to_string(kMaxDraftKyoku) });
    RecordDraft draft;
    draft.game = record;
    draft.game.kyoku.clear();
    for (int i = 0; i < static_cast<int>(record.kyoku.size()); ++i) {
        const Kyoku &k = record.kyoku[static_cast<std::size_t>(i)];
        auto line = playRecorded(record, i, 0);
        if (!line)
            return inKyoku(std::move(line).error(), i + 1, kyokuLabel(k));
        KyokuDraft d = headerOf(k);
        d.moves = movesWithDraws(*line);
        if (i + 1 == static_cast<int>(record.kyoku.size()) && line->ended()
                && line->kyoku().hasEndScores)
            draft.recordedEnd = line->kyoku().endScores;
        draft.kyoku.push_back(std::move(d));
    }
    return draft;
}

Result<BuiltRecord> buildRecord(RecordDraft &draft, bool followScores, bool allowOpenEnd)
{
    const int count = static_cast<int>(draft.kyoku.size());
    if (count > kMaxDraftKyoku)
        return Error::of(ErrorCode::DraftTooManyKyoku,
                { std::to_string(count), std::to_string(kMaxDraftKyoku) });
    if (count == 0)
        return Error::of(ErrorCode::DraftEmpty);
    BuiltRecord built;
    built.record = draft.game;
    built.record.kyoku.clear();
    built.record.warnings.clear();
    built.record.wallSeed.clear();
    std::optional<KyokuDraft> next; // the start the kyoku before leads to
    for (int i = 0; i < count; ++i) {
        KyokuDraft &d = draft.kyoku[static_cast<std::size_t>(i)];
        if (followScores && next) {
            // The dealer and round stay as written: the moves are written for them.
            auto start = std::tie(d.startScores, d.riichiSticks, d.honba);
            const auto led = std::tie(next->startScores, next->riichiSticks, next->honba);
            if (start != led) {
                start = led;
                built.followedScores.push_back(i);
            }
        }
        const Record holder = draftKyokuRecord(draft.game, d);
        auto line = playDraftKyoku(holder, d, i + 1);
        if (!line)
            return std::move(line).error();
        if (!line->ended()) {
            if (allowOpenEnd && i == count - 1)
                break;
            return inKyoku(
                    Error::of(ErrorCode::DraftNotEnded), i + 1, kyokuLabel(holder.kyoku.front()));
        }
        if (line->kyoku().hasEndScores)
            next = following(*line, draft.game.playerCount == 3 ? 3 : 4);
        built.record.kyoku.push_back(line->kyoku());
        nameWinners(built.record.kyoku.back());
        splitDeltas(built.record.kyoku.back());
    }
    Record &r = built.record;
    if (!r.kyoku.empty() && r.kyoku.back().hasEndScores) {
        const bool same = draft.recordedEnd && *draft.recordedEnd == r.kyoku.back().endScores;
        if (!same) {
            r.finalScores = r.kyoku.back().endScores;
            r.hasFinal = true;
            r.hasFinalPoints = false;
        }
    } else {
        r.hasFinal = false;
        r.hasFinalPoints = false;
    }
    return built;
}

} // namespace haifu::game
