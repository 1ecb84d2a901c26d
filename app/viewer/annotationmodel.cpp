#include "viewer/annotationmodel.h"
#include "common/rowindex.h"

#include <algorithm>
#include <tuple>

namespace haifu::app {

namespace {

auto order(const haifu::storage::AnnotationKey &key)
{
    return std::make_tuple(key.kyoku, key.variation, key.step, key.seat);
}

} // namespace

AnnotationModel::AnnotationModel(QObject *parent) : QAbstractListModel(parent) { }

int AnnotationModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant AnnotationModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const AnnotationRow &r = m_rows.at(index.row());
    const haifu::storage::Annotation &a = r.annotation;
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return a.text;
    case KyokuRole: return a.key.kyoku;
    case StepRole: return a.key.step;
    case SeatRole: return a.key.seat;
    case KyokuLabelRole: return r.kyokuLabel;
    case SeatNameRole: return r.seatName;
    case MarkRole: return a.mark;
    case AlternativeRole: return a.alternative;
    case BookmarkRole: return a.bookmark;
    case CurrentRole:
        return a.key.kyoku == m_currentKyoku && a.key.step == m_currentStep
                && a.key.variation == m_currentVariation;
    case VariationRole: return a.key.variation;
    case VariationLabelRole: return r.variationLabel;
    default: return {};
    }
}

QHash<int, QByteArray> AnnotationModel::roleNames() const
{
    return {
        { KyokuRole, "kyoku" },
        { StepRole, "step" },
        { SeatRole, "seat" },
        { KyokuLabelRole, "kyokuLabel" },
        { SeatNameRole, "seatName" },
        { TextRole, "comment" },
        { MarkRole, "mark" },
        { AlternativeRole, "alternative" },
        { BookmarkRole, "bookmark" },
        { CurrentRole, "current" },
        { VariationRole, "variation" },
        { VariationLabelRole, "variationLabel" },
    };
}

bool AnnotationModel::isEmpty(const haifu::storage::Annotation &a)
{
    return a.text.trimmed().isEmpty() && a.mark.isEmpty() && a.alternative.isEmpty() && !a.bookmark;
}

void AnnotationModel::setRows(QList<AnnotationRow> rows)
{
    rows.erase(std::remove_if(rows.begin(), rows.end(),
                       [](const AnnotationRow &r) { return isEmpty(r.annotation); }),
            rows.end());
    std::stable_sort(rows.begin(), rows.end(), [](const AnnotationRow &a, const AnnotationRow &b) {
        return order(a.annotation.key) < order(b.annotation.key);
    });
    const bool countChanges = rows.size() != m_rows.size();
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
}

int AnnotationModel::insertionPoint(const haifu::storage::AnnotationKey &key) const
{
    const auto it = std::lower_bound(m_rows.begin(), m_rows.end(), order(key),
            [](const AnnotationRow &r, const auto &k) { return order(r.annotation.key) < k; });
    return int(it - m_rows.begin());
}

int AnnotationModel::indexOf(int kyoku, int step, int seat, int variation) const
{
    const haifu::storage::AnnotationKey key{ 0, kyoku, step, seat, variation };
    const int at = insertionPoint(key);
    if (at < rowCount() && order(m_rows.at(at).annotation.key) == order(key))
        return at;
    return -1;
}

const AnnotationRow *AnnotationModel::find(int kyoku, int step, int seat, int variation) const
{
    const int at = indexOf(kyoku, step, seat, variation);
    return at < 0 ? nullptr : &m_rows.at(at);
}

void AnnotationModel::put(const AnnotationRow &row)
{
    const auto &key = row.annotation.key;
    const int existing = indexOf(key.kyoku, key.step, key.seat, key.variation);
    if (isEmpty(row.annotation)) {
        if (existing >= 0)
            remove(key.kyoku, key.step, key.seat, key.variation);
        return;
    }
    if (existing >= 0) {
        m_rows[existing] = row;
        Q_EMIT dataChanged(index(existing), index(existing));
        return;
    }
    const int at = insertionPoint(key);
    beginInsertRows({}, at, at);
    m_rows.insert(at, row);
    endInsertRows();
    Q_EMIT countChanged();
}

void AnnotationModel::remove(int kyoku, int step, int seat, int variation)
{
    const int at = indexOf(kyoku, step, seat, variation);
    if (at < 0)
        return;
    beginRemoveRows({}, at, at);
    m_rows.removeAt(at);
    endRemoveRows();
    Q_EMIT countChanged();
}

void AnnotationModel::setCurrent(int kyoku, int step, int variation)
{
    if (kyoku == m_currentKyoku && step == m_currentStep && variation == m_currentVariation)
        return;
    const auto old = std::make_tuple(m_currentKyoku, m_currentVariation, m_currentStep);
    const auto now = std::make_tuple(kyoku, variation, step);
    m_currentKyoku = kyoku;
    m_currentStep = step;
    m_currentVariation = variation;
    for (int row = 0; row < rowCount(); ++row) {
        const auto &key = m_rows.at(row).annotation.key;
        const auto place = std::make_tuple(key.kyoku, key.variation, key.step);
        if (place == old || place == now)
            Q_EMIT dataChanged(index(row), index(row), { CurrentRole });
    }
}

int AnnotationModel::rowAfter(int kyoku, int step, int variation) const
{
    for (int row = 0; row < rowCount(); ++row) {
        const auto &key = m_rows.at(row).annotation.key;
        if (std::make_tuple(key.kyoku, key.variation, key.step)
                > std::make_tuple(kyoku, variation, step))
            return row;
    }
    return -1;
}

int AnnotationModel::rowBefore(int kyoku, int step, int variation) const
{
    for (int row = rowCount() - 1; row >= 0; --row) {
        const auto &key = m_rows.at(row).annotation.key;
        if (std::make_tuple(key.kyoku, key.variation, key.step)
                < std::make_tuple(kyoku, variation, step))
            return row;
    }
    return -1;
}

} // namespace haifu::app
