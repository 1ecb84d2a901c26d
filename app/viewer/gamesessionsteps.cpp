// GameSession's navigation: stepping through the recorded line or the variation shown, and
// the jumps (next decision, next loss, next hand, a step of the timeline).
#include "formats/qtstrings.h"
#include "viewer/gamesession.h"

#include "teach/position.h"
#include "teach/positiontext.h"

#include <algorithm>

using haifu::toQString;

using namespace haifu;

// ---- Navigation ------------------------------------------------------------------------------

bool GameSession::moved(bool changed)
{
    if (!changed)
        return false;
    m_kyokuList.setCurrent(currentKyoku());
    m_whatIf.end();
    m_variations.followRecordedLine(m_line.currentKyoku(), m_line.currentStep());
    refresh();
    m_notes.follow();
    Q_EMIT positionChanged();
    return true;
}

bool GameSession::next()
{
    if (m_variations.active())
        return m_variations.next();
    return moved(m_line.next());
}

bool GameSession::previous()
{
    if (m_variations.active())
        return m_variations.previous();
    return moved(m_line.previous());
}

QString GameSession::positionText() const
{
    if (!loaded())
        return {};
    return toQString(teach::formatPosition(teach::positionFromState(shownLine().state())));
}

const GameLine &GameSession::shownLine() const
{
    return m_variations.active() ? m_variations.lineView() : m_line;
}

const haifu::game::TableState *GameSession::shownState() const
{
    return shownLine().isOpen() ? &shownLine().state() : nullptr;
}

void GameSession::studyMoved()
{
    m_whatIf.end();
    refresh();
    m_notes.follow();
    Q_EMIT positionChanged();
}

bool GameSession::nextDecision()
{
    return moved(m_line.nextDecision(m_viewpoint, false));
}

bool GameSession::previousDecision()
{
    return moved(m_line.previousDecision(m_viewpoint, false));
}

bool GameSession::nextInefficient()
{
    return moved(m_line.nextDecision(m_viewpoint, true));
}

bool GameSession::previousInefficient()
{
    return moved(m_line.previousDecision(m_viewpoint, true));
}

bool GameSession::nextKyoku()
{
    return moved(m_line.seek(currentKyoku() + 1, 0));
}

bool GameSession::previousKyoku()
{
    return moved(m_line.seek(std::max(currentKyoku() - 1, 0), 0));
}

bool GameSession::toKyokuStart()
{
    return moved(m_line.seek(currentKyoku(), 0));
}

bool GameSession::toKyokuEnd()
{
    return moved(m_line.seek(currentKyoku(), stepCount() - 1));
}

bool GameSession::jumpTo(int kyoku, int step)
{
    return moved(m_line.seek(kyoku, step));
}

bool GameSession::seekGlobal(int globalStep)
{
    return moved(m_line.seekGlobal(globalStep));
}
