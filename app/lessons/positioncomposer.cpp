#include "lessons/positioncomposer.h"
#include "rules/byseat.h"

#include "viewer/gamesession.h"
#include "viewer/gametext.h"
#include "viewer/tableitems.h"

#include "common/errortext.h"
#include "common/qtstrings.h"

#include "rules/ruleset.h"
#include "rules/tile.h"
#include "teach/positiontext.h"

#include <QQmlEngine>
#include <QRegularExpression>

#include <algorithm>

using namespace Qt::StringLiterals;
using haifu::toQString;
using haifu::rules::Tile;

namespace haifu::app {

namespace teach = haifu::teach;

namespace {

constexpr int kMaxHand = 14;
constexpr int kMaxRiver = 30;
constexpr int kMaxMelds = 4;
constexpr int kMaxDora = 5;

const QStringList kPhases{ u"draw"_s, u"discard"_s, u"claim"_s };

QStringList tokens(const QString &text)
{
    static const QRegularExpression space(u"\\s+"_s);
    return text.split(space, Qt::SkipEmptyParts);
}

QString tileCode(const Tile &tile)
{
    return toQString(haifu::rules::toString(tile));
}

QString tilesText(const std::vector<Tile> &tiles)
{
    return toQString(haifu::rules::formatTiles(tiles));
}

// mpsz tiles, at most `limit`.
haifu::Result<std::vector<Tile>> readTiles(const QString &text, int limit)
{
    auto tiles = haifu::rules::parseTiles(text.trimmed().toStdString());
    if (!tiles)
        return tiles.error();
    if (static_cast<int>(tiles->size()) > limit)
        return haifu::Error(PositionComposer::tr("%1 tiles given, at most %2")
                                    .arg(tiles->size())
                                    .arg(limit)
                                    .toStdString());
    return tiles;
}

haifu::Result<Tile> readTile(const QString &text)
{
    auto tiles = readTiles(text, 1);
    if (!tiles)
        return tiles.error();
    if (tiles->size() != 1)
        return haifu::Error(
                PositionComposer::tr("'%1' is not one tile").arg(text.trimmed()).toStdString());
    return tiles->front();
}

QString refusal(const haifu::Error &error)
{
    return haifu::errorText(error);
}

// "1m", "9p*", "3s>", "4z@2": one river tile with its marks.
haifu::Result<haifu::game::RiverTile> readRiverTile(const QString &token, int playerCount)
{
    static const QRegularExpression form(u"^([0-9][mpsz])([*>]*)(?:@([0-9]))?([*>]*)$"_s);
    const auto match = form.match(token);
    if (!match.hasMatch())
        return haifu::Error(
                PositionComposer::tr("'%1' is not a river tile (like 5m, 5m*, 5m> or 5m@2)")
                        .arg(token)
                        .toStdString());
    auto tile = readTile(match.captured(1));
    if (!tile)
        return tile.error();
    haifu::game::RiverTile river{ *tile };
    const QString marks = match.captured(2) + match.captured(4);
    river.tsumogiri = marks.contains(u'*');
    river.riichi = marks.contains(u'>');
    if (match.hasCaptured(3)) {
        const int by = match.captured(3).toInt();
        if (by >= playerCount)
            return haifu::Error(PositionComposer::tr("'%1': there is no seat %2")
                                        .arg(token)
                                        .arg(by)
                                        .toStdString());
        river.calledBy = static_cast<std::int8_t>(by);
    }
    return river;
}

QString riverTileText(const haifu::game::RiverTile &t)
{
    QString s = tileCode(t.tile);
    if (t.tsumogiri)
        s += u'*';
    if (t.riichi)
        s += u'>';
    if (t.calledAway())
        s += u'@' + QString::number(t.calledBy);
    return s;
}

struct SeatMeld
{
    haifu::rules::Meld meld;
    std::int8_t source = -1;
};

// "pon:555z@2", "chi:345m@3=4m", "ankan:5555z": one meld of `seat`.
haifu::Result<SeatMeld> readMeld(const QString &token, int seat, int playerCount)
{
    static const QRegularExpression form(
            u"^([a-z]+:[0-9mpsz]+)(?:@([0-9]))?(?:=([0-9][mpsz]))?$"_s);
    const auto match = form.match(token);
    if (!match.hasMatch())
        return haifu::Error(
                PositionComposer::tr("'%1' is not a meld (like pon:555z@2 or chi:345m@3=4m)")
                        .arg(token)
                        .toStdString());
    auto meld = haifu::rules::parseMeld(match.captured(1).toStdString());
    if (!meld)
        return meld.error();
    SeatMeld out{ *meld };
    if (!meld->isOpen())
        return out;
    if (!match.hasCaptured(2))
        return haifu::Error(
                PositionComposer::tr("'%1': a called meld needs the seat it was called from (@N)")
                        .arg(token)
                        .toStdString());
    const int source = match.captured(2).toInt();
    if (source >= playerCount || source == seat)
        return haifu::Error(PositionComposer::tr("'%1': seat %2 cannot have given the tile")
                                    .arg(token)
                                    .arg(source)
                                    .toStdString());
    out.source = static_cast<std::int8_t>(source);
    const int away = (source - seat + playerCount) % playerCount;
    out.meld.from = away == 1         ? haifu::rules::CalledFrom::Right
            : away == playerCount - 1 ? haifu::rules::CalledFrom::Left
                                      : haifu::rules::CalledFrom::Across;
    out.meld.calledTile = 0;
    if (match.hasCaptured(3)) {
        auto called = readTile(match.captured(3));
        if (!called)
            return called.error();
        const auto &tiles = out.meld.tiles;
        const auto it = std::find(tiles.begin(), tiles.end(), *called);
        if (it == tiles.end())
            return haifu::Error(PositionComposer::tr("'%1': the called tile is not in the meld")
                                        .arg(token)
                                        .toStdString());
        out.meld.calledTile = static_cast<int>(it - tiles.begin());
    }
    return out;
}

QString meldText(const haifu::rules::Meld &meld, int source)
{
    QString s = toQString(haifu::rules::formatMeld(meld));
    if (source >= 0)
        s += u'@' + QString::number(source);
    const auto &tiles = meld.tiles;
    if (meld.calledTile > 0 && meld.calledTile < static_cast<int>(tiles.size())
            && !(tiles[static_cast<std::size_t>(meld.calledTile)] == tiles.front()))
        s += u'=' + tileCode(tiles[static_cast<std::size_t>(meld.calledTile)]);
    return s;
}

QList<TileItem> riverItems(const std::vector<haifu::game::RiverTile> &river)
{
    QList<TileItem> items;
    for (const haifu::game::RiverTile &t : river) {
        TileItem item = viewer::tileItem(t.tile);
        item.sideways = t.riichi;
        item.riichi = t.riichi;
        item.tsumogiri = t.tsumogiri;
        item.calledAway = t.calledAway();
        items.append(item);
    }
    return items;
}

QList<TileItem> handItems(const teach::SeatPosition &seat)
{
    QList<TileItem> items;
    bool drawnApart = false;
    for (const Tile &t : seat.closed) {
        if (!drawnApart && seat.drawn && t == *seat.drawn) {
            drawnApart = true;
            continue;
        }
        items.append(viewer::tileItem(t));
    }
    if (drawnApart) {
        TileItem drawn = viewer::tileItem(*seat.drawn);
        drawn.separated = true;
        items.append(drawn);
    }
    return items;
}

} // namespace

PositionComposer::PositionComposer(QObject *parent) : QObject(parent)
{
    // The tile lists are members: QML must never take them for its own.
    for (std::size_t i = 0; i < 4; ++i) {
        QQmlEngine::setObjectOwnership(&m_hands[i], QQmlEngine::CppOwnership);
        QQmlEngine::setObjectOwnership(&m_rivers[i], QQmlEngine::CppOwnership);
        QQmlEngine::setObjectOwnership(&m_melds[i], QQmlEngine::CppOwnership);
    }
    update();
}

void PositionComposer::setPosition(const teach::Position &position)
{
    m_position = position;
    update();
}

void PositionComposer::loadFromState(const haifu::game::TableState &state, const QString &preset)
{
    teach::Position position = teach::positionFromState(state);
    position.rulesPreset = preset.toStdString();
    setPosition(position);
}

QString PositionComposer::loadFromText(const QString &text)
{
    auto position = teach::parsePosition(text.toStdString());
    if (!position)
        return refusal(position.error());
    setPosition(*position);
    return {};
}

QString PositionComposer::loadFromSession(GameSession *session)
{
    const haifu::game::TableState *state = session ? session->shownState() : nullptr;
    if (!state)
        return tr("No game is open in the viewer.");
    const QString preset =
            session->record() ? toQString(session->record()->ruleset.name) : u"tenhou"_s;
    loadFromState(*state, preset);
    return {};
}

void PositionComposer::clear()
{
    setPosition(teach::Position{});
}

// --- Table fields ---------------------------------------------------------------------------

void PositionComposer::setNumber(int &field, int value)
{
    if (field == value)
        return;
    field = value;
    update();
}

void PositionComposer::setRound(int round)
{
    setNumber(m_position.round, round);
}

void PositionComposer::setDealer(int dealer)
{
    setNumber(m_position.dealer, dealer);
}

void PositionComposer::setHonba(int honba)
{
    setNumber(m_position.honba, honba);
}

void PositionComposer::setDeposits(int deposits)
{
    setNumber(m_position.deposits, deposits);
}

void PositionComposer::setLiveWall(int tiles)
{
    setNumber(m_position.liveWall, tiles);
}

void PositionComposer::setTurn(int seat)
{
    setNumber(m_position.turn, seat);
}

QString PositionComposer::phase() const
{
    return kPhases.value(static_cast<int>(m_position.phase));
}

void PositionComposer::setPhase(const QString &phase)
{
    const auto index = kPhases.indexOf(phase);
    if (index < 0 || static_cast<teach::Phase>(index) == m_position.phase)
        return;
    m_position.phase = static_cast<teach::Phase>(index);
    update();
}

void PositionComposer::setPlayerCount(int count)
{
    if (count == m_position.playerCount || (count != 3 && count != 4))
        return;
    m_position.playerCount = count;
    if (count == 3)
        m_position.seats[3] = teach::SeatPosition{};
    update();
}

QString PositionComposer::rulesPreset() const
{
    return toQString(m_position.rulesPreset);
}

void PositionComposer::setRulesPreset(const QString &preset)
{
    if (preset.toStdString() == m_position.rulesPreset)
        return;
    m_position.rulesPreset = preset.toStdString();
    update();
}

QStringList PositionComposer::presetNames()
{
    QStringList names;
    for (std::string_view name : haifu::rules::presetNames())
        names << toQString(name);
    return names;
}

QString PositionComposer::doraText() const
{
    return tilesText(m_position.doraIndicators);
}

QString PositionComposer::setDoraText(const QString &mpsz)
{
    auto tiles = readTiles(mpsz, kMaxDora);
    if (!tiles)
        return refusal(tiles.error());
    m_position.doraIndicators = *tiles;
    update();
    return {};
}

// --- Seats ----------------------------------------------------------------------------------

QString PositionComposer::noSeat(int seat) const
{
    return tr("There is no seat %1.").arg(seat);
}

template <typename Edit>
QString PositionComposer::editSeat(int seat, Edit edit)
{
    if (!isSeat(seat))
        return noSeat(seat);
    QString refused = edit(m_position.seat(seat));
    if (refused.isEmpty())
        update();
    return refused;
}

QString PositionComposer::seatHandText(int seat) const
{
    return isSeat(seat) ? tilesText(m_position.seat(seat).closed) : QString();
}

QString PositionComposer::setSeatHandText(int seat, const QString &mpsz)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        auto tiles = readTiles(mpsz, kMaxHand);
        if (!tiles)
            return refusal(tiles.error());
        std::sort(tiles->begin(), tiles->end(), viewer::tileLess);
        s.closed = *tiles;
        if (s.drawn && std::find(s.closed.begin(), s.closed.end(), *s.drawn) == s.closed.end())
            s.drawn.reset();
        return {};
    });
}

QString PositionComposer::seatDrawnText(int seat) const
{
    if (!isSeat(seat) || !m_position.seat(seat).drawn)
        return {};
    return tileCode(*m_position.seat(seat).drawn);
}

QString PositionComposer::setSeatDrawn(int seat, const QString &tile)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        if (tile.trimmed().isEmpty()) {
            s.drawn.reset();
            return {};
        }
        auto drawn = readTile(tile);
        if (!drawn)
            return refusal(drawn.error());
        if (std::find(s.closed.begin(), s.closed.end(), *drawn) == s.closed.end())
            return tr("The drawn tile %1 is not in the hand.").arg(tileCode(*drawn));
        s.drawn = *drawn;
        return {};
    });
}

QString PositionComposer::seatRiverText(int seat) const
{
    if (!isSeat(seat))
        return {};
    QStringList parts;
    for (const haifu::game::RiverTile &t : m_position.seat(seat).river)
        parts << riverTileText(t);
    return parts.join(u' ');
}

QString PositionComposer::setSeatRiverText(int seat, const QString &river)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        const QStringList parts = tokens(river);
        if (parts.size() > kMaxRiver)
            return tr("%1 river tiles given, at most %2").arg(parts.size()).arg(kMaxRiver);
        std::vector<haifu::game::RiverTile> tiles;
        for (const QString &part : parts) {
            auto tile = readRiverTile(part, m_position.playerCount);
            if (!tile)
                return refusal(tile.error());
            tiles.push_back(*tile);
        }
        s.river = tiles;
        return {};
    });
}

QString PositionComposer::addRiverTile(int seat, const QString &tile, bool tsumogiri, bool riichi)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        if (static_cast<int>(s.river.size()) >= kMaxRiver)
            return tr("%1 river tiles given, at most %2").arg(kMaxRiver + 1).arg(kMaxRiver);
        auto read = readTile(tile);
        if (!read)
            return refusal(read.error());
        haifu::game::RiverTile t{ *read };
        t.tsumogiri = tsumogiri;
        t.riichi = riichi;
        s.river.push_back(t);
        return {};
    });
}

QString PositionComposer::removeRiverTile(int seat, int index)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        if (index < 0 || index >= static_cast<int>(s.river.size()))
            return tr("The river has no tile %1.").arg(index + 1);
        s.river.erase(s.river.begin() + index);
        return {};
    });
}

QString PositionComposer::seatMeldsText(int seat) const
{
    if (!isSeat(seat))
        return {};
    const teach::SeatPosition &s = m_position.seat(seat);
    QStringList parts;
    for (std::size_t i = 0; i < s.melds.size(); ++i)
        parts << meldText(s.melds[i], i < s.meldSources.size() ? s.meldSources[i] : -1);
    return parts.join(u' ');
}

QString PositionComposer::setSeatMeldsText(int seat, const QString &melds)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        const QStringList parts = tokens(melds);
        if (parts.size() > kMaxMelds)
            return tr("%1 melds given, at most %2").arg(parts.size()).arg(kMaxMelds);
        teach::SeatPosition edited = s;
        edited.melds.clear();
        edited.meldSources.clear();
        for (const QString &part : parts) {
            auto meld = readMeld(part, seat, m_position.playerCount);
            if (!meld)
                return refusal(meld.error());
            edited.melds.push_back(meld->meld);
            edited.meldSources.push_back(meld->source);
        }
        s = edited;
        return {};
    });
}

QString PositionComposer::addMeld(int seat, const QString &meld)
{
    if (!isSeat(seat))
        return noSeat(seat);
    if (m_position.seat(seat).melds.size() >= kMaxMelds)
        return tr("%1 melds given, at most %2").arg(kMaxMelds + 1).arg(kMaxMelds);
    return setSeatMeldsText(seat, seatMeldsText(seat) + u' ' + meld.trimmed());
}

QString PositionComposer::removeMeld(int seat, int index)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        if (index < 0 || index >= static_cast<int>(s.melds.size()))
            return tr("The seat has no meld %1.").arg(index + 1);
        s.melds.erase(s.melds.begin() + index);
        if (index < static_cast<int>(s.meldSources.size()))
            s.meldSources.erase(s.meldSources.begin() + index);
        return {};
    });
}

int PositionComposer::seatScore(int seat) const
{
    return isSeat(seat) ? m_position.seat(seat).score : 0;
}

QString PositionComposer::setSeatScore(int seat, int score)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        s.score = score;
        return {};
    });
}

bool PositionComposer::seatRiichi(int seat) const
{
    return isSeat(seat) && m_position.seat(seat).riichi;
}

QString PositionComposer::setSeatRiichi(int seat, bool riichi)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        s.riichi = riichi;
        if (!riichi) {
            s.doubleRiichi = false;
            s.ippatsu = false;
        }
        return {};
    });
}

bool PositionComposer::seatDoubleRiichi(int seat) const
{
    return isSeat(seat) && m_position.seat(seat).doubleRiichi;
}

QString PositionComposer::setSeatDoubleRiichi(int seat, bool doubleRiichi)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        s.doubleRiichi = doubleRiichi;
        return {};
    });
}

bool PositionComposer::seatIppatsu(int seat) const
{
    return isSeat(seat) && m_position.seat(seat).ippatsu;
}

QString PositionComposer::setSeatIppatsu(int seat, bool ippatsu)
{
    return editSeat(seat, [&](teach::SeatPosition &s) -> QString {
        s.ippatsu = ippatsu;
        return {};
    });
}

TileListModel *PositionComposer::handModel(int seat)
{
    return isSeat(seat) ? &haifu::bySeat(m_hands, seat) : nullptr;
}

TileListModel *PositionComposer::riverModel(int seat)
{
    return isSeat(seat) ? &haifu::bySeat(m_rivers, seat) : nullptr;
}

TileListModel *PositionComposer::meldModel(int seat)
{
    return isSeat(seat) ? &haifu::bySeat(m_melds, seat) : nullptr;
}

// --- State ----------------------------------------------------------------------------------

QVariantMap PositionComposer::seatMap(int seat) const
{
    const teach::SeatPosition &s = m_position.seat(seat);
    const int count = std::max(1, m_position.playerCount);
    const int wind = ((seat - m_position.dealer) % count + count) % count;
    return {
        { u"seat"_s, seat },
        { u"wind"_s, wind },
        { u"windName"_s, GameText::windName(wind) },
        { u"hand"_s, seatHandText(seat) },
        { u"drawn"_s, seatDrawnText(seat) },
        { u"river"_s, seatRiverText(seat) },
        { u"melds"_s, seatMeldsText(seat) },
        { u"score"_s, s.score },
        { u"riichi"_s, s.riichi },
        { u"doubleRiichi"_s, s.doubleRiichi },
        { u"ippatsu"_s, s.ippatsu },
        { u"hidden"_s, s.hidden() },
        { u"present"_s, seat < m_position.playerCount },
        { u"turn"_s, seat == m_position.turn },
    };
}

QVariantList PositionComposer::seats() const
{
    QVariantList list;
    for (int seat = 0; seat < 4; ++seat)
        list << seatMap(seat);
    return list;
}

void PositionComposer::update()
{
    m_text = toQString(teach::formatPosition(m_position));
    const auto problem = teach::checkPosition(m_position);
    m_problems = problem ? haifu::errorText(*problem) : QString();
    for (std::size_t i = 0; i < 4; ++i) {
        const teach::SeatPosition &s = m_position.seats[i];
        m_hands[i].setTiles(handItems(s));
        m_rivers[i].setTiles(riverItems(s.river));
        m_melds[i].setTiles(viewer::meldItems(s.melds, false));
    }
    QList<TileItem> dora;
    for (const Tile &t : m_position.doraIndicators)
        dora.append(viewer::tileItem(t));
    m_dora.setTiles(dora);
    Q_EMIT changed();
}

} // namespace haifu::app
