#pragma once

#include "shared/linelistmodel.h"
#include "viewer/tilelistmodel.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// One outcome of a hand as the result panel shows it: a win (the engine's yaku, fu and payments
// next to what the record says) or a draw (tenpai and payments).
struct ResultView
{
    bool draw = false;
    QString title; // "Ron: Alice from Bob" / "Exhaustive draw"
    int winner = -1;
    int from = -1;
    QList<TileItem> hand; // concealed tiles, the winning tile last and separated
    QList<TileItem> melds;
    QList<TileItem> dora;
    QList<TileItem> ura;
    QList<LineItem> yaku;
    QList<LineItem> fu;
    QList<LineItem> payments;
    int han = 0;
    int fuTotal = 0;
    int points = 0;
    QString valueText; // "4 han 30 fu: 7,700" / "Mangan: 8,000"
    QStringList mismatches; // where the record disagrees with the engine, one line each
    bool engineFailed = false; // the engine could not score the hand (reason in mismatches)
};

class KyokuResult : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The result comes from GameSession")
    //! A result is on screen (the current step ends the hand).
    Q_PROPERTY(bool active READ active NOTIFY changed)
    Q_PROPERTY(int count READ count NOTIFY changed)
    //! Which win is shown when several players won (double ron).
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY changed)
    Q_PROPERTY(bool draw READ draw NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(int winner READ winner NOTIFY changed)
    Q_PROPERTY(int from READ from NOTIFY changed)
    Q_PROPERTY(int han READ han NOTIFY changed)
    Q_PROPERTY(int fu READ fu NOTIFY changed)
    Q_PROPERTY(int points READ points NOTIFY changed)
    Q_PROPERTY(QString valueText READ valueText NOTIFY changed)
    Q_PROPERTY(QStringList mismatches READ mismatches NOTIFY changed)
    Q_PROPERTY(bool agrees READ agrees NOTIFY changed)
    Q_PROPERTY(haifu::app::TileListModel *hand READ hand CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *melds READ melds CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *dora READ dora CONSTANT)
    Q_PROPERTY(haifu::app::TileListModel *ura READ ura CONSTANT)
    Q_PROPERTY(haifu::app::LineListModel *yaku READ yaku CONSTANT)
    Q_PROPERTY(haifu::app::LineListModel *fuItems READ fuItems CONSTANT)
    Q_PROPERTY(haifu::app::LineListModel *payments READ payments CONSTANT)

public:
    explicit KyokuResult(QObject *parent = nullptr);

    [[nodiscard]] bool active() const { return !m_views.isEmpty(); }
    [[nodiscard]] int count() const { return int(m_views.size()); }
    [[nodiscard]] int currentIndex() const { return m_current; }
    void setCurrentIndex(int index);
    [[nodiscard]] bool draw() const { return view().draw; }
    [[nodiscard]] QString title() const { return view().title; }
    [[nodiscard]] int winner() const { return view().winner; }
    [[nodiscard]] int from() const { return view().from; }
    [[nodiscard]] int han() const { return view().han; }
    [[nodiscard]] int fu() const { return view().fuTotal; }
    [[nodiscard]] int points() const { return view().points; }
    [[nodiscard]] QString valueText() const { return view().valueText; }
    [[nodiscard]] QStringList mismatches() const { return view().mismatches; }
    [[nodiscard]] bool agrees() const { return view().mismatches.isEmpty(); }

    [[nodiscard]] TileListModel *hand() { return &m_hand; }
    [[nodiscard]] TileListModel *melds() { return &m_melds; }
    [[nodiscard]] TileListModel *dora() { return &m_dora; }
    [[nodiscard]] TileListModel *ura() { return &m_ura; }
    [[nodiscard]] LineListModel *yaku() { return &m_yaku; }
    [[nodiscard]] LineListModel *fuItems() { return &m_fu; }
    [[nodiscard]] LineListModel *payments() { return &m_payments; }

    // The results of the hand on screen (empty: no panel). Keeps the shown index when the
    // same results come again.
    void setViews(const QList<ResultView> &views, quintptr key);

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] const ResultView &view() const;
    void show();

    QList<ResultView> m_views;
    quintptr m_key = 0;
    int m_current = 0;
    TileListModel m_hand;
    TileListModel m_melds;
    TileListModel m_dora;
    TileListModel m_ura;
    LineListModel m_yaku;
    LineListModel m_fu;
    LineListModel m_payments;
};

} // namespace haifu::app
