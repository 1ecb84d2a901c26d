#include "quiz/quizstepmodel.h"
#include "common/rowindex.h"
#include "shared/listroles.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

QuizStepModel::QuizStepModel(QObject *parent) : QAbstractListModel(parent) { }

int QuizStepModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

QVariant QuizStepModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const QuizStepRow &s = m_steps.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return s.text;
    case ValueRole: return s.value;
    case TilesRole: return s.tiles;
    case EmphasisRole: return s.emphasis;
    case GoodRole: return s.good;
    }
    return {};
}

QHash<int, QByteArray> QuizStepModel::roleNames() const
{
    return enumRoleNames(staticMetaObject);
}

void QuizStepModel::setSteps(const QList<QuizStepRow> &steps)
{
    if (steps == m_steps)
        return;
    const bool countChanges = steps.size() != m_steps.size();
    beginResetModel();
    m_steps = steps;
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

QString QuizStepModel::text() const
{
    QStringList lines;
    for (const QuizStepRow &s : m_steps)
        lines << (s.value.isEmpty() ? s.text : s.text + u"  "_s + s.value);
    return lines.join(u'\n');
}

} // namespace haifu::app
