#include "viewer/gameline.h"
#include "rules/byseat.h"

#include "viewer/tableitems.h"

#include <algorithm>

using namespace haifu;
using game::EventType;
using game::TableState;

namespace haifu::app {

void GameLine::open(const game::Record &record)
{
    m_replay = std::make_unique<game::Replay>(record);
    index(record);
    (void)m_replay->seek(0, 0);
}

void GameLine::close()
{
    m_replay.reset();
    m_hands.clear();
    m_winChecks.clear();
}

void GameLine::index(const game::Record &record)
{
    m_hands.assign(record.kyoku.size(), {});
    for (std::size_t k = 0; k < record.kyoku.size(); ++k) {
        auto deal = game::dealState(record, static_cast<int>(k));
        if (!deal)
            continue;
        TableState s = std::move(*deal);
        Hand &hand = m_hands[k];
        const auto &events = record.kyoku[k].events;
        for (std::size_t i = 0; i < events.size(); ++i) {
            const game::Event &ev = events[i];
            if (!s.ended && s.phase == TableState::Phase::Discard && s.turn >= 0) {
                Decision d;
                d.step = static_cast<int>(i);
                d.seat = s.turn;
                if (ev.type == EventType::Discard && ev.seat == s.turn
                        && s.player(s.turn).riichi == game::RiichiState::None)
                    d.inefficient = viewer::isInefficient(viewer::evaluate(s, s.turn, &ev));
                hand.decisions.push_back(d);
            }
            if (ev.type == EventType::Win)
                hand.wins.push_back({ ev.result, s });
            if (game::applyNext(s, record))
                break;
        }
    }
    game::VerifyOptions options;
    options.collectWinChecks = true;
    game::VerifyReport report = game::verifyRecord(record, options);
    m_winChecks = std::move(report.winChecks);
    for (game::Mismatch &m : report.mismatches) {
        if (m.kyoku >= 0 && m.kyoku < static_cast<int>(m_hands.size()))
            bySeat(m_hands, m.kyoku).mismatches.push_back(std::move(m));
    }
}

std::optional<Error> GameLine::firstError() const
{
    return m_replay ? m_replay->firstError() : std::nullopt;
}

int GameLine::kyokuCount() const
{
    return m_replay ? m_replay->kyokuCount() : 0;
}

int GameLine::totalSteps() const
{
    return m_replay ? m_replay->totalSteps() : 0;
}

int GameLine::currentKyoku() const
{
    return m_replay ? m_replay->currentKyoku() : 0;
}

int GameLine::currentStep() const
{
    return m_replay ? m_replay->currentStep() : 0;
}

int GameLine::stepCount() const
{
    return m_replay ? m_replay->reachableSteps(m_replay->currentKyoku()) : 0;
}

int GameLine::globalStep() const
{
    return m_replay ? m_replay->globalStep() : 0;
}

bool GameLine::atStart() const
{
    return !m_replay || (currentKyoku() == 0 && currentStep() == 0);
}

bool GameLine::atEnd() const
{
    return !m_replay || (currentKyoku() == kyokuCount() - 1 && currentStep() == stepCount() - 1);
}

const GameLine::Hand &GameLine::hand(int kyoku) const
{
    return bySeat(m_hands, kyoku);
}

int GameLine::decisionCount(int seat, bool inefficientOnly) const
{
    int count = 0;
    for (const Hand &h : m_hands) {
        for (const Decision &d : h.decisions)
            count += d.seat == seat && (d.inefficient || !inefficientOnly);
    }
    return count;
}

bool GameLine::seek(int kyoku, int step)
{
    if (!m_replay || kyoku < 0 || kyoku >= kyokuCount())
        return false;
    step = std::clamp(step, 0, m_replay->reachableSteps(kyoku) - 1);
    if (kyoku == currentKyoku() && step == currentStep())
        return false;
    return !m_replay->seek(kyoku, step);
}

bool GameLine::seekGlobal(int globalStep)
{
    if (!m_replay)
        return false;
    const auto [kyoku, step] = m_replay->position(std::clamp(globalStep, 0, totalSteps() - 1));
    return seek(kyoku, step);
}

bool GameLine::next()
{
    if (!m_replay)
        return false;
    const int k = currentKyoku();
    if (currentStep() + 1 < stepCount())
        return !m_replay->next();
    return k + 1 < kyokuCount() && seek(k + 1, 0);
}

bool GameLine::previous()
{
    if (!m_replay)
        return false;
    const int k = currentKyoku();
    if (currentStep() > 0)
        return !m_replay->previous();
    return k > 0 && seek(k - 1, m_replay->reachableSteps(k - 1) - 1);
}

bool GameLine::nextDecision(int seat, bool inefficientOnly)
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = k0; k < static_cast<int>(m_hands.size()); ++k) {
        for (const Decision &d : bySeat(m_hands, k).decisions) {
            if (d.seat == seat && (d.inefficient || !inefficientOnly) && (k > k0 || d.step > s0))
                return seek(k, d.step);
        }
    }
    return false;
}

bool GameLine::previousDecision(int seat, bool inefficientOnly)
{
    const int k0 = currentKyoku();
    const int s0 = currentStep();
    for (int k = std::min(k0, static_cast<int>(m_hands.size()) - 1); k >= 0; --k) {
        const auto &decisions = bySeat(m_hands, k).decisions;
        for (auto it = decisions.rbegin(); it != decisions.rend(); ++it) {
            if (it->seat == seat && (it->inefficient || !inefficientOnly)
                    && (k < k0 || it->step < s0))
                return seek(k, it->step);
        }
    }
    return false;
}

} // namespace haifu::app
