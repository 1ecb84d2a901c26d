// tenhou.net/6 JSON: the move order of a hand rebuilt from its columns (FORMATS.md §2.6).

#include "tenhoujsonreader.h"

#include <algorithm>

namespace haifu::formats::tenhoujson {

// Rebuilds the move order from the four columns (FORMATS.md §2.6): a depth-first search that
// prefers calls (pon/kan before chi) and backtracks when the columns stop fitting together, so
// that any interleaving consuming every column exactly is found.
std::optional<Error> JsonReader::interleave(game::Kyoku &k, std::array<SeatColumns, 4> &cols,
        const std::vector<Tile> &doras, const std::optional<game::DrawKind> &endKind)
{
    const int n = m_record.playerCount;
    struct State
    {
        std::array<int, 4> ti{};
        std::array<int, 4> di{};
        int seat = 0;
        bool discardPhase = false;
        std::array<Tile, 4> lastDraw{};
        std::array<bool, 4> hasDraw{};
        std::array<bool, 4> replacement{};
        int doraUsed = 1;
        int pendingDora = 0;
        int riichiSeat = -1;
        std::size_t events = 0;
    };
    struct Choice
    {
        State state;
        std::array<int, 4> options{}; // caller seats, then -1 = nobody calls
        int count = 0;
        int next = 0;
        Tile tile;
        int discarder = 0;
    };
    std::vector<Event> &events = k.events;
    std::vector<Choice> stack;
    State st;
    st.seat = k.dealer;
    bool doraShort = false;
    auto allConsumed = [&](const State &s) {
        for (int p = 0; p < n; ++p) {
            if (s.ti[p] != static_cast<int>(cols[p].takes.size())
                    || s.di[p] != static_cast<int>(cols[p].discards.size()))
                return false;
        }
        return true;
    };
    auto emit = [&](Event e) { events.push_back(std::move(e)); };
    auto revealDora = [&](State &s) {
        if (s.doraUsed < static_cast<int>(doras.size())) {
            Event e;
            e.type = EventType::NewDora;
            e.tile = doras[static_cast<std::size_t>(s.doraUsed++)];
            emit(e);
        } else {
            doraShort = true;
        }
    };
    auto flushDora = [&](State &s) {
        for (; s.pendingDora > 0; --s.pendingDora)
            revealDora(s);
    };
    auto acceptRiichi = [&](State &s) {
        if (s.riichiSeat >= 0) {
            Event e;
            e.type = EventType::RiichiAccepted;
            e.seat = static_cast<std::int8_t>(s.riichiSeat);
            emit(e);
            s.riichiSeat = -1;
        }
    };
    // Applies option `caller` (a seat, or -1 for "the next seat draws") after a discard.
    // Returns 1 when the hand ended with every column consumed, 0 to go on, -1 on a dead end.
    auto applyOption = [&](State &s, int caller, Tile tile, int discarder) -> int {
        if (caller < 0) {
            const int next = (discarder + 1) % n;
            if (s.ti[next] >= static_cast<int>(cols[next].takes.size()))
                return allConsumed(s) ? 1 : -1;
            if (cols[next].takes[static_cast<std::size_t>(s.ti[next])].kind != Take::Draw)
                return -1;
            s.seat = next;
            s.discardPhase = false;
            return 0;
        }
        const Take &t = cols[caller].takes[static_cast<std::size_t>(s.ti[caller])];
        acceptRiichi(s);
        Event e;
        e.type = EventType::Call;
        e.seat = static_cast<std::int8_t>(caller);
        e.from = static_cast<std::int8_t>(discarder);
        e.tile = tile;
        e.consumed = t.own;
        e.meld = t.kind == Take::Chi  ? rules::MeldKind::Chi
                : t.kind == Take::Pon ? rules::MeldKind::Pon
                                      : rules::MeldKind::Minkan;
        flushDora(s);
        emit(std::move(e));
        ++s.ti[caller];
        s.hasDraw[caller] = false;
        s.seat = caller;
        if (t.kind == Take::Minkan) {
            const auto &d = cols[caller].discards;
            if (s.di[caller] < static_cast<int>(d.size())
                    && d[static_cast<std::size_t>(s.di[caller])].kind == Discard::Placeholder)
                ++s.di[caller];
            s.replacement[caller] = true;
            ++s.pendingDora;
            s.discardPhase = false;
        } else {
            s.discardPhase = true;
        }
        return 0;
    };
    int steps = 0;
    int deepest = 0;
    QString deepestWhy;
    // Returns 1 when an alternative finished the hand, 0 when one goes on, -1 when none is left.
    auto backtrack = [&](const QString &why) -> int {
        if (static_cast<int>(events.size()) >= deepest) {
            deepest = static_cast<int>(events.size());
            deepestWhy = why;
        }
        while (!stack.empty()) {
            Choice &c = stack.back();
            if (c.next >= c.count) {
                stack.pop_back();
                continue;
            }
            st = c.state;
            events.resize(st.events);
            const int option = c.options[static_cast<std::size_t>(c.next++)];
            const int r = applyOption(st, option, c.tile, c.discarder);
            if (r >= 0)
                return r;
        }
        return -1;
    };
    bool finished = false;
    while (!finished) {
        // A hand gets 200,000 steps of the search, the whole record 1,000,000: a record built
        // to make it backtrack in every hand stays bounded too.
        if (++steps > 200000 || ++m_searchSteps > 1000000)
            return fail(u"cannot rebuild the move order: too many ambiguous calls"_s);
        const int seat = st.seat;
        SeatColumns &c = cols[seat];
        QString dead;
        if (!st.discardPhase) {
            if (st.ti[seat] >= static_cast<int>(c.takes.size())) {
                if (allConsumed(st)) {
                    finished = true;
                    break;
                }
                dead = u"seat %1 has no take left"_s.arg(seat);
            } else {
                const Take &t = c.takes[static_cast<std::size_t>(st.ti[seat])];
                if (t.kind != Take::Draw) {
                    dead = u"seat %1 take %2 is a call where a draw is due"_s.arg(seat).arg(
                            st.ti[seat]);
                } else {
                    acceptRiichi(st);
                    Event e;
                    e.type = EventType::Draw;
                    e.seat = static_cast<std::int8_t>(seat);
                    e.tile = t.tile;
                    e.replacement = st.replacement[seat];
                    st.replacement[seat] = false;
                    emit(e);
                    ++st.ti[seat];
                    st.lastDraw[seat] = t.tile;
                    st.hasDraw[seat] = true;
                    if (st.di[seat] >= static_cast<int>(c.discards.size())) {
                        if (allConsumed(st)) {
                            finished = true;
                            break;
                        }
                        dead = u"seat %1 has no discard left"_s.arg(seat);
                    } else {
                        st.discardPhase = true;
                        continue;
                    }
                }
            }
        } else if (st.di[seat] >= static_cast<int>(c.discards.size())) {
            dead = u"seat %1 has no discard left"_s.arg(seat);
        } else {
            const Discard &d = c.discards[static_cast<std::size_t>(st.di[seat])];
            switch (d.kind) {
            case Discard::Placeholder:
                dead = u"seat %1 discard %2 is a kan placeholder out of place"_s.arg(seat).arg(
                        st.di[seat]);
                break;
            case Discard::Kakan:
            case Discard::Ankan:
            case Discard::Nuki: {
                Event e;
                e.seat = static_cast<std::int8_t>(seat);
                e.tile = d.tile;
                if (d.kind != Discard::Nuki)
                    flushDora(st);
                if (d.kind == Discard::Kakan) {
                    e.type = EventType::AddedKan;
                    e.consumed = d.others;
                } else if (d.kind == Discard::Ankan) {
                    e.type = EventType::ClosedKan;
                    e.consumed = d.others;
                } else {
                    e.type = EventType::NorthBonus;
                }
                emit(std::move(e));
                ++st.di[seat];
                st.hasDraw[seat] = false;
                st.replacement[seat] = true;
                st.discardPhase = false;
                if (d.kind == Discard::Ankan)
                    revealDora(st);
                else if (d.kind == Discard::Kakan)
                    ++st.pendingDora;
                continue;
            }
            case Discard::Tile_:
            case Discard::Tsumogiri: {
                if (d.kind == Discard::Tsumogiri && !st.hasDraw[seat]) {
                    dead = u"seat %1 discard %2 is a tsumogiri with no tile drawn"_s.arg(seat).arg(
                            st.di[seat]);
                    break;
                }
                const Tile tile = d.kind == Discard::Tsumogiri ? st.lastDraw[seat] : d.tile;
                flushDora(st);
                Event e;
                e.type = EventType::Discard;
                e.seat = static_cast<std::int8_t>(seat);
                e.tile = tile;
                e.tsumogiri = d.kind == Discard::Tsumogiri;
                e.riichi = d.riichi;
                emit(std::move(e));
                ++st.di[seat];
                st.hasDraw[seat] = false;
                if (d.riichi)
                    st.riichiSeat = seat;
                // Who may claim it: pon/kan first, then chi, then nobody.
                Choice choice;
                for (int pass = 0; pass < 2; ++pass) {
                    for (int o = 0; o < n; ++o) {
                        if (o == seat || st.ti[o] >= static_cast<int>(cols[o].takes.size()))
                            continue;
                        const Take &t = cols[o].takes[static_cast<std::size_t>(st.ti[o])];
                        if (t.kind == Take::Draw || !(t.tile == tile) || (o + t.rel) % 4 != seat)
                            continue;
                        if ((pass == 0) == (t.kind != Take::Chi))
                            choice.options[static_cast<std::size_t>(choice.count++)] = o;
                    }
                }
                choice.options[static_cast<std::size_t>(choice.count++)] = -1;
                choice.tile = tile;
                choice.discarder = seat;
                st.events = events.size();
                choice.state = st;
                choice.next = 1;
                const int first = choice.options[0];
                if (choice.count > 1)
                    stack.push_back(choice);
                const int r = applyOption(st, first, tile, seat);
                if (r == 1) {
                    finished = true;
                    break;
                }
                if (r == 0)
                    continue;
                dead = u"nobody can act after seat %1's discard"_s.arg(seat);
                break;
            }
            }
        }
        if (finished)
            break;
        const int r = backtrack(dead);
        if (r < 0)
            return fail(u"cannot rebuild the move order from the columns: %1"_s.arg(deepestWhy));
        finished = r == 1;
    }
    // Riichi on the last discard stands unless that discard was won on.
    const bool ron = !endKind.has_value() || *endKind == game::DrawKind::TripleRon;
    if (st.riichiSeat >= 0 && !ron)
        acceptRiichi(st);
    if (doraShort)
        warn(u"more kans than kan dora indicators listed"_s);
    return std::nullopt;
}

} // namespace haifu::formats::tenhoujson
