#include "rules/furiten.h"

#include <bit>

namespace haifu::rules {

namespace {

KindMask maskOf(std::span<const TileKind> kinds)
{
    KindMask mask = 0;
    for (TileKind k : kinds)
        mask |= kindBit(k);
    return mask;
}

TileKind lowestKind(KindMask mask)
{
    return static_cast<TileKind>(std::countr_zero(mask));
}

RonCheck check(KindMask waits, TileKind tile, KindMask river, KindMask passedSinceDiscard,
        KindMask passedSinceRiichi, bool riichi)
{
    RonCheck r;
    if (!(waits & kindBit(tile))) {
        r.reason = FuritenReason::NotAWait;
        r.cause = tile;
        return r;
    }
    const KindMask inRiver = waits & river;
    const KindMask passed = waits & passedSinceDiscard;
    const KindMask passedInRiichi = riichi ? waits & passedSinceRiichi : 0;
    r.discardFuriten = inRiver != 0;
    r.temporaryFuriten = passed != 0;
    r.riichiFuriten = passedInRiichi != 0;
    if (r.discardFuriten) {
        r.reason = FuritenReason::DiscardFuriten;
        r.cause = lowestKind(inRiver);
    } else if (r.riichiFuriten) {
        r.reason = FuritenReason::RiichiFuriten;
        r.cause = lowestKind(passedInRiichi);
    } else if (r.temporaryFuriten) {
        r.reason = FuritenReason::TemporaryFuriten;
        r.cause = lowestKind(passed);
    } else {
        r.allowed = true;
        r.cause = tile;
    }
    return r;
}

} // namespace

std::string_view furitenReasonName(FuritenReason reason)
{
    switch (reason) {
    case FuritenReason::None: return "none";
    case FuritenReason::NotAWait: return "not_a_wait";
    case FuritenReason::DiscardFuriten: return "discard";
    case FuritenReason::RiichiFuriten: return "riichi";
    case FuritenReason::TemporaryFuriten: return "temporary";
    }
    return "?";
}

RonCheck checkRon(const Waits &waits, TileKind tile, const FuritenSituation &situation)
{
    return check(waits.mask, tile, maskOf(situation.ownDiscards),
            maskOf(situation.passedSinceOwnDiscard), maskOf(situation.passedSinceRiichi),
            situation.riichi);
}

Result<RonCheck> checkRon(const Hand &hand, TileKind tile, const FuritenSituation &situation)
{
    auto waits = waitsOf(hand);
    if (!waits)
        return waits.error();
    return checkRon(*waits, tile, situation);
}

bool isDiscardFuriten(const Waits &waits, std::span<const TileKind> ownDiscards)
{
    return (waits.mask & maskOf(ownDiscards)) != 0;
}

Result<bool> isDiscardFuriten(const Hand &hand, std::span<const TileKind> ownDiscards)
{
    auto waits = waitsOf(hand);
    if (!waits)
        return waits.error();
    return isDiscardFuriten(*waits, ownDiscards);
}

void FuritenTracker::reset()
{
    *this = FuritenTracker();
}

void FuritenTracker::onOwnDiscard(TileKind kind)
{
    m_river |= kindBit(kind);
    m_passedSinceDiscard = 0;
}

void FuritenTracker::onRiichi()
{
    m_riichi = true;
}

void FuritenTracker::onTilePassed(TileKind kind)
{
    m_passedSinceDiscard |= kindBit(kind);
    if (m_riichi)
        m_passedSinceRiichi |= kindBit(kind);
}

RonCheck FuritenTracker::checkRon(const Waits &waits, TileKind tile) const
{
    return check(waits.mask, tile, m_river, m_passedSinceDiscard, m_passedSinceRiichi, m_riichi);
}

bool FuritenTracker::isDiscardFuriten(const Waits &waits) const
{
    return (waits.mask & m_river) != 0;
}

bool FuritenTracker::isFuriten(const Waits &waits) const
{
    return (waits.mask & (m_river | m_passedSinceDiscard | (m_riichi ? m_passedSinceRiichi : 0)))
            != 0;
}

} // namespace haifu::rules
