// Danger (insight/danger.h) on real games: every record of tests/data/records and of the shared
// corpus is replayed, and at every decision of a seat to discard while an opponent is in riichi
//  * every kind in the hand that is genbutsu against that opponent — found here independently
//    from the events: in its river, or discarded (or added to a kan) by another seat after its
//    riichi discard or after its last own discard — is in the safest tier;
//  * the tier of the tile discarded is counted (the share of all discards per tier);
// and every ron on a player in riichi by another seat, counted from the win events, is listed
// by flaggedDealIns with the tier the discarder's report gave that tile, never genbutsu. The
// distribution of deal-in tiers is printed (qInfo) for the notes:
//   build/tests/tst_danger_corpus dealInTiersOfTheSharedCorpus

#include "formats/recordio.h"
#include "game/replay.h"
#include "insight/danger.h"
#include "sharedrecords.h"

#include "testmain.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>

#include <map>

using namespace haifu;
using insight::SafetyTier;

namespace {

struct Tally
{
    int records = 0;
    int decisions = 0; // discard decisions facing a riichi
    int genbutsuChecked = 0; // (hand kind, riichi opponent) pairs found genbutsu here
    int rons = 0; // rons on a riichi player's win by another seat, from the win events
    int dealIns = 0; // flaggedDealIns entries
    std::array<int, insight::kSafetyTierCount> discardTiers{}; // (discard, riichi opponent)
    std::array<int, insight::kSafetyTierCount> dealInTiers{};
    QStringList failures;

    void fail(const QString &where, const QString &what)
    {
        if (failures.size() < 40)
            failures << where + QStringLiteral(": ") + what;
    }
};

// What the events of a kyoku showed so far, kept apart from the replay's own furiten tracking.
struct Seen
{
    std::array<int, 4> riichiEvent{ -1, -1, -1, -1 };
    std::array<int, 4> lastOwnDiscard{ -1, -1, -1, -1 };
    std::array<rules::KindMask, 4> river{};
    struct Offer
    {
        int event;
        int seat;
        rules::TileKind kind;
    };
    std::vector<Offer> offers; // discards and added kans

    // Kinds `seat` cannot ron now, from its river and the tiles others offered since.
    [[nodiscard]] rules::KindMask genbutsu(int seat) const
    {
        const auto s = static_cast<std::size_t>(seat);
        rules::KindMask safe = river[s];
        for (const Offer &o : offers) {
            const bool afterRiichi = riichiEvent[s] >= 0 && o.event > riichiEvent[s];
            if (o.seat != seat && (afterRiichi || o.event > lastOwnDiscard[s]))
                safe |= rules::kindBit(o.kind);
        }
        return safe;
    }

    void note(const game::Event &ev, int index)
    {
        if (ev.type == game::EventType::Discard) {
            const auto s = static_cast<std::size_t>(ev.seat);
            river[s] |= rules::kindBit(ev.tile.kind);
            lastOwnDiscard[s] = index;
            if (ev.riichi)
                riichiEvent[s] = index;
        }
        if (ev.type == game::EventType::Discard || ev.type == game::EventType::AddedKan)
            offers.push_back({ index, ev.seat, ev.tile.kind });
    }
};

// The index of a seat among the report's threats, -1 when it is none.
int threatIndex(const insight::HandDanger &d, int seat)
{
    for (std::size_t i = 0; i < d.threats.size(); ++i) {
        if (d.threats[i].seat == seat)
            return static_cast<int>(i);
    }
    return -1;
}

using DiscardTiers = std::map<std::tuple<int, int, int>, SafetyTier>; // (kyoku, step, riichi)

// A decision of `seat` to discard: genbutsu kinds checked, the discarded tile's tier counted.
void checkDecision(const game::TableState &state, const game::Event &next, const Seen &seen,
        const QString &where, Tally &tally, DiscardTiers &tiers)
{
    const int seat = state.turn;
    const insight::HandDanger d = insight::assessDanger(state, seat);
    bool facing = false;
    for (int opp = 0; opp < state.playerCount; ++opp) {
        if (opp == seat || !state.player(opp).inRiichi())
            continue;
        facing = true;
        const int t = threatIndex(d, opp);
        if (t < 0) {
            tally.fail(where, QStringLiteral("seat %1 in riichi is no threat").arg(opp));
            continue;
        }
        const rules::KindMask safe = seen.genbutsu(opp);
        for (const insight::TileDanger &tile : d.tiles) {
            const auto &s = tile.against[static_cast<std::size_t>(t)];
            if ((safe & rules::kindBit(tile.kind)) == 0)
                continue;
            ++tally.genbutsuChecked;
            if (s.tier != SafetyTier::Genbutsu)
                tally.fail(where,
                        QStringLiteral("%1 is genbutsu against seat %2 but in tier %3")
                                .arg(QString::fromStdString(rules::kindToString(tile.kind)))
                                .arg(opp)
                                .arg(QLatin1String(insight::tierName(s.tier).data())));
        }
        if (next.type != game::EventType::Discard || next.seat != seat)
            continue;
        const insight::TileDanger *out = d.find(next.tile.kind);
        if (!out) {
            tally.fail(where, QStringLiteral("the discarded kind is not in the report"));
            continue;
        }
        const SafetyTier tier = out->against[static_cast<std::size_t>(t)].tier;
        ++tally.discardTiers[static_cast<std::size_t>(tier)];
        tiers[{ state.kyoku, state.step, opp }] = tier;
    }
    tally.decisions += facing ? 1 : 0;
}

// Replays one kyoku: decisions checked, rons into a riichi counted from the win events.
void walkKyoku(
        const game::Record &record, int k, const QString &name, Tally &tally, DiscardTiers &tiers)
{
    auto dealt = game::dealState(record, k);
    if (!dealt) {
        // A kyoku that cannot be dealt would be left out of every count unnoticed.
        tally.fail(QStringLiteral("%1 kyoku %2").arg(name).arg(k),
                QStringLiteral("cannot be dealt: ")
                        + QString::fromStdString(dealt.error().message));
        return;
    }
    game::TableState state = std::move(*dealt);
    const game::Kyoku &ky = record.kyoku[static_cast<std::size_t>(k)];
    Seen seen;
    while (state.step < static_cast<int>(ky.events.size())) {
        const game::Event &ev = ky.events[static_cast<std::size_t>(state.step)];
        const QString where =
                QStringLiteral("%1 kyoku %2 step %3").arg(name).arg(k).arg(state.step);
        if (state.phase == game::TableState::Phase::Discard && !state.ended)
            checkDecision(state, ev, seen, where, tally, tiers);
        if (ev.type == game::EventType::Win && ev.result >= 0
                && ev.result < static_cast<int>(ky.wins.size())) {
            const game::WinResult &w = ky.wins[static_cast<std::size_t>(ev.result)];
            if (w.from != w.winner && w.winner >= 0 && w.winner < 4
                    && seen.riichiEvent[static_cast<std::size_t>(w.winner)] >= 0)
                ++tally.rons;
        }
        seen.note(ev, state.step);
        if (game::applyNext(state, record))
            return;
    }
}

void checkRecord(const QString &path, Tally &tally)
{
    const QString name = QFileInfo(path).fileName();
    auto record = formats::readRecordFile(path);
    if (!record) {
        // A file listed and not read would drop its decisions unnoticed.
        tally.fail(name, QString::fromStdString(record.error().message));
        return;
    }
    ++tally.records;
    DiscardTiers tiers;
    for (int k = 0; k < static_cast<int>(record->kyoku.size()); ++k)
        walkKyoku(*record, k, name, tally, tiers);
    for (const insight::DealIn &d : insight::flaggedDealIns(*record)) {
        ++tally.dealIns;
        ++tally.dealInTiers[static_cast<std::size_t>(d.safety.tier)];
        const QString where =
                QStringLiteral("%1 kyoku %2 step %3").arg(name).arg(d.kyoku).arg(d.step);
        if (d.safety.tier == SafetyTier::Genbutsu)
            tally.fail(where, QStringLiteral("a deal-in in the genbutsu tier"));
        if (d.discarder == d.winner)
            tally.fail(where, QStringLiteral("a deal-in by the winner"));
        const auto it = tiers.find({ d.kyoku, d.step, d.winner });
        if (!d.robbedKan && (it == tiers.end() || it->second != d.safety.tier))
            tally.fail(where, QStringLiteral("the deal-in's tier differs from the hand's report"));
    }
}

void report(const Tally &t)
{
    qInfo("%d records: %d decisions facing a riichi, %d genbutsu kinds checked, %d rons into a "
          "riichi, %d deal-ins listed",
            t.records, t.decisions, t.genbutsuChecked, t.rons, t.dealIns);
    int discards = 0;
    for (int n : t.discardTiers)
        discards += n;
    qInfo("tier                 discards  share   deal-ins  share   deal-in rate");
    for (int i = 0; i < insight::kSafetyTierCount; ++i) {
        const int n = t.discardTiers[static_cast<std::size_t>(i)];
        const int d = t.dealInTiers[static_cast<std::size_t>(i)];
        qInfo("%d %-18s %8d  %5.1f%%  %8d  %5.1f%%  %5.2f%%", i + 1,
                insight::tierName(static_cast<SafetyTier>(i)).data(), n,
                discards ? 100.0 * n / discards : 0.0, d, t.dealIns ? 100.0 * d / t.dealIns : 0.0,
                n ? 100.0 * d / n : 0.0);
    }
}

Tally checkAll(const QStringList &paths)
{
    Tally tally;
    for (const QString &path : paths)
        checkRecord(path, tally);
    report(tally);
    return tally;
}

void verifyTally(const Tally &t)
{
    QVERIFY2(t.failures.isEmpty(), qPrintable(t.failures.join(QStringLiteral("\n"))));
    QCOMPARE(t.dealIns, t.rons);
    QVERIFY(t.decisions > 0);
    QVERIFY(t.genbutsuChecked > 0);
    QCOMPARE(t.dealInTiers[0], 0);
}

} // namespace

class TestDangerCorpus : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dealInTiersOfTheTreeRecords()
    {
        const QDir tree(QStringLiteral(HAIFU_TEST_DATA "/records"));
        QStringList paths;
        for (const QString &file : tree.entryList(QDir::Files, QDir::Name))
            paths << tree.filePath(file);
        const Tally t = checkAll(paths);
        verifyTally(t);
        QVERIFY(t.rons > 0);
    }

    void dealInTiersOfTheSharedCorpus()
    {
        HAIFU_REQUIRE_SHARED_RECORDS();
        const Tally t = checkAll(haifu::test::sharedRecordFiles());
        verifyTally(t);
        QVERIFY(t.rons > 10);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestDangerCorpus)
#include "tst_danger_corpus.moc"
