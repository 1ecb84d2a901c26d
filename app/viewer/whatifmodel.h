#pragma once

#include "viewer/tilelistmodel.h"

#include "rules/efficiency.h"

#include <QObject>
#include <QString>
#include <QtQml/qqmlregistration.h>

#include <vector>

namespace haifu::app {

// "What if": another discard tried at the decision on screen, the record untouched. The session
// hands it the decision (setDecision) at every step; QML tries tiles (tryDiscard) and shows the
// hand left and the tiles that improve it.
class WhatIfModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Part of GameSession (GameSession.whatIf)")
    //! The discard tried, "" when none.
    Q_PROPERTY(QString code READ code NOTIFY changed)
    Q_PROPERTY(int shanten READ shanten NOTIFY changed)
    Q_PROPERTY(int ukeire READ ukeire NOTIFY changed)
    //! The tile tried is the one the record discards.
    Q_PROPERTY(bool played READ played NOTIFY changed)
    //! The concealed tiles left after the tried discard.
    Q_PROPERTY(haifu::app::TileListModel *hand READ hand CONSTANT)
    //! The tiles that improve it (its waits when tenpai), with the copies still unseen.
    Q_PROPERTY(haifu::app::TileListModel *accepts READ accepts CONSTANT)

public:
    explicit WhatIfModel(QObject *parent = nullptr);

    // The decision on screen: the discards of the acting seat (best first), its concealed tiles
    // and the index of the discard the record makes (-1 none). A "what if" shown stays (the
    // session ends it when the position moves).
    void setDecision(std::vector<haifu::rules::DiscardOption> options,
            std::vector<haifu::rules::Tile> closed, int played);

    // Tries `code` ("5m") as the discard. False when there is no decision or no such tile in
    // the hand.
    Q_INVOKABLE bool tryDiscard(const QString &code);
    Q_INVOKABLE void end();

    [[nodiscard]] QString code() const { return m_code; }
    [[nodiscard]] int shanten() const { return m_shanten; }
    [[nodiscard]] int ukeire() const { return m_ukeire; }
    [[nodiscard]] bool played() const { return m_played; }
    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *accepts() { return &m_accepts; }

Q_SIGNALS:
    void changed();

private:
    std::vector<haifu::rules::DiscardOption> m_options;
    std::vector<haifu::rules::Tile> m_closed;
    int m_playedOption = -1;
    QString m_code;
    int m_shanten = 8;
    int m_ukeire = 0;
    bool m_played = false;
    TileListModel m_hand;
    TileListModel m_accepts;
};

} // namespace haifu::app
