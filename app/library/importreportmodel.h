#pragma once

#include "storage/importer.h"

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// The per-file report of the last import: imported, duplicate or failed with the reader's error.
class ImportReportModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The library owns its import report")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        FileNameRole = Qt::UserRole + 1,
        PathRole,
        StatusRole, // "imported", "duplicate", "failed"
        StatusTextRole, // translated
        MessageRole,
        GameIdRole,
    };
    Q_ENUM(Role)

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void clear();
    void append(const haifu::storage::ImportItem &item);

Q_SIGNALS:
    void countChanged();

private:
    QList<haifu::storage::ImportItem> m_items;
};

} // namespace haifu::app
