#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

#include <array>

namespace haifu::app {

// The pages of the main window, in navigation order, with their translated titles. A page that
// is not available (the record editor while no record is open in it) has no button and no
// shortcut.
class PageModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(int count READ rowCount CONSTANT)

public:
    enum Role {
        KeyRole = Qt::UserRole + 1,
        TitleRole,
        IconRole,
        AvailableRole,
        ShortcutRole,
    };
    Q_ENUM(Role)

    explicit PageModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    // Row of the page with this key, or -1.
    Q_INVOKABLE int indexOf(const QString &key) const;
    Q_INVOKABLE QString keyAt(int row) const;
    Q_INVOKABLE bool isAvailable(const QString &key) const;
    Q_INVOKABLE void setAvailable(const QString &key, bool available);

protected:
    // Re-emits the translated roles when the application's language changes.
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    struct Page
    {
        const char *key;
        const char *title;
        const char *icon;
        bool available;
    };
    static const Page s_pages[];
    static constexpr int kPageCount = 9;
    std::array<bool, kPageCount> m_available{};
};

} // namespace haifu::app
