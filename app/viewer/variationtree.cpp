#include "viewer/variationtree.h"

#include "common/errortext.h"
#include "common/qtstrings.h"
#include "storage/variations.h"
#include "viewer/gametext.h"

#include "rules/tile.h"

using namespace Qt::StringLiterals;
using haifu::toQString;

namespace haifu::app {

namespace game = haifu::game;

VariationTree::VariationTree(QObject *parent) : QObject(parent) { }

void VariationTree::open(const game::Record *record, qint64 gameId)
{
    m_record = record;
    m_gameId = gameId;
    m_tree = {};
    m_undo.clear();
    m_variation = 0;
    m_kyoku = 0;
    m_recordedStep = 0;
    m_line.reset();
    m_view.close();
    m_error.clear();
    if (m_record && m_db && m_gameId > 0) {
        auto loaded = haifu::storage::loadVariations(*m_db, m_gameId);
        if (loaded)
            m_tree = std::move(*loaded);
        else
            m_error = haifu::errorText(loaded.error());
    }
    Q_EMIT changed();
}

void VariationTree::close()
{
    open(nullptr, 0);
}

void VariationTree::followRecordedLine(int kyoku, int step)
{
    const bool listChanged = kyoku != m_kyoku || m_variation != 0;
    m_kyoku = kyoku;
    m_recordedStep = step;
    if (m_variation != 0) {
        m_variation = 0;
        m_line.reset();
        m_view.close();
    }
    if (listChanged || !m_error.isEmpty()) {
        m_error.clear();
        Q_EMIT changed();
    } else {
        Q_EMIT changed(); // the actions at the new step
    }
}

std::optional<game::PlayLine> VariationTree::lineAt(int variation) const
{
    if (!m_record)
        return std::nullopt;
    auto line = variation == 0 ? game::PlayLine::start(*m_record, m_kyoku, m_recordedStep)
                               : m_tree.line(*m_record, variation);
    if (!line)
        return std::nullopt;
    return std::move(*line);
}

int VariationTree::ownStart(int variation) const
{
    const game::Variation *v = m_tree.find(variation);
    if (!v || !m_record)
        return 0;
    const auto [step, moves] = m_tree.path(variation);
    if (v->parent == 0)
        return step;
    auto line = m_tree.line(*m_record, variation);
    if (!line)
        return step;
    const int firstOwn = static_cast<int>(moves.size() - v->moves.size());
    const auto &eventMoves = line->eventMoves();
    for (std::size_t i = 0; i < eventMoves.size(); ++i) {
        if (eventMoves[i] >= firstOwn)
            return line->branchStep() + static_cast<int>(i);
    }
    return static_cast<int>(line->kyoku().events.size());
}

int VariationTree::movesBefore(const game::PlayLine &line, int step) const
{
    const int index = step - line.branchStep();
    const auto &eventMoves = line.eventMoves();
    if (index <= 0)
        return 0;
    if (index >= static_cast<int>(eventMoves.size()) + 1)
        return static_cast<int>(line.moves().size());
    return eventMoves[static_cast<std::size_t>(index - 1)] + 1;
}

bool VariationTree::show(int variation, int step)
{
    if (variation == 0) {
        const bool was = m_variation != 0;
        m_variation = 0;
        m_line.reset();
        m_view.close();
        if (was)
            Q_EMIT recordedLineWanted(m_kyoku, step);
        Q_EMIT changed();
        Q_EMIT positionChanged();
        return true;
    }
    const game::Variation *v = m_tree.find(variation);
    if (!v)
        return false;
    auto line = m_tree.line(*m_record, variation);
    if (!line) {
        refused(line.error());
        return false;
    }
    if (variation != m_variation || !m_line
            || m_line->kyoku().events.size() != line->kyoku().events.size()) {
        m_lineRecord = *m_record;
        m_lineRecord.kyoku = { line->kyoku() };
        m_lineRecord.warnings.clear();
        m_view.close();
        m_view.open(m_lineRecord);
    }
    m_kyoku = v->kyoku;
    m_variation = variation;
    m_line = std::move(*line);
    const int last = static_cast<int>(m_line->kyoku().events.size());
    m_view.seek(0, std::clamp(step, 0, last));
    m_error.clear();
    Q_EMIT changed();
    Q_EMIT positionChanged();
    return true;
}

void VariationTree::refused(const haifu::Error &error)
{
    m_error = haifu::errorText(error);
    Q_EMIT changed();
}

bool VariationTree::save(const QList<haifu::storage::Annotation> &restored)
{
    if (!m_db || m_gameId <= 0)
        return true; // a file opened outside the library: the tree lives as long as the view
    if (auto error = haifu::storage::saveVariations(*m_db, m_gameId, m_tree, restored)) {
        m_error = tr("The variations could not be saved: %1").arg(haifu::errorText(*error));
        Q_EMIT changed();
        return false;
    }
    return true;
}

bool VariationTree::play(const QString &code)
{
    if (!m_record)
        return false;
    auto action = game::parseAction(code.toStdString());
    if (!action) {
        refused(action.error());
        return false;
    }
    const int step = m_variation == 0 ? m_recordedStep : m_view.currentStep();
    auto line = lineAt(m_variation);
    if (!line)
        return false;
    const bool atEnd = m_variation != 0 && step == static_cast<int>(line->kyoku().events.size());
    if (atEnd) {
        if (auto error = m_tree.extend(*m_record, m_variation, { *action })) {
            refused(*error);
            return false;
        }
        save();
        return show(m_variation, std::numeric_limits<int>::max());
    }
    // A new variation from here, unless one from here starts with this move.
    const int branch = m_variation == 0 ? step : movesBefore(*line, step);
    for (const int id : m_tree.linesAt(m_kyoku, m_variation, branch)) {
        const game::Variation *v = id ? m_tree.find(id) : nullptr;
        if (v && !v->moves.empty()
                && game::actionText(v->moves.front()) == game::actionText(*action))
            return show(id, ownStart(id) + 1);
    }
    auto id = m_tree.add(*m_record, m_kyoku, m_variation, branch, { *action });
    if (!id) {
        refused(id.error());
        return false;
    }
    m_undo.clear();
    save();
    return show(*id, std::numeric_limits<int>::max());
}

bool VariationTree::playDiscard(const QString &tileCode)
{
    auto line = lineAt(m_variation);
    if (!line)
        return false;
    const int step = m_variation == 0 ? m_recordedStep : m_view.currentStep();
    if (m_variation != 0 && step != static_cast<int>(line->kyoku().events.size())) {
        // Inside a line: the table before the step decides who discards.
        line = game::PlayLine::replay(*m_record, m_kyoku, line->branchStep(),
                std::vector<game::Action>(
                        line->moves().begin(), line->moves().begin() + movesBefore(*line, step)))
                       .value();
    }
    const int seat = line->state().turn;
    return play(QString::number(seat) + u'd' + tileCode);
}

bool VariationTree::goTo(int variation, int step)
{
    return show(variation, step);
}

bool VariationTree::next()
{
    if (m_variation == 0)
        return false;
    if (m_view.currentStep() + 1 >= m_view.stepCount())
        return false;
    return show(m_variation, m_view.currentStep() + 1);
}

bool VariationTree::previous()
{
    if (m_variation == 0)
        return false;
    const int step = m_view.currentStep() - 1;
    if (step < ownStart(m_variation))
        return toParent();
    return show(m_variation, step);
}

bool VariationTree::toLineEnd()
{
    return m_variation != 0 && show(m_variation, std::numeric_limits<int>::max());
}

bool VariationTree::toParent()
{
    const game::Variation *v = m_tree.find(m_variation);
    if (!v)
        return false;
    const int step = std::max(ownStart(m_variation) - 1, 0);
    if (v->parent == 0) {
        m_recordedStep = step;
        return show(0, step);
    }
    return show(v->parent, step);
}

bool VariationTree::sibling(int by)
{
    const game::Variation *v = m_tree.find(m_variation);
    if (!v)
        return false;
    const std::vector<int> ids = m_tree.linesAt(v->kyoku, v->parent, v->branch);
    const auto at = std::find(ids.begin(), ids.end(), m_variation) - ids.begin();
    const auto to = at + by;
    if (to < 0 || to >= static_cast<std::ptrdiff_t>(ids.size()))
        return false;
    const int target = ids[static_cast<std::size_t>(to)];
    const int step = ownStart(m_variation);
    if (target == 0) {
        if (v->parent == 0) {
            m_recordedStep = step;
            return show(0, step);
        }
        return show(v->parent, step);
    }
    return show(target, ownStart(target));
}

void VariationTree::leave()
{
    if (m_variation != 0)
        toParent();
}

bool VariationTree::promote()
{
    if (!m_tree.promote(m_variation))
        return false;
    save();
    Q_EMIT changed();
    return true;
}

bool VariationTree::demote()
{
    if (!m_tree.demote(m_variation))
        return false;
    save();
    Q_EMIT changed();
    return true;
}

bool VariationTree::remove()
{
    const game::Variation *v = m_tree.find(m_variation);
    if (!v)
        return false;
    Q_EMIT aboutToRemove();
    v = m_tree.find(m_variation);
    if (!v)
        return false;
    const int parent = v->parent;
    const int step = std::max(ownStart(m_variation) - 1, 0);
    Removal removal;
    removal.variations = m_tree.remove(m_variation);
    // Their notes go in the same transaction; the undo puts them back.
    removal.notes = notesOf(removal.variations);
    m_undo.push_back(std::move(removal));
    save();
    if (parent == 0)
        m_recordedStep = step;
    const bool shown = show(parent, step);
    Q_EMIT treeChanged();
    return shown;
}

QList<haifu::storage::Annotation> VariationTree::notesOf(
        const std::vector<game::Variation> &variations) const
{
    QList<haifu::storage::Annotation> out;
    if (!m_db || m_gameId <= 0)
        return out;
    auto notes = haifu::storage::gameAnnotations(*m_db, m_gameId);
    if (!notes)
        return out;
    for (const haifu::storage::Annotation &a : *notes) {
        if (std::any_of(variations.begin(), variations.end(),
                    [&a](const game::Variation &v) { return v.id == a.key.variation; }))
            out << a;
    }
    return out;
}

bool VariationTree::undo()
{
    if (m_undo.empty())
        return false;
    const Removal removal = std::move(m_undo.back());
    m_undo.pop_back();
    const std::vector<game::Variation> &removed = removal.variations;
    m_tree.restore(removed);
    save(removal.notes);
    const bool shown = show(removed.front().id, std::numeric_limits<int>::max());
    Q_EMIT treeChanged();
    return shown;
}

bool VariationTree::rename(const QString &name)
{
    if (!m_tree.rename(m_variation, name.left(200).toStdString()))
        return false;
    save();
    Q_EMIT changed();
    Q_EMIT treeChanged();
    return true;
}

QString VariationTree::name() const
{
    const game::Variation *v = m_tree.find(m_variation);
    return v ? toQString(v->name) : QString();
}

QString VariationTree::label(int variation) const
{
    const game::Variation *v = variation != 0 ? m_tree.find(variation) : nullptr;
    if (!v)
        return {};
    //: a note's variation in the list of notes: %1 its number
    const QString number = tr("variation %1").arg(v->id);
    //: a note's variation with its name: %1 its number, %2 its name
    return v->name.empty() ? number : tr("variation %1 “%2”").arg(v->id).arg(toQString(v->name));
}

QString VariationTree::title() const
{
    const game::Variation *v = m_tree.find(m_variation);
    if (!v)
        return {};
    //: the title of a variation on screen: %1 its number
    const QString number = tr("Variation %1").arg(v->id);
    return v->name.empty() ? number : number + u" · "_s + toQString(v->name);
}

QString VariationTree::draws() const
{
    if (!m_line)
        return {};
    switch (m_line->drawSource()) {
    case game::DrawSource::TrueWall: return u"true-wall"_s;
    case game::DrawSource::Recorded: return u"recorded"_s;
    case game::DrawSource::Assumed: return u"assumed"_s;
    }
    return {};
}

QString VariationTree::drawsText() const
{
    if (!m_line)
        return {};
    switch (m_line->drawSource()) {
    //: the draws of a variation come from the wall rebuilt from the record's seed
    case game::DrawSource::TrueWall: return tr("true wall");
    //: the draws of a variation are the record's own (the turn order is unchanged)
    case game::DrawSource::Recorded: return tr("recorded draws");
    //: the user picked the draws of a variation from the unseen tiles
    case game::DrawSource::Assumed: return tr("assumed draws");
    }
    return {};
}

QString VariationTree::actionLabel(const game::Action &a) const
{
    return GameText::actionLabel(a, m_record ? &m_record->players : nullptr);
}

QVariantList VariationTree::actions() const
{
    QVariantList out;
    if (!m_record)
        return out;
    std::optional<game::PlayLine> line;
    if (m_variation == 0) {
        line = lineAt(0);
    } else if (m_line) {
        const int step = m_view.currentStep();
        if (step == static_cast<int>(m_line->kyoku().events.size())) {
            line = *m_line;
        } else {
            auto at = game::PlayLine::replay(*m_record, m_kyoku, m_line->branchStep(),
                    std::vector<game::Action>(m_line->moves().begin(),
                            m_line->moves().begin() + movesBefore(*m_line, step)));
            if (at)
                line = std::move(*at);
        }
    }
    if (!line)
        return out;
    for (const game::Action &a : line->legalActions()) {
        const std::string code = game::actionText(a);
        out.append(QVariantMap{ { u"code"_s, toQString(code) }, { u"label"_s, actionLabel(a) },
                { u"kind"_s, code.size() > 1 ? QString(QLatin1Char(code[1])) : u"-"_s },
                { u"seat"_s, a.seat }, { u"tile"_s, GameText::tileCode(a.tile) } });
    }
    return out;
}

QVariantList VariationTree::rows() const
{
    // Depth first: each variation followed by the variations that leave it, siblings in order.
    QVariantList out;
    std::vector<const game::Variation *> here;
    for (const game::Variation &v : m_tree.variations()) {
        if (v.kyoku == m_kyoku)
            here.push_back(&v);
    }
    std::sort(here.begin(), here.end(), [](const game::Variation *a, const game::Variation *b) {
        return a->branch != b->branch ? a->branch < b->branch : a->rank < b->rank;
    });
    const auto add = [&](const auto &self, int parent, int depth) -> void {
        for (const game::Variation *v : here) {
            if (v->parent != parent)
                continue;
            const QString number = tr("Variation %1").arg(v->id);
            out.append(QVariantMap{ { u"variation"_s, v->id }, { u"depth"_s, depth },
                    { u"title"_s,
                            v->name.empty() ? number : number + u" · "_s + toQString(v->name) },
                    { u"moves"_s, toQString(game::actionsText(v->moves)) },
                    { u"current"_s, v->id == m_variation }, { u"main"_s, v->rank < 0 } });
            self(self, v->id, depth + 1);
        }
    };
    add(add, 0, 0);
    return out;
}

} // namespace haifu::app
