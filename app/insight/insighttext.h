#pragma once

#include "insight/danger.h"
#include "insight/discardwhy.h"
#include "insight/expectedvalue.h"

#include <QCoreApplication>
#include <QString>

namespace haifu::app {

// The words of the engine's insight, translated: safety tiers, their reasons and
// the threats at the table.
class InsightText
{
    Q_DECLARE_TR_FUNCTIONS(InsightText)

public:
    // "Genbutsu", "Suji", … : the tier's short name (安全度 names in Japanese).
    [[nodiscard]] static QString tierName(haifu::insight::SafetyTier tier);
    // Why a tile has its tier against `threat` (a player's name): "in Bob's river",
    // "suji of 4p", "no chance: every 2s is visible", with the notes that order it in its tier.
    [[nodiscard]] static QString reasonText(
            const haifu::insight::TileSafety &safety, const QString &threat);
    // "Bob (riichi)", "Carol (open hand: two melds, dora in melds)".
    [[nodiscard]] static QString threatText(
            const haifu::insight::Threat &threat, const QString &name);
    // The "why" of a discard: how it compares with the best one of `table`, what the hand keeps
    // and what the tile gives up ("Best. Keeps 2 two-sided shapes, 1 dora, tanyao; gives up a
    // pair."); a discard that goes back a shanten and still has the best value says what it
    // gains over the best discard that does not.
    [[nodiscard]] static QString whyText(const haifu::insight::DiscardFacts &facts,
            const haifu::insight::DiscardEv &discard, const haifu::insight::EvTable &table);
};

} // namespace haifu::app
