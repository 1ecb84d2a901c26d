#include "club/clubpreview.h"

#include "club/clubtext.h"
#include "viewer/gametext.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace club = haifu::club;

ClubPreview ClubPreview::refused(const QString &error, bool incomplete)
{
    ClubPreview preview;
    preview.error = error;
    preview.incomplete = incomplete;
    return preview;
}

ClubPreview ClubPreview::of(const club::HandEntry &entry, const club::Game &game,
        const club::GameState &state, std::size_t at, bool correction, const QStringList &seatNames)
{
    const club::HandRecord &h = state.hands[at];
    ClubPreview preview;
    for (int s = 0; s < state.players; ++s) {
        const int delta = h.delta[std::size_t(s)];
        const int total = correction ? state.points[std::size_t(s)] : h.totals[std::size_t(s)];
        const QString name = seatNames.value(s).isEmpty() ? GameText::windName(s) : seatNames.at(s);
        preview.deltas << delta;
        preview.totals << total;
        preview.lines << QVariantMap{ { u"name"_s, name }, { u"delta"_s, delta },
            { u"deltaText"_s, GameText::signedPoints(delta) }, { u"total"_s, total },
            { u"totalText"_s, GameText::points(total) } };
    }
    preview.ok = true;
    preview.label = ClubText::handLabel(h.round, h.hand, h.honba);
    preview.result = ClubText::resultText(entry, seatNames);
    preview.value = ClubText::valueText(entry, game.rules);
    preview.sticksAfter = h.sticksAfter;
    preview.dealerKeeps = h.dealerKeeps;
    preview.ends = !correction && state.ended;
    if (preview.ends)
        preview.endText = tr("This ends the game: %1").arg(ClubText::endReason(state.endReason));
    preview.nextLabel = ClubText::handLabel(state.round, state.hand, state.honba);
    // Rules where the dealer in the lead chooses: whether this hand gives the dealer the choice
    // (the entry then says whether the dealer plays on).
    if (game.rules.dealerTopChoice) {
        club::Game upTo = game;
        upTo.entries.resize(at + 1);
        upTo.entries[at].dealerPlaysOn = false;
        const auto stopped = club::scoreGame(upTo);
        preview.dealerMayStop = stopped && stopped->ended && stopped->endReason == "dealer top";
    }
    return preview;
}

} // namespace haifu::app
