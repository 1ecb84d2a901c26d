#pragma once

#include "viewer/discardoptionmodel.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

namespace haifu::game {
struct TableState;
}

namespace haifu::app {

namespace viewer {
struct Efficiency;
}

class DecisionInsight;

// The efficiency of the decision on screen: the seat holding 14 tiles, about to act, its
// discards best first, and how the discard played compares with the best one.
class DiscardAnalysis : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The analysis comes from GameSession.analysis")
    //! The seat to decide, -1 when the step on screen is no decision.
    Q_PROPERTY(int seat READ seat NOTIFY changed)
    Q_PROPERTY(int shanten READ shanten NOTIFY changed)
    Q_PROPERTY(QString shantenText READ shantenText NOTIFY changed)
    //! In riichi: the drawn tile must go.
    Q_PROPERTY(bool forced READ forced NOTIFY changed)
    Q_PROPERTY(haifu::app::DiscardOptionModel *discardOptions READ discardOptions CONSTANT)
    //! The options of the last decision shown, kept while the step on screen is none, and as
    //! many rows as any decision had (the first discardOptions.count are this decision's): what
    //! the analysis panel draws, so that its rows live from one decision to the next instead of
    //! being made again at every other step.
    Q_PROPERTY(haifu::app::DiscardOptionModel *heldOptions READ heldOptions CONSTANT)
    //! The tile actually discarded next, "" when the next action is no discard.
    Q_PROPERTY(QString playedCode READ playedCode NOTIFY changed)
    Q_PROPERTY(int playedShanten READ playedShanten NOTIFY changed)
    Q_PROPERTY(int playedUkeire READ playedUkeire NOTIFY changed)
    Q_PROPERTY(int bestShanten READ bestShanten NOTIFY changed)
    Q_PROPERTY(int bestUkeire READ bestUkeire NOTIFY changed)
    Q_PROPERTY(bool playedInefficient READ playedInefficient NOTIFY changed)
    //! Discards of the viewpoint seat that lose efficiency, over the whole game.
    Q_PROPERTY(int inefficientCount READ inefficientCount NOTIFY inefficientCountChanged)

public:
    explicit DiscardAnalysis(DecisionInsight &insight, QObject *parent = nullptr);

    // The decision of `seat` (-1: none) at `state`, with `eff` its discards if it has any.
    void show(const haifu::game::TableState &state, const viewer::Efficiency &eff, int seat,
            bool forced);
    void clear();
    // The expected values of the decision on screen arrived (or changed).
    void refreshEv();
    // The language changed: the texts are made again.
    void retranslate();
    void setInefficientCount(int count);

    [[nodiscard]] int seat() const { return m_facts.seat; }
    [[nodiscard]] int shanten() const { return m_facts.shanten; }
    [[nodiscard]] QString shantenText() const { return m_facts.shantenText; }
    [[nodiscard]] bool forced() const { return m_facts.forced; }
    [[nodiscard]] DiscardOptionModel *discardOptions() { return &m_options; }
    [[nodiscard]] DiscardOptionModel *heldOptions() { return &m_heldOptions; }
    [[nodiscard]] QString playedCode() const { return m_facts.playedCode; }
    [[nodiscard]] int playedShanten() const { return m_facts.playedShanten; }
    [[nodiscard]] int playedUkeire() const { return m_facts.playedUkeire; }
    [[nodiscard]] int bestShanten() const { return m_facts.bestShanten; }
    [[nodiscard]] int bestUkeire() const { return m_facts.bestUkeire; }
    [[nodiscard]] bool playedInefficient() const { return m_facts.inefficient; }
    [[nodiscard]] int inefficientCount() const { return m_inefficientCount; }

Q_SIGNALS:
    void changed();
    void inefficientCountChanged();

private:
    struct Facts
    {
        int seat = -1;
        int shanten = 8;
        QString shantenText;
        bool forced = false;
        QString playedCode;
        int playedShanten = 8;
        int playedUkeire = 0;
        int bestShanten = 8;
        int bestUkeire = 0;
        bool inefficient = false;

        friend bool operator==(const Facts &, const Facts &) = default;
    };
    void setFacts(Facts facts);
    void hold(QList<DiscardRow> rows);

    DecisionInsight &m_insight;
    Facts m_facts;
    DiscardOptionModel m_options;
    DiscardOptionModel m_heldOptions;
    int m_inefficientCount = 0;
};

} // namespace haifu::app
