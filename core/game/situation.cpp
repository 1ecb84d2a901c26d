#include "game/situation.h"

namespace haifu::game {

rules::Situation winSituation(const TableState &s, const WinResult &w, const rules::Ruleset &rules,
        const rules::Tile &winTile)
{
    const PlayerState &p = s.player(w.winner);
    const bool tsumo = w.winner == w.from;
    rules::Situation sit;
    sit.winTile = winTile;
    sit.tsumo = tsumo;
    sit.riichi = p.riichi == RiichiState::Accepted;
    sit.doubleRiichi = sit.riichi && p.doubleRiichi;
    sit.ippatsu = sit.riichi && p.ippatsu && rules.ippatsu;
    const bool firstTurn = !s.callsMade && p.discards == 0;
    sit.chankan = !tsumo
            && (s.claimSource == EventType::AddedKan || s.claimSource == EventType::ClosedKan);
    sit.rinshan = tsumo && s.lastDrawReplacement;
    sit.haitei = tsumo && s.liveWall == 0 && !s.lastDrawReplacement;
    sit.houtei = !tsumo && !sit.chankan && s.claimSource == EventType::Discard && s.liveWall == 0;
    sit.tenhou = tsumo && firstTurn && w.winner == s.dealer && !s.lastDrawReplacement;
    sit.chiihou = tsumo && firstTurn && w.winner != s.dealer && !s.lastDrawReplacement;
    sit.renhou = !tsumo && !s.callsMade && p.draws == 0 && rules.renhou != rules::RenhouMode::Off;
    sit.seatWind = s.seatWind(w.winner);
    sit.roundWind = s.roundWind();
    sit.doraIndicators = s.doraIndicators;
    if (sit.riichi)
        sit.uraIndicators = w.uraIndicators;
    sit.honba = s.honba;
    sit.riichiSticks = s.riichiSticks;
    sit.northBonus = static_cast<int>(p.northBonus.size());
    return sit;
}

} // namespace haifu::game
