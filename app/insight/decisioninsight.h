#pragma once

#include "shared/linelistmodel.h"

#include "game/record.h"
#include "game/replay.h"
#include "insight/danger.h"
#include "insight/expectedvalue.h"
#include "insight/placement.h"
#include "insight/pushfold.h"

#include <QHash>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QThreadPool>
#include <QtQml/qqmlregistration.h>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace haifu::app {

struct DiscardRow;

// Expected-value tables already worked out, by position (the text form of the table, so the
// same decision in the recorded line and in a variation is computed once). Thread-safe.
class EvCache
{
public:
    using Table = std::shared_ptr<const haifu::insight::EvTable>;
    // The key of a decision: the text form of its position.
    [[nodiscard]] static QString keyOf(const haifu::game::TableState &state);
    [[nodiscard]] Table find(const QString &key) const;
    void insert(const QString &key, Table table);

private:
    mutable QMutex m_mutex;
    QHash<QString, Table> m_tables;
};

// The engine's insight at the decision on screen: how dangerous each tile of the
// acting seat's hand is against the threats at the table (riichi, open hands showing a
// threat), as ordered safety tiers with their reason; the expected value of each discard
// (insight::expectedValues, worked out on a worker thread and cached by position) with a "why"
// line; and the game's deal-ins into a riichi, each with the tier the tile had for the
// discarder. GameSession.insight.
class DecisionInsight : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The insight of the decision on screen comes from GameSession")
    //! Someone threatens the seat to act: the danger marks are shown.
    Q_PROPERTY(bool threatened READ threatened NOTIFY changed)
    //! "Against: Bob (riichi), Carol (open hand: two melds)".
    Q_PROPERTY(QString threatsText READ threatsText NOTIFY changed)
    //! The game's rons on a player in riichi: label "E2-0 · Alice → Bob", detail the tile and
    //! its tier with the reason, value the tier (1 safest … 7).
    Q_PROPERTY(haifu::app::LineListModel *dealIns READ dealIns CONSTANT)
    //! The expected values of the decision on screen are being worked out / are shown.
    Q_PROPERTY(bool evRunning READ evRunning NOTIFY evChanged)
    Q_PROPERTY(bool evReady READ evReady NOTIFY evChanged)
    //! Own draws the calculation assumes are left.
    Q_PROPERTY(int evTurns READ evTurns NOTIFY evChanged)
    //! The discard played, in expected points below the best discard (0 when it is the best).
    Q_PROPERTY(double playedEvLoss READ playedEvLoss NOTIFY evChanged)
    //! Facing a threat, once the expected values are known: push or fold and why
    //! (insight::weighDiscards), "Fold: 1z deals in to nobody; pushing 5p deals in 23.7% …".
    Q_PROPERTY(QString adviceText READ adviceText NOTIFY evChanged)
    //! Right after a discard that someone may call: per seat, the call advice
    //! (insight/calladvice.h), "Bob can call 7z. Advice: pon (64%); passing 36%."; "" otherwise.
    Q_PROPERTY(QString callAdviceText READ callAdviceText NOTIFY changed)
    //! Expected points below the best discard from which a played discard is costly.
    Q_PROPERTY(int costlyLoss READ costlyLoss WRITE setCostlyLoss NOTIFY scanChanged)
    //! The viewpoint seat's discards in the game that lose at least costlyLoss, and the scan
    //! that finds them (a worker thread; scanDone of scanTotal decisions).
    Q_PROPERTY(int costlyCount READ costlyCount NOTIFY scanChanged)
    Q_PROPERTY(bool scanning READ scanning NOTIFY scanChanged)
    Q_PROPERTY(int scanDone READ scanDone NOTIFY scanChanged)
    Q_PROPERTY(int scanTotal READ scanTotal NOTIFY scanChanged)

public:
    using NameOf = std::function<QString(int seat)>;

    explicit DecisionInsight(QObject *parent = nullptr);

    ~DecisionInsight() override;

    // A game was opened (null: closed): its deal-ins into riichi are listed.
    void setRecord(const haifu::game::Record *record, const NameOf &nameOf);
    // The decision on screen: `seat` holds 14 tiles in `state`; -1 when there is none. The
    // danger is known at once; the expected values come with evChanged() (at once when cached).
    void setDecision(const haifu::game::TableState &state, int seat, const NameOf &nameOf,
            const haifu::rules::Ruleset &rules = {});
    // The state on screen comes right after the discard at `step` of kyoku `kyoku` of `record`
    // (a step of no discard, or null, clears it): the call chances it offers, advised.
    void setCallChances(
            const haifu::game::Record *record, int kyoku, int step, const NameOf &nameOf);
    [[nodiscard]] QString callAdviceText() const { return m_callAdviceText; }
    // Adds the advice (at once) and the expected values and the "why" line (when they are
    // known) to the analysis rows, by tile code; sets playedEvLoss from the row played.
    void fillEv(QList<DiscardRow> &rows);

    [[nodiscard]] bool threatened() const { return m_danger.anyThreat(); }
    [[nodiscard]] QString threatsText() const { return m_threatsText; }
    [[nodiscard]] LineListModel *dealIns() { return &m_dealIns; }
    [[nodiscard]] const haifu::insight::HandDanger &danger() const { return m_danger; }
    [[nodiscard]] bool evRunning() const { return m_evRunning; }
    [[nodiscard]] bool evReady() const { return m_ev != nullptr; }
    [[nodiscard]] int evTurns() const { return m_ev ? m_ev->turns : 0; }
    [[nodiscard]] double playedEvLoss() const { return m_playedEvLoss; }
    [[nodiscard]] QString adviceText() const;
    // The worst tier (0 safest … 6) of a kind of the hand against the threats, -1 without a
    // threat; and in words, per threat.
    [[nodiscard]] int tierOf(haifu::rules::TileKind kind) const;
    [[nodiscard]] QString dangerText(haifu::rules::TileKind kind) const;

    // The expected value of the discard of `code` ("5m", "0p") at the decision on screen and
    // its why line, "" until worked out; its danger in words ("" without a threat). For the
    // "what if" panel.
    Q_INVOKABLE QString valueText(const QString &code) const;
    Q_INVOKABLE QString dangerTextOf(const QString &code) const;

    // Goes to the decision of deal-in `index` (jumpRequested).
    Q_INVOKABLE void showDealIn(int index);
    // Goes to the next costly discard after (kyoku, step) (jumpRequested); false when none.
    Q_INVOKABLE bool nextCostly(int kyoku, int step);

    // Works out the expected value of every discard `seat` made in `record` (a copy is kept),
    // to find the costly ones; the tables go into the cache the decisions on screen use.
    void startScan(const haifu::game::Record &record, int seat);
    void stopScan();
    [[nodiscard]] int costlyLoss() const { return m_costlyLoss; }
    void setCostlyLoss(int points);
    [[nodiscard]] int costlyCount() const;
    [[nodiscard]] bool scanning() const { return m_scanning; }
    [[nodiscard]] int scanDone() const { return m_scanDone; }
    [[nodiscard]] int scanTotal() const { return m_scanTotal; }

Q_SIGNALS:
    void changed();
    void jumpRequested(int kyoku, int step);
    void evChanged();
    void scanChanged();

private:
    struct Loss
    {
        int kyoku = 0;
        int step = 0;
        double points = 0; // expected points below the best discard
    };
    void scanProgress(int generation, int done, int total, const QList<Loss> &found);
    void loadCostlyLoss();
    [[nodiscard]] QString discardAdviceText() const;
    [[nodiscard]] QString placementValueText() const;
    void setEv(EvCache::Table table);

    void startEv(haifu::insight::EvInput input, const QString &key);

    haifu::insight::HandDanger m_danger;
    haifu::game::TableState m_state; // of the decision on screen (the threats' hands)
    QList<QString> m_threatNames; // parallel to m_danger.threats
    QString m_threatsText;
    LineListModel m_dealIns;
    QList<std::pair<int, int>> m_dealInSteps; // (kyoku, step) of each deal-in

    const haifu::game::Record *m_record = nullptr; // the game of the lists and the cache
    std::shared_ptr<EvCache> m_cache = std::make_shared<EvCache>();
    QThreadPool m_pool; // one worker: the newest decision replaces the ones still waiting
    int m_evGeneration = 0; // of the decision on screen; older results are dropped
    bool m_evRunning = false;
    EvCache::Table m_ev;
    std::optional<haifu::insight::EvInput> m_evInput; // of the decision on screen
    // The advice on the decision on screen (insight/advice.h), best first; empty without one.
    haifu::insight::DiscardWeighing m_advice;
    haifu::insight::PlacementNote m_placement; // of the decision on screen, at all-last
    // At all-last with the expected values: the discards valued on the score sheet.
    haifu::insight::PlacementAdvice m_placementAdvice;
    QString m_callAdviceText;
    double m_playedEvLoss = 0;

    QThreadPool m_scanPool;
    std::shared_ptr<std::atomic<int>> m_scanGeneration = std::make_shared<std::atomic<int>>(0);
    bool m_scanning = false;
    int m_scanDone = 0;
    int m_scanTotal = 0;
    QList<Loss> m_losses; // every decision scanned, in game order
    int m_costlyLoss = 500;
};

} // namespace haifu::app
