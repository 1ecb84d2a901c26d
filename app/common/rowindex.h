#pragma once

#include <QAbstractItemModel>
#include <QModelIndex>

namespace haifu {

// Whether `index` is a row of the flat list `model`. An invalid index is quietly no row: views
// ask with one while their rows are being replaced (QAbstractItemModel::checkIndex would print a
// warning for it). Any other index must be the model's own and in range.
inline bool isRowOf(const QAbstractItemModel &model, const QModelIndex &index)
{
    return index.isValid()
            && model.checkIndex(index,
                    QAbstractItemModel::CheckIndexOption::IndexIsValid
                            | QAbstractItemModel::CheckIndexOption::ParentIsInvalid);
}

} // namespace haifu
