#include "viewer/kyokulistmodel.h"
#include "common/rowindex.h"

namespace haifu::app {

KyokuListModel::KyokuListModel(QObject *parent) : QAbstractListModel(parent) { }

int KyokuListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant KyokuListModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const KyokuRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return r.label;
    case TitleRole: return r.title;
    case SummaryRole: return r.summary;
    case OutcomeRole: return r.outcome;
    case StepsRole: return r.steps;
    case MismatchRole: return r.mismatch;
    case ErrorRole: return r.error;
    case CurrentRole: return index.row() == m_current;
    case NotesRole: return r.notes;
    case MarksRole: return r.marks;
    default: return {};
    }
}

QHash<int, QByteArray> KyokuListModel::roleNames() const
{
    return {
        { LabelRole, "label" },
        { TitleRole, "title" },
        { SummaryRole, "summary" },
        { OutcomeRole, "outcome" },
        { StepsRole, "steps" },
        { MismatchRole, "mismatch" },
        { ErrorRole, "error" },
        { CurrentRole, "current" },
        { NotesRole, "notes" },
        { MarksRole, "marks" },
    };
}

void KyokuListModel::setRows(const QList<KyokuRow> &rows, int current)
{
    const bool countChanges = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = rows;
    m_current = current;
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

void KyokuListModel::setCurrent(int current)
{
    if (current == m_current)
        return;
    const int old = m_current;
    m_current = current;
    for (int row : { old, current }) {
        if (row >= 0 && row < rowCount())
            Q_EMIT dataChanged(index(row), index(row), { CurrentRole });
    }
}

void KyokuListModel::setNotes(int row, int notes, const QStringList &marks)
{
    if (row < 0 || row >= rowCount())
        return;
    KyokuRow &r = m_rows[row];
    if (r.notes == notes && r.marks == marks)
        return;
    r.notes = notes;
    r.marks = marks;
    Q_EMIT dataChanged(index(row), index(row), { NotesRole, MarksRole });
}

} // namespace haifu::app
