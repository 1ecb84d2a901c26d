// The position text form round-trips for every step of every corpus game: every
// reachable step of every kyoku of tests/data/records and of the shared corpus becomes a
// teach::Position that passes checkPosition, whose text form reads back to the same position
// and is written again to the same text, and whose table state (toTableState) gives the same
// position again and the same shanten, waits and furiten for every seat.

#include "formats/recordio.h"
#include "game/replay.h"
#include "rules/ruleset.h"
#include "sharedrecords.h"
#include "teach/positiontext.h"

#include "testmain.h"

#include <QDirIterator>
#include <QFileInfo>
#include <QTest>

using namespace haifu;

namespace {

// The preset a record's position names: the record's own when it is one, else tenhou.
std::string presetOf(const game::Record &record)
{
    for (std::string_view name : rules::presetNames()) {
        if (name == record.ruleset.name)
            return std::string(name);
    }
    return "tenhou";
}

bool sameAnalysis(const game::PlayerAnalysis &a, const game::PlayerAnalysis &b)
{
    return a.shanten == b.shanten && a.waits.mask == b.waits.mask && a.tenpai == b.tenpai
            && a.furiten == b.furiten && a.furitenReason == b.furitenReason
            && a.furitenCause == b.furitenCause;
}

// What is wrong with the position at the replay's current step, or an empty string.
QString checkStep(const game::TableState &state, const std::string &preset)
{
    teach::Position p = teach::positionFromState(state);
    p.rulesPreset = preset;
    if (auto error = teach::checkPosition(p))
        return QStringLiteral("check: ") + QString::fromStdString(error->describe());
    const std::string text = teach::formatPosition(p);
    auto back = teach::parsePosition(text);
    if (!back)
        return QStringLiteral("parse: ") + QString::fromStdString(back.error().describe()) + u' '
                + QString::fromStdString(text);
    if (!(*back == p))
        return QStringLiteral("read back differs: ") + QString::fromStdString(text);
    if (teach::formatPosition(*back) != text)
        return QStringLiteral("written again differs: ") + QString::fromStdString(text);
    const game::TableState table = teach::toTableState(p);
    teach::Position again = teach::positionFromState(table);
    again.rulesPreset = preset;
    if (!(again == p))
        return QStringLiteral("toTableState and back differs: ") + QString::fromStdString(text);
    if (state.ended)
        return {};
    for (int seat = 0; seat < state.playerCount; ++seat) {
        if (!sameAnalysis(game::analysePlayer(state, seat), game::analysePlayer(table, seat)))
            return QStringLiteral("analysis of seat %1 differs: ").arg(seat)
                    + QString::fromStdString(text);
    }
    return {};
}

} // namespace

class TestPositionCorpus : public QObject
{
    Q_OBJECT

private:
    // Checks every step of one record; returns the number of steps checked.
    static int checkRecord(const QString &path, QStringList &failures)
    {
        auto record = formats::readRecordFile(path);
        if (!record) {
            // A file listed and not read would drop its steps unnoticed.
            failures << QStringLiteral("%1: %2").arg(
                    QFileInfo(path).fileName(), QString::fromStdString(record.error().message));
            return 0;
        }
        const std::string preset = presetOf(*record);
        game::Replay replay(*record);
        int steps = 0;
        for (int k = 0; k < replay.kyokuCount(); ++k) {
            const int reachable = replay.reachableSteps(k);
            if (replay.seek(k, 0))
                continue;
            for (int step = 0; step < reachable; ++step) {
                if (step > 0 && replay.next())
                    break;
                ++steps;
                const QString problem = checkStep(replay.state(), preset);
                if (!problem.isEmpty() && failures.size() < 40)
                    failures << QStringLiteral("%1 kyoku %2 step %3: %4")
                                        .arg(QFileInfo(path).fileName())
                                        .arg(k)
                                        .arg(step)
                                        .arg(problem);
            }
        }
        return steps;
    }

    static int checkAll(const QStringList &paths, QStringList &failures)
    {
        int steps = 0;
        for (const QString &path : paths)
            steps += checkRecord(path, failures);
        qInfo("%d steps of %lld records checked", steps, static_cast<long long>(paths.size()));
        return steps;
    }

private Q_SLOTS:
    void everyStepOfTheTreeRecords()
    {
        QStringList paths;
        QDirIterator tree(QStringLiteral(HAIFU_TEST_DATA "/records"), QDir::Files);
        while (tree.hasNext())
            paths << tree.next();
        paths.sort();
        QStringList failures;
        const int steps = checkAll(paths, failures);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
        QVERIFY(steps > 1000);
    }

    void everyStepOfTheSharedCorpus()
    {
        HAIFU_REQUIRE_SHARED_RECORDS();
        QStringList failures;
        const int steps = checkAll(haifu::test::sharedRecordFiles(), failures);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QStringLiteral("\n"))));
        QVERIFY(steps > 1000);
    }
};

HAIFU_TEST_GUILESS_MAIN(TestPositionCorpus)
#include "tst_position_corpus.moc"
