#include "viewer/discardanalysis.h"

#include "insight/decisioninsight.h"
#include "viewer/gametext.h"
#include "viewer/tableitems.h"

#include "game/situation.h"

using namespace haifu;

namespace haifu::app {

DiscardAnalysis::DiscardAnalysis(DecisionInsight &insight, QObject *parent)
    : QObject(parent), m_insight(insight), m_options(this), m_heldOptions(this)
{
    m_facts.shantenText = GameText::shantenText(m_facts.shanten);
}

void DiscardAnalysis::show(
        const game::TableState &s, const viewer::Efficiency &eff, int seat, bool forced)
{
    Facts facts;
    facts.seat = seat;
    facts.forced = forced;
    QList<DiscardRow> rows;
    if (eff.valid) {
        const rules::DiscardOption &best = eff.options.front();
        facts.shanten = game::analysePlayer(s, seat).shanten;
        facts.bestShanten = best.shanten;
        facts.bestUkeire = best.ukeire.total;
        for (std::size_t o = 0; o < eff.options.size(); ++o) {
            const rules::DiscardOption &opt = eff.options[o];
            DiscardRow row;
            row.code = GameText::tileCode(opt.tile);
            row.shanten = opt.shanten;
            row.ukeire = opt.ukeire.total;
            for (const rules::UkeireTile &u : opt.ukeire.tiles) {
                row.acceptCodes << GameText::kindCode(u.kind);
                row.acceptCounts << u.remaining;
            }
            row.best = !viewer::worseThan(opt, best);
            row.worse = !row.best;
            row.played = static_cast<int>(o) == eff.played;
            row.danger = m_insight.tierOf(opt.tile.kind);
            row.dangerText = m_insight.dangerText(opt.tile.kind);
            rows.append(row);
        }
        if (eff.played >= 0) {
            const rules::DiscardOption &played = eff.options[static_cast<std::size_t>(eff.played)];
            facts.playedCode = GameText::tileCode(played.tile);
            facts.playedShanten = played.shanten;
            facts.playedUkeire = played.ukeire.total;
            facts.inefficient = !facts.forced && viewer::worseThan(played, best);
        }
    } else if (seat >= 0) {
        facts.shanten = game::analysePlayer(s, seat).shanten;
    }
    m_insight.fillEv(rows);
    m_options.setRows(rows);
    if (!rows.isEmpty())
        hold(rows);
    setFacts(facts);
}

void DiscardAnalysis::hold(QList<DiscardRow> rows)
{
    // Rows past this decision's own keep their last contents (the panel hides them): the panel's
    // rows are made once, for the most options a decision had yet.
    const QList<DiscardRow> &held = m_heldOptions.rows();
    for (qsizetype i = rows.size(); i < held.size(); ++i)
        rows.append(held.at(i));
    m_heldOptions.setRows(rows);
}

void DiscardAnalysis::clear()
{
    m_options.setRows({});
    m_heldOptions.setRows({});
    setFacts({});
}

void DiscardAnalysis::refreshEv()
{
    QList<DiscardRow> rows = m_options.rows();
    m_insight.fillEv(rows);
    m_options.setRows(rows);
    if (!rows.isEmpty())
        hold(rows);
}

void DiscardAnalysis::retranslate()
{
    m_options.retranslate();
    m_heldOptions.retranslate();
    setFacts(m_facts);
}

void DiscardAnalysis::setInefficientCount(int count)
{
    if (count == m_inefficientCount)
        return;
    m_inefficientCount = count;
    Q_EMIT inefficientCountChanged();
}

void DiscardAnalysis::setFacts(Facts facts)
{
    facts.shantenText = GameText::shantenText(facts.shanten);
    if (facts == m_facts)
        return;
    m_facts = facts;
    Q_EMIT changed();
}

} // namespace haifu::app
