#include "club/clubentry.h"

#include "club/clubopengame.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

ClubEntry::ClubEntry(QObject *parent) : QObject(parent)
{
    update();
}

void ClubEntry::setGame(ClubOpenGame *game)
{
    if (m_game == game)
        return;
    if (m_game)
        disconnect(m_game, nullptr, this, nullptr);
    m_game = game;
    // The preview changes with the game too (a hand saved, a correction, another game opened).
    if (m_game)
        connect(m_game, &ClubOpenGame::gameChanged, this, &ClubEntry::update);
    Q_EMIT gameChanged();
    update();
}

void ClubEntry::setDraft(const HandDraft &draft)
{
    if (m_draft == draft)
        return;
    m_draft = draft;
    Q_EMIT draftChanged();
    update();
}

void ClubEntry::setEditReason(const QString &reason)
{
    if (m_editReason == reason)
        return;
    m_editReason = reason;
    Q_EMIT editChanged();
    Q_EMIT resultChanged(); // canSave
}

void ClubEntry::setEdit(int index, bool inserting)
{
    if (m_editIndex == index && m_inserting == inserting)
        return;
    m_editIndex = index;
    m_inserting = inserting;
    Q_EMIT editChanged();
    update();
}

bool ClubEntry::canSave() const
{
    return m_result.ok && (m_editIndex < 0 || !m_editReason.trimmed().isEmpty());
}

int ClubEntry::lastWinner() const
{
    return m_draft.winners.isEmpty() ? -1 : m_draft.winners.constLast();
}

int ClubEntry::seats() const
{
    return m_game ? m_game->playerCount() : 4;
}

bool ClubEntry::validSeat(int seat) const
{
    return seat >= 0 && seat < seats() && seat < HandDraft::kSeats;
}

void ClubEntry::update()
{
    if (m_game && m_game->hasGame())
        m_result = m_game->preview(m_draft, m_editIndex, m_inserting);
    else
        m_result = ClubPreview{};
    Q_EMIT resultChanged();
}

void ClubEntry::clear()
{
    setDraft(HandDraft::empty());
    setEditReason(QString());
}

void ClubEntry::edit(int index)
{
    clear();
    setEdit(index, false);
    if (m_game)
        setDraft(m_game->entryDraft(index));
}

void ClubEntry::insertBefore(int index)
{
    clear();
    setEdit(index, true);
}

void ClubEntry::cancelEdit()
{
    setEdit(-1, false);
    clear();
    Q_EMIT editFinished();
}

bool ClubEntry::save()
{
    if (!canSave() || !m_game)
        return false;
    bool ok = false;
    if (m_editIndex < 0)
        ok = m_game->addHand(m_draft);
    else if (m_inserting)
        ok = m_game->insertHand(m_editIndex, m_draft, m_editReason);
    else
        ok = m_game->replaceHand(m_editIndex, m_draft, m_editReason);
    if (ok) {
        const bool wasEditing = m_editIndex >= 0;
        setEdit(-1, false);
        clear();
        if (wasEditing)
            Q_EMIT editFinished();
    }
    return ok;
}

void ClubEntry::setKind(const QString &kind)
{
    if (kind == "nagashi"_L1 && !(m_game && m_game->nagashiAllowed()))
        return;
    HandDraft d = m_draft;
    d.kind = kind;
    if (kind == "tsumo"_L1 && d.winners.size() > 1)
        d.winners = { d.winners.constFirst() };
    if (!d.winKind())
        d.winners.clear();
    // An abortive draw starts at the first reason the rules have.
    if (kind == "abortive"_L1 && d.reason.isEmpty() && m_game) {
        const QVariantList reasons = m_game->rules().abortReasons;
        if (!reasons.isEmpty())
            d.reason = reasons.constFirst().toMap().value(u"key"_s).toString();
    }
    setDraft(d);
}

void ClubEntry::pickSeat(int seat)
{
    if (!validSeat(seat))
        return;
    HandDraft d = m_draft;
    bool added = false;
    if (d.winKind()) {
        const qsizetype at = d.winners.indexOf(seat);
        if (at >= 0) {
            d.winners.removeAt(at);
        } else {
            const int max = d.kind == "tsumo"_L1 ? 1 : (m_game ? m_game->maxWinners() : 1);
            if (d.winners.size() >= max)
                d.winners.remove(0, d.winners.size() - max + 1);
            d.winners << seat;
            added = true;
        }
    } else if (d.kind == "draw"_L1) {
        d.tenpai[seat] = !d.tenpai[seat];
    } else if (d.kind == "nagashi"_L1) {
        d.nagashi[seat] = !d.nagashi[seat];
    } else if (d.kind == "chombo"_L1) {
        d.offender = d.offender == seat ? -1 : seat;
    }
    setDraft(d);
    if (added)
        Q_EMIT winnerAdded(seat);
}

void ClubEntry::pickDiscarder(int seat)
{
    if (!validSeat(seat))
        return;
    if (m_draft.kind != "ron"_L1)
        setKind(u"ron"_s);
    HandDraft d = m_draft;
    d.discarder = d.discarder == seat ? -1 : seat;
    setDraft(d);
}

void ClubEntry::toggleRiichi(int seat)
{
    if (!validSeat(seat))
        return;
    HandDraft d = m_draft;
    d.riichi[seat] = !d.riichi[seat];
    setDraft(d);
}

void ClubEntry::toggleTenpai(int seat)
{
    if (!validSeat(seat))
        return;
    HandDraft d = m_draft;
    d.tenpai[seat] = !d.tenpai[seat];
    setDraft(d);
}

void ClubEntry::setHan(int seat, const QString &text)
{
    if (seat < 0 || seat >= HandDraft::kSeats)
        return;
    HandDraft d = m_draft;
    d.han[seat] = text;
    setDraft(d);
}

void ClubEntry::setFu(int seat, const QString &text)
{
    if (seat < 0 || seat >= HandDraft::kSeats)
        return;
    HandDraft d = m_draft;
    d.fu[seat] = text;
    setDraft(d);
}

void ClubEntry::toggleYakuman(int seat)
{
    if (seat < 0 || seat >= HandDraft::kSeats)
        return;
    HandDraft d = m_draft;
    d.yakuman[seat] = (d.yakuman[seat] + 1) % 3;
    setDraft(d);
}

void ClubEntry::setPao(int seat, int liable)
{
    if (seat < 0 || seat >= HandDraft::kSeats)
        return;
    HandDraft d = m_draft;
    d.pao[seat] = liable;
    setDraft(d);
}

void ClubEntry::setReason(const QString &reason)
{
    HandDraft d = m_draft;
    d.reason = reason;
    setDraft(d);
}

void ClubEntry::setNote(const QString &note)
{
    HandDraft d = m_draft;
    d.note = note;
    setDraft(d);
}

void ClubEntry::setDealerPlaysOn(bool on)
{
    HandDraft d = m_draft;
    d.dealerPlaysOn = on;
    setDraft(d);
}

void ClubEntry::toggleDealerPlaysOn()
{
    if (m_result.dealerMayStop)
        setDealerPlaysOn(!m_draft.dealerPlaysOn);
}

void ClubEntry::applyScore(int seat, const QVariantMap &score)
{
    if (seat < 0 || seat >= HandDraft::kSeats)
        return;
    if (!m_draft.winners.contains(seat))
        pickSeat(seat);
    HandDraft d = m_draft;
    const int yakuman = score.value(u"yakuman"_s).toInt();
    d.yakuman[seat] = yakuman;
    d.han[seat] = yakuman > 0 ? QString() : QString::number(score.value(u"han"_s).toInt());
    d.fu[seat] = yakuman > 0 ? QString() : QString::number(score.value(u"fu"_s).toInt());
    setDraft(d);
}

} // namespace haifu::app
