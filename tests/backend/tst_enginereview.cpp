// EngineReview: the viewer's external MJAI engine over a GameSession, with the reference bot
// (tests/tools/refbot.cpp): running and progress, the result's numbers, the choice at a
// position, next disagreement, errors, and a new record clearing the result; with the bot's
// figures (refbot --meta), the rating and each decision's actions as the Review panel shows them.

#include "game/replay.h"
#include "insight/enginereview.h"
#include "viewer/gamesession.h"

#include "testmain.h"

#include <QSignalSpy>
#include <QTest>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {

QString record(const char *name)
{
    return QUrl::fromLocalFile(QStringLiteral(HAIFU_RECORDS_DATA) + u'/' + QLatin1String(name))
            .toString();
}

} // namespace

class TestEngineReview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reviewsTheSession();
    void errors();
    void figures();
};

void TestEngineReview::reviewsTheSession()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml")));
    EngineReview review;
    review.setSession(&session);
    review.setSeat(2);
    review.setCommand(u"\""_s + QStringLiteral(HAIFU_REFBOT) + u"\""_s);
    QSignalSpy finished(&review, &EngineReview::finished);
    QSignalSpy running(&review, &EngineReview::runningChanged);
    QSignalSpy progress(&review, &EngineReview::progressChanged);
    QVERIFY(!review.hasResult());
    QCOMPARE(review.choiceAt(0, 1), QVariantMap());
    QCOMPARE(review.nextDisagreement(-1), -1);
    review.start();
    QVERIFY(review.running());
    QVERIFY(finished.wait(60000));
    QVERIFY(!review.running());
    QVERIFY(running.size() >= 2);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(review.done(), review.total());
    QVERIFY(review.error().isEmpty());
    QVERIFY(review.hasResult());
    QCOMPARE(review.resultSeat(), 2);
    QVERIFY(review.decisionsCount() > 0);
    QCOMPARE(review.agreementRate(), double(review.agreedCount()) / review.decisionsCount());

    // Every decision answers at its position; the positions between answer nothing.
    const haifu::game::Replay &replay = *session.replay();
    int shown = 0;
    for (const auto &d : review.result().decisions) {
        const QVariantMap choice = review.choiceAt(d.kyoku, d.step);
        QCOMPARE(choice.value(u"type"_s).toString(), d.bot.type);
        QCOMPARE(choice.value(u"agreed"_s).toBool(), d.agreed);
        QCOMPARE(choice.value(u"playedType"_s).toString(), d.played.type);
        QVERIFY(!choice.value(u"raw"_s).toString().isEmpty());
        if (d.bot.type == u"dahai"_s) {
            QCOMPARE(choice.value(u"tile"_s).toString().size(), 2); // "5m", "0p"
            ++shown;
        }
        QVERIFY(d.step < replay.stepCount(d.kyoku));
    }
    QVERIFY(shown > 0);
    QCOMPARE(review.choiceAt(0, 0), QVariantMap()); // the deal
    // Next disagreement walks the disagreements in order and ends with -1.
    int global = -1;
    int hops = 0;
    while ((global = review.nextDisagreement(global)) >= 0) {
        const auto [kyoku, step] = replay.position(global);
        QCOMPARE(review.choiceAt(kyoku, step).value(u"agreed"_s).toBool(), false);
        ++hops;
    }
    QCOMPARE(hops, review.decisionsCount() - review.agreedCount());
    QVERIFY(hops > 0);

    // Another record clears the result.
    QSignalSpy cleared(&review, &EngineReview::resultChanged);
    QVERIFY(session.open(record("reviewer__chankan.json")));
    QCOMPARE(cleared.size(), 1);
    QVERIFY(!review.hasResult());
    QCOMPARE(review.decisionsCount(), 0);
}

void TestEngineReview::errors()
{
    EngineReview review;
    review.start();
    QCOMPARE(review.error(), u"Open a game first."_s);
    GameSession session(nullptr);
    QVERIFY(session.open(record("reviewer__chankan.json")));
    review.setSession(&session);
    QVERIFY(review.error().isEmpty());
    review.start();
    QVERIFY(review.error().contains(u"No bot is set"_s));
    QVERIFY(!review.running());
    review.setCommand(u"\""_s + QStringLiteral(HAIFU_REFBOT) + u"\" --sleep 5000"_s);
    review.setTimeoutMs(200);
    QSignalSpy failed(&review, &EngineReview::failed);
    review.start();
    QVERIFY(failed.wait(30000));
    QVERIFY(!review.running());
    QVERIFY2(
            review.error().contains(u"did not answer within 200 ms"_s), qPrintable(review.error()));
    QVERIFY(!review.hasResult());
    // stop() while running: no signal, not running.
    review.setTimeoutMs(20000);
    QSignalSpy finished(&review, &EngineReview::finished);
    review.start();
    QVERIFY(review.running());
    review.stop();
    QVERIFY(!review.running());
    QTest::qWait(100);
    QVERIFY(finished.isEmpty());
}

void TestEngineReview::figures()
{
    GameSession session(nullptr);
    QVERIFY(session.open(record("tsubaki__2019103023gm-00a9-0000-f90e0fe9.xml")));
    EngineReview review;
    review.setSession(&session);
    review.setSeat(1);
    review.setCommand(u"\""_s + QStringLiteral(HAIFU_REFBOT) + u"\""_s);
    QSignalSpy finished(&review, &EngineReview::finished);
    review.start();
    QVERIFY(finished.wait(60000));
    // Without figures: the agreement only, the decisions without options.
    QVERIFY(!review.hasFigures());
    QVERIFY2(review.figures().startsWith(u"Agreement "_s), qPrintable(review.figures()));
    const auto &plain = review.result().decisions.front();
    const QVariantList before = review.decisionsAt(plain.kyoku, plain.step);
    QCOMPARE(before.size(), 1);
    QVERIFY(before.first().toMap().value(u"options"_s).toList().isEmpty());

    review.setCommand(u"\""_s + QStringLiteral(HAIFU_REFBOT) + u"\" --meta"_s);
    review.start();
    QVERIFY(finished.wait(60000));
    QVERIFY(review.hasFigures());
    QVERIFY2(review.figures().startsWith(u"Rating "_s), qPrintable(review.figures()));
    QVERIFY(review.handFigures(0).startsWith(u"Rating "_s));
    QCOMPARE(review.decisionsAt(0, 0), QVariantList());
    int riichiDiscards = 0;
    int categorized = 0;
    for (const auto &d : review.result().decisions) {
        const QVariantList all = review.decisionsAt(d.kyoku, d.step);
        QVERIFY(!all.isEmpty());
        for (const QVariant &v : all) {
            const QVariantMap m = v.toMap();
            const QVariantList options = m.value(u"options"_s).toList();
            QVERIFY(!options.isEmpty() && options.size() <= 8);
            double sum = 0;
            int played = 0;
            for (const QVariant &o : options) {
                sum += o.toMap().value(u"prob"_s).toDouble();
                played += o.toMap().value(u"played"_s).toBool() ? 1 : 0;
                QVERIFY(!o.toMap().value(u"label"_s).toString().isEmpty());
            }
            QVERIFY(sum <= 1.0 + 1e-9);
            QCOMPARE(played, 1); // the played action always among the bars
            QVERIFY(options.first().toMap().value(u"best"_s).toBool());
            riichiDiscards += m.value(u"riichiDiscard"_s).toBool() ? 1 : 0;
        }
        categorized += d.category != haifu::engine::ReviewCategory::Efficiency ? 1 : 0;
    }
    QVERIFY(riichiDiscards > 0); // counted at both decisions of the step
    QVERIFY(categorized > 0); // calls, riichi ...: classified as a report's decisions
}

HAIFU_TEST_MAIN(TestEngineReview)
#include "tst_enginereview.moc"
