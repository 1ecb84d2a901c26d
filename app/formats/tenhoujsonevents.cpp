// tenhou.net/6 JSON: the move order of a hand rebuilt from its columns (FORMATS.md §2.6).

#include "formats/tenhoujsonreader.h"

#include <algorithm>

namespace haifu::formats::tenhoujson {

namespace {

// Where the search stands: the next take and discard of every seat, whose turn it is and what
// is still owed (riichi acceptance, kan dora).
struct SearchState
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

// A discard that more than one seat could act on: the alternatives not tried yet.
struct Choice
{
    SearchState state;
    std::array<int, 4> options{}; // caller seats, then -1 = nobody calls
    int count = 0;
    int next = 0;
    Tile tile;
    int discarder = 0;
};

// How a step of the search ended.
enum class Outcome {
    Finished, // the hand ended with every column consumed
    GoOn, // the search goes on from the new state
    DeadEnd, // the columns stopped fitting together: backtrack
};

// The depth-first search of JsonReader::interleave: one method per decision (draw, discard,
// kan, who claims a discard, backtracking). Bounded: a hand gets 200,000 steps, the whole record
// 1,000,000.
class MoveSearch
{
public:
    MoveSearch(const std::array<SeatColumns, 4> &cols, int players, int dealer,
            const std::vector<Tile> &doras, std::vector<Event> &events)
        : m_cols(cols), m_players(players), m_doras(doras), m_events(events)
    {
        m_st.seat = dealer;
    }

    // Runs the search; the reason when no interleaving fits or the step budget runs out.
    // `recordSteps` counts the steps of every hand of the record.
    std::optional<QString> run(int &recordSteps);
    // After a successful run: riichi on the last discard stands unless that discard was won on.
    void finishHand(const std::optional<game::DrawKind> &endKind);
    // More kans than kan dora indicators listed.
    bool doraShort() const { return m_doraShort; }

private:
    int takeCount(int seat) const { return static_cast<int>(m_cols[seat].takes.size()); }
    int discardCount(int seat) const { return static_cast<int>(m_cols[seat].discards.size()); }
    bool allConsumed() const;
    void emit(Event e) { m_events.push_back(std::move(e)); }
    void revealDora();
    void flushDora();
    void acceptRiichi();

    Outcome drawStep(QString &dead);
    Outcome discardStep(QString &dead);
    void kanOrNorth(int seat, const Discard &d);
    Outcome discardTile(int seat, const Discard &d, QString &dead);
    Choice claimOptions(int seat, Tile tile) const;
    Outcome applyOption(int caller, Tile tile, int discarder);
    Outcome nextSeatDraws(int discarder);
    void claim(int caller, Tile tile, int discarder);
    Outcome backtrack(const QString &why);

    const std::array<SeatColumns, 4> &m_cols;
    const int m_players;
    const std::vector<Tile> &m_doras;
    std::vector<Event> &m_events;
    SearchState m_st;
    std::vector<Choice> m_stack;
    bool m_doraShort = false;
    int m_deepest = 0;
    QString m_deepestWhy;
};

bool MoveSearch::allConsumed() const
{
    for (int p = 0; p < m_players; ++p) {
        if (m_st.ti[p] != takeCount(p) || m_st.di[p] != discardCount(p))
            return false;
    }
    return true;
}

void MoveSearch::revealDora()
{
    if (m_st.doraUsed < static_cast<int>(m_doras.size())) {
        Event e;
        e.type = EventType::NewDora;
        e.tile = m_doras[static_cast<std::size_t>(m_st.doraUsed++)];
        emit(e);
    } else {
        m_doraShort = true;
    }
}

void MoveSearch::flushDora()
{
    for (; m_st.pendingDora > 0; --m_st.pendingDora)
        revealDora();
}

void MoveSearch::acceptRiichi()
{
    if (m_st.riichiSeat >= 0) {
        Event e;
        e.type = EventType::RiichiAccepted;
        e.seat = static_cast<std::int8_t>(m_st.riichiSeat);
        emit(e);
        m_st.riichiSeat = -1;
    }
}

std::optional<QString> MoveSearch::run(int &recordSteps)
{
    int steps = 0;
    for (;;) {
        // A hand gets 200,000 steps of the search, the whole record 1,000,000: a record built
        // to make it backtrack in every hand stays bounded too.
        if (++steps > 200000 || ++recordSteps > 1000000)
            return u"cannot rebuild the move order: too many ambiguous calls"_s;
        QString dead;
        const Outcome step = m_st.discardPhase ? discardStep(dead) : drawStep(dead);
        if (step == Outcome::Finished)
            return std::nullopt;
        if (step == Outcome::GoOn)
            continue;
        const Outcome alternative = backtrack(dead);
        if (alternative == Outcome::DeadEnd)
            return u"cannot rebuild the move order from the columns: %1"_s.arg(m_deepestWhy);
        if (alternative == Outcome::Finished)
            return std::nullopt;
    }
}

void MoveSearch::finishHand(const std::optional<game::DrawKind> &endKind)
{
    const bool ron = !endKind.has_value() || *endKind == game::DrawKind::TripleRon;
    if (m_st.riichiSeat >= 0 && !ron)
        acceptRiichi();
}

// The seat to move draws its next take.
Outcome MoveSearch::drawStep(QString &dead)
{
    const int seat = m_st.seat;
    const SeatColumns &c = m_cols[seat];
    if (m_st.ti[seat] >= takeCount(seat)) {
        if (allConsumed())
            return Outcome::Finished;
        dead = u"seat %1 has no take left"_s.arg(seat);
        return Outcome::DeadEnd;
    }
    const Take &t = c.takes[static_cast<std::size_t>(m_st.ti[seat])];
    if (t.kind != Take::Draw) {
        dead = u"seat %1 take %2 is a call where a draw is due"_s.arg(seat).arg(m_st.ti[seat]);
        return Outcome::DeadEnd;
    }
    acceptRiichi();
    Event e;
    e.type = EventType::Draw;
    e.seat = static_cast<std::int8_t>(seat);
    e.tile = t.tile;
    e.replacement = m_st.replacement[seat];
    m_st.replacement[seat] = false;
    emit(e);
    ++m_st.ti[seat];
    m_st.lastDraw[seat] = t.tile;
    m_st.hasDraw[seat] = true;
    if (m_st.di[seat] >= discardCount(seat)) {
        if (allConsumed())
            return Outcome::Finished;
        dead = u"seat %1 has no discard left"_s.arg(seat);
        return Outcome::DeadEnd;
    }
    m_st.discardPhase = true;
    return Outcome::GoOn;
}

// The seat to move plays its next discard column entry: a tile, a kan or a north bonus.
Outcome MoveSearch::discardStep(QString &dead)
{
    const int seat = m_st.seat;
    if (m_st.di[seat] >= discardCount(seat)) {
        dead = u"seat %1 has no discard left"_s.arg(seat);
        return Outcome::DeadEnd;
    }
    const Discard &d = m_cols[seat].discards[static_cast<std::size_t>(m_st.di[seat])];
    switch (d.kind) {
    case Discard::Placeholder:
        dead = u"seat %1 discard %2 is a kan placeholder out of place"_s.arg(seat).arg(
                m_st.di[seat]);
        return Outcome::DeadEnd;
    case Discard::Kakan:
    case Discard::Ankan:
    case Discard::Nuki: kanOrNorth(seat, d); return Outcome::GoOn;
    case Discard::Tile_:
    case Discard::Tsumogiri: return discardTile(seat, d, dead);
    }
    return Outcome::DeadEnd;
}

// An added or closed kan, or a north bonus: the seat draws a replacement next.
void MoveSearch::kanOrNorth(int seat, const Discard &d)
{
    Event e;
    e.seat = static_cast<std::int8_t>(seat);
    e.tile = d.tile;
    if (d.kind != Discard::Nuki)
        flushDora();
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
    ++m_st.di[seat];
    m_st.hasDraw[seat] = false;
    m_st.replacement[seat] = true;
    m_st.discardPhase = false;
    if (d.kind == Discard::Ankan)
        revealDora();
    else if (d.kind == Discard::Kakan)
        ++m_st.pendingDora;
}

// A tile discarded (or the drawn tile, tsumogiri); the first seat that may act on it does, the
// others are kept for backtracking.
Outcome MoveSearch::discardTile(int seat, const Discard &d, QString &dead)
{
    if (d.kind == Discard::Tsumogiri && !m_st.hasDraw[seat]) {
        dead = u"seat %1 discard %2 is a tsumogiri with no tile drawn"_s.arg(seat).arg(
                m_st.di[seat]);
        return Outcome::DeadEnd;
    }
    const Tile tile = d.kind == Discard::Tsumogiri ? m_st.lastDraw[seat] : d.tile;
    flushDora();
    Event e;
    e.type = EventType::Discard;
    e.seat = static_cast<std::int8_t>(seat);
    e.tile = tile;
    e.tsumogiri = d.kind == Discard::Tsumogiri;
    e.riichi = d.riichi;
    emit(std::move(e));
    ++m_st.di[seat];
    m_st.hasDraw[seat] = false;
    if (d.riichi)
        m_st.riichiSeat = seat;
    Choice choice = claimOptions(seat, tile);
    m_st.events = m_events.size();
    choice.state = m_st;
    choice.next = 1;
    const int first = choice.options[0];
    if (choice.count > 1)
        m_stack.push_back(choice);
    const Outcome r = applyOption(first, tile, seat);
    if (r != Outcome::DeadEnd)
        return r;
    dead = u"nobody can act after seat %1's discard"_s.arg(seat);
    return Outcome::DeadEnd;
}

// Who may claim `tile` from `seat`: pon/kan first, then chi, then nobody.
Choice MoveSearch::claimOptions(int seat, Tile tile) const
{
    Choice choice;
    for (int pass = 0; pass < 2; ++pass) {
        for (int o = 0; o < m_players; ++o) {
            if (o == seat || m_st.ti[o] >= takeCount(o))
                continue;
            const Take &t = m_cols[o].takes[static_cast<std::size_t>(m_st.ti[o])];
            if (t.kind == Take::Draw || !(t.tile == tile) || (o + t.rel) % 4 != seat)
                continue;
            if ((pass == 0) == (t.kind != Take::Chi))
                choice.options[static_cast<std::size_t>(choice.count++)] = o;
        }
    }
    choice.options[static_cast<std::size_t>(choice.count++)] = -1;
    choice.tile = tile;
    choice.discarder = seat;
    return choice;
}

// Applies option `caller` (a seat, or -1 for "the next seat draws") after a discard.
Outcome MoveSearch::applyOption(int caller, Tile tile, int discarder)
{
    if (caller < 0)
        return nextSeatDraws(discarder);
    claim(caller, tile, discarder);
    return Outcome::GoOn;
}

Outcome MoveSearch::nextSeatDraws(int discarder)
{
    const int next = (discarder + 1) % m_players;
    if (m_st.ti[next] >= takeCount(next))
        return allConsumed() ? Outcome::Finished : Outcome::DeadEnd;
    if (m_cols[next].takes[static_cast<std::size_t>(m_st.ti[next])].kind != Take::Draw)
        return Outcome::DeadEnd;
    m_st.seat = next;
    m_st.discardPhase = false;
    return Outcome::GoOn;
}

// `caller` calls the discard with its next take (chi, pon or open kan).
void MoveSearch::claim(int caller, Tile tile, int discarder)
{
    const Take &t = m_cols[caller].takes[static_cast<std::size_t>(m_st.ti[caller])];
    acceptRiichi();
    Event e;
    e.type = EventType::Call;
    e.seat = static_cast<std::int8_t>(caller);
    e.from = static_cast<std::int8_t>(discarder);
    e.tile = tile;
    e.consumed = t.own;
    e.meld = t.kind == Take::Chi  ? rules::MeldKind::Chi
            : t.kind == Take::Pon ? rules::MeldKind::Pon
                                  : rules::MeldKind::Minkan;
    flushDora();
    emit(std::move(e));
    ++m_st.ti[caller];
    m_st.hasDraw[caller] = false;
    m_st.seat = caller;
    if (t.kind == Take::Minkan) {
        const auto &d = m_cols[caller].discards;
        if (m_st.di[caller] < static_cast<int>(d.size())
                && d[static_cast<std::size_t>(m_st.di[caller])].kind == Discard::Placeholder)
            ++m_st.di[caller];
        m_st.replacement[caller] = true;
        ++m_st.pendingDora;
        m_st.discardPhase = false;
    } else {
        m_st.discardPhase = true;
    }
}

// Tries the next alternative kept on the stack; DeadEnd when none is left. Remembers why the
// deepest attempt failed, for the error message.
Outcome MoveSearch::backtrack(const QString &why)
{
    if (static_cast<int>(m_events.size()) >= m_deepest) {
        m_deepest = static_cast<int>(m_events.size());
        m_deepestWhy = why;
    }
    while (!m_stack.empty()) {
        Choice &c = m_stack.back();
        if (c.next >= c.count) {
            m_stack.pop_back();
            continue;
        }
        m_st = c.state;
        m_events.resize(m_st.events);
        const int option = c.options[static_cast<std::size_t>(c.next++)];
        const Outcome r = applyOption(option, c.tile, c.discarder);
        if (r != Outcome::DeadEnd)
            return r;
    }
    return Outcome::DeadEnd;
}

} // namespace

// Rebuilds the move order from the four columns (FORMATS.md §2.6): a depth-first search that
// prefers calls (pon/kan before chi) and backtracks when the columns stop fitting together, so
// that any interleaving consuming every column exactly is found.
std::optional<Error> JsonReader::interleave(game::Kyoku &k, std::array<SeatColumns, 4> &cols,
        const std::vector<Tile> &doras, const std::optional<game::DrawKind> &endKind)
{
    MoveSearch search(cols, m_record.playerCount, k.dealer, doras, k.events);
    if (const std::optional<QString> why = search.run(m_searchSteps))
        return fail(*why);
    search.finishHand(endKind);
    if (search.doraShort())
        warn(u"more kans than kan dora indicators listed"_s);
    return std::nullopt;
}

} // namespace haifu::formats::tenhoujson
