#include "insight/insighttext.h"

#include "viewer/gametext.h"

#include <QLocale>
#include <QStringList>

#include <algorithm>

using namespace haifu::insight;
using namespace Qt::StringLiterals;

namespace haifu::app {

namespace {

QString kindsText(const TileSafety &s)
{
    QStringList kinds;
    for (int i = 0; i < s.kindCount; ++i)
        kinds << GameText::kindCode(s.kinds[static_cast<std::size_t>(i)]);
    return kinds.join(u' ');
}

} // namespace

QString InsightText::tierName(SafetyTier tier)
{
    switch (tier) {
    //: safety tier 1: the threat cannot ron it (Japanese: 現物)
    case SafetyTier::Genbutsu: return tr("Genbutsu");
    //: safety tier 2: only a single wait could hit it
    case SafetyTier::NearlySafe: return tr("Nearly safe");
    //: safety tier 3: only pair and single waits could hit it
    case SafetyTier::PairWaitsOnly: return tr("Pair waits only");
    //: safety tier 4: no two-sided wait can hit it (suji, one chance)
    case SafetyTier::NoTwoSided: return tr("No two-sided wait");
    //: safety tier 5: honours and terminals with waits left
    case SafetyTier::Outer: return tr("Outer tile");
    //: safety tier 6: one two-sided wait can hit it
    case SafetyTier::OneSideOpen: return tr("One side open");
    //: safety tier 7: both two-sided waits can hit it (the most dangerous)
    case SafetyTier::BothSidesOpen: return tr("Both sides open");
    }
    return {};
}

QString InsightText::reasonText(const TileSafety &s, const QString &threat)
{
    QString text;
    switch (s.reason) {
    case SafetyReason::OwnRiver: text = tr("in %1's river").arg(threat); break;
    case SafetyReason::PassedAfterRiichi:
        text = tr("let pass after %1's riichi").arg(threat);
        break;
    case SafetyReason::PassedThisTurn: text = tr("let pass by %1 this turn").arg(threat); break;
    case SafetyReason::NoCopyLeft: text = tr("every other copy is visible"); break;
    case SafetyReason::SingleWaitOnly: text = tr("one copy unseen: only a single wait"); break;
    case SafetyReason::HonourTwoSeen: text = tr("2 copies visible"); break;
    case SafetyReason::SujiTerminal: text = tr("suji of %1").arg(kindsText(s)); break;
    case SafetyReason::NoChance:
        text = tr("no chance: every %1 is visible").arg(kindsText(s));
        break;
    case SafetyReason::Suji: text = tr("suji: %1").arg(kindsText(s)); break;
    case SafetyReason::OneChance: text = tr("one chance: one %1 unseen").arg(kindsText(s)); break;
    case SafetyReason::HonourFewSeen: text = tr("copies visible: %1").arg(s.visible); break;
    case SafetyReason::TerminalNoSuji: text = tr("terminal, no suji"); break;
    case SafetyReason::NoSuji: text = tr("no suji"); break;
    case SafetyReason::HalfSuji: text = tr("half suji (%1)").arg(kindsText(s)); break;
    case SafetyReason::NoSujiMiddle: text = tr("middle tile, no suji"); break;
    }
    QStringList notes;
    if (s.has(NoteRiichiTileSuji))
        notes << tr("the suji is the riichi tile");
    if (s.has(NoteEarlyOutside))
        notes << tr("early outside tile");
    if (s.has(NoteDora))
        notes << tr("dora");
    if (s.has(NoteNextToDora))
        notes << tr("next to a dora");
    if (!notes.isEmpty())
        text += u" ("_s + notes.join(u", "_s) + u')';
    return text;
}

QString InsightText::threatText(const Threat &threat, const QString &name)
{
    if (threat.kind == ThreatKind::Riichi)
        return tr("%1 (riichi)").arg(name);
    QStringList signs;
    if (threat.signs & SignTwoMelds)
        signs << tr("two melds");
    if (threat.signs & SignDoraMelds)
        signs << tr("dora in melds");
    if (threat.signs & SignYakuhaiPon)
        signs << tr("yakuhai pon");
    if (threat.signs & SignFlushLook)
        signs << tr("flush look");
    return tr("%1 (open hand: %2)").arg(name, signs.join(u", "_s));
}

namespace {

QString comparison(const DiscardEv &d, const DiscardEv &best)
{
    const double loss = best.expectedScore - d.expectedScore;
    if (loss < 0.5)
        return InsightText::tr("The best expected value.");
    //: %1 expected points lost, %2 the best discard, %3 win chance given up in points of %
    return InsightText::tr("%1 points below %2 (win %3% lower).")
            .arg(qRound(loss))
            .arg(GameText::tileText(best.tile))
            .arg(std::max(0.0, (best.winProbability - d.winProbability) * 100.0), 0, 'f', 1);
}

QStringList kept(const DiscardFacts &f)
{
    QStringList parts;
    if (f.twoSidedKept > 0)
        parts << InsightText::tr("two-sided shapes ×%1").arg(f.twoSidedKept);
    if (f.pairsKept > 0)
        parts << InsightText::tr("pairs ×%1").arg(f.pairsKept);
    if (f.doraKept > 0)
        parts << InsightText::tr("dora ×%1").arg(f.doraKept);
    if (f.tanyaoKept)
        parts << InsightText::tr("tanyao");
    if (f.yakuhaiKept)
        parts << InsightText::tr("a yakuhai pair");
    return parts;
}

QStringList givenUp(const DiscardFacts &f)
{
    QStringList parts;
    if (f.givesUp & GivesUpDora)
        parts << InsightText::tr("a dora");
    if (f.givesUp & GivesUpYakuhai)
        parts << InsightText::tr("a yakuhai pair");
    if (f.givesUp & GivesUpPair)
        parts << InsightText::tr("a pair");
    if (f.givesUp & GivesUpTwoSided)
        parts << InsightText::tr("a two-sided shape");
    else if (f.givesUp & GivesUpConnection)
        parts << InsightText::tr("a connected tile");
    if (f.givesUp & GivesUpOutsideForTanyao)
        parts << InsightText::tr("nothing for tanyao (an outside tile)");
    if (f.givesUp & GivesUpIsolated)
        parts << InsightText::tr("only a lone tile");
    return parts;
}

} // namespace

QString InsightText::whyText(
        const DiscardFacts &facts, const DiscardEv &d, const haifu::insight::EvTable &table)
{
    const DiscardEv &best = table.discards.front();
    QString text = comparison(d, best);
    // The best discard among those that keep the lowest shanten (the table is best first).
    const auto fastest = std::min_element(table.discards.begin(), table.discards.end(),
            [](const DiscardEv &a, const DiscardEv &b) { return a.shanten < b.shanten; });
    if (&d == &best && d.shanten > fastest->shanten) {
        //: a discard that raises the shanten has the best value: %1 its shanten, %2 the expected
        //: points it gains, %3 the discard that keeps the lower shanten, %4 that shanten
        text += u' '
                + tr("Goes back to %1-shanten: %2 expected points more than %3, the best discard "
                     "that stays at %4-shanten.")
                          .arg(d.shanten)
                          .arg(qRound(d.expectedScore - fastest->expectedScore))
                          .arg(GameText::tileCode(fastest->tile))
                          .arg(fastest->shanten);
    }
    const QStringList keeps = kept(facts);
    if (!keeps.isEmpty())
        text += u' ' + tr("Keeps %1.").arg(keeps.join(u", "_s));
    const QStringList gives = givenUp(facts);
    if (!gives.isEmpty())
        text += u' ' + tr("Gives up %1.").arg(gives.join(u", "_s));
    if (d.riichiOption) {
        const QLocale locale;
        const QString riichi = locale.toString(qRound(d.riichiScore));
        const QString dama = locale.toString(qRound(d.damaScore));
        if (d.riichi) {
            //: a discard that leaves tenpai, riichi chosen: %1 the expected points declaring
            //: riichi, %2 staying closed without riichi (dama)
            text += u' ' + tr("Riichi: %1 expected points against %2 dama.").arg(riichi, dama);
        } else {
            //: a discard that leaves tenpai, dama chosen: %1 the expected points declaring
            //: riichi, %2 staying closed without riichi (dama)
            text += u' ' + tr("Dama: %2 expected points against %1 for riichi.").arg(riichi, dama);
        }
    }
    if (!d.exact)
        //: a sampled expected value: %1 the runs, %2 the standard error of the expected points
        text += u' '
                + tr("Sampled (%1 runs, standard error %2 points).")
                          .arg(d.samples)
                          .arg(qRound(d.standardError));
    return text;
}

} // namespace haifu::app
