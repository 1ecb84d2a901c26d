#pragma once

#include <QAbstractListModel>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One candidate discard of a 14-tile decision and what it leaves.
struct DiscardRow
{
    QString code; // the tile discarded ("5m", "0p")
    int shanten = 8; // after the discard
    int ukeire = 0; // tiles that improve the hand and are still unseen by the player
    QStringList acceptCodes; // the kinds that improve it
    QList<int> acceptCounts; // copies of each still unseen
    bool best = false; // as good as the best option (same shanten, same ukeire)
    bool played = false; // the discard actually made
    bool worse = false; // fewer tiles or a worse shanten than the best option
    int danger = -1; // safety tier against the threats (0 safest … 6), -1 without a threat
    QString dangerText; // the tier and why, per threat
    // Expected value (insight::expectedValues), once worked out.
    bool evReady = false;
    double winProbability = 0;
    double tenpaiProbability = 0;
    double expectedScore = 0;
    double evLoss = 0; // expected points below the best discard
    bool riichi = false; // riichi at the tenpai it makes
    bool exact = true; // false: sampled
    QString whyText; // what it keeps and gives up
    // The advice (insight/advice.h): how often a strong player would choose it, -1 unknown.
    double preference = -1;
    bool advised = false; // the advice's choice

    friend bool operator==(const DiscardRow &, const DiscardRow &) = default;
};

// Every distinct discard of the decision on screen, best first (core rules::discardOptions).
class DiscardOptionModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Discard options come from GameSession")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        CodeRole = Qt::UserRole + 1,
        ShantenRole,
        UkeireRole,
        KindsRole,
        AcceptCodesRole,
        AcceptCountsRole,
        BestRole,
        PlayedRole,
        WorseRole,
        ShantenTextRole, // "2-shanten", in the interface's language
        DangerRole,
        DangerTextRole,
        EvReadyRole,
        WinProbabilityRole,
        TenpaiProbabilityRole,
        ExpectedScoreRole,
        EvLossRole,
        RiichiRole,
        ExactRole,
        WhyTextRole,
        PreferenceRole,
        AdvisedRole,
    };
    Q_ENUM(Role)

    explicit DiscardOptionModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setRows(const QList<DiscardRow> &rows);
    // The language changed: the texts of every row are read again.
    void retranslate();
    [[nodiscard]] const QList<DiscardRow> &rows() const { return m_rows; }

Q_SIGNALS:
    void countChanged();

private:
    QList<DiscardRow> m_rows;
};

} // namespace haifu::app
