#include "shell/pagemodel.h"
#include "common/rowindex.h"

#include <QCoreApplication>
#include <QEvent>

using namespace Qt::StringLiterals;

namespace haifu::app {

// Titles are translated when read, so a language switch only needs a dataChanged().
const PageModel::Page PageModel::s_pages[] = {
    { "library", QT_TR_NOOP("Library"), "library", true },
    { "viewer", QT_TR_NOOP("Viewer"), "viewer", true },
    { "quiz", QT_TR_NOOP("Quiz"), "quiz", true },
    { "lessons", QT_TR_NOOP("Lessons"), "lessons", true },
    { "review", QT_TR_NOOP("Review"), "review", true },
    { "stats", QT_TR_NOOP("Statistics"), "stats", true },
    { "club", QT_TR_NOOP("Club"), "club", true },
    { "settings", QT_TR_NOOP("Settings"), "settings", true },
    { "editor", QT_TR_NOOP("Editor"), "editor", false },
};

PageModel::PageModel(QObject *parent) : QAbstractListModel(parent)
{
    static_assert(std::size(s_pages) == kPageCount);
    QCoreApplication::instance()->installEventFilter(this);
    for (int row = 0; row < kPageCount; ++row)
        m_available[row] = s_pages[row].available;
}

int PageModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(std::size(s_pages));
}

QVariant PageModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const Page &page = s_pages[index.row()];
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole: return tr(page.title);
    case KeyRole: return QString::fromLatin1(page.key);
    case IconRole:
        return QString(u"qrc:/qt/qml/Haifu/Ui/icons/"_s + QLatin1String(page.icon) + u".svg"_s);
    case AvailableRole: return m_available[index.row()];
    case ShortcutRole: return QString(u"Ctrl+"_s + QString::number(index.row() + 1));
    default: return {};
    }
}

QHash<int, QByteArray> PageModel::roleNames() const
{
    return {
        { KeyRole, "key" },
        { TitleRole, "title" },
        { IconRole, "iconSource" },
        { AvailableRole, "available" },
        { ShortcutRole, "shortcut" },
    };
}

int PageModel::indexOf(const QString &key) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (key == QLatin1String(s_pages[row].key))
            return row;
    }
    return -1;
}

QString PageModel::keyAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromLatin1(s_pages[row].key);
}

bool PageModel::isAvailable(const QString &key) const
{
    const int row = indexOf(key);
    return row >= 0 && m_available[row];
}

void PageModel::setAvailable(const QString &key, bool available)
{
    const int row = indexOf(key);
    if (row < 0 || m_available[row] == available)
        return;
    m_available[row] = available;
    Q_EMIT dataChanged(index(row), index(row), { AvailableRole });
}

bool PageModel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == QCoreApplication::instance() && event->type() == QEvent::LanguageChange
            && rowCount() > 0) {
        Q_EMIT dataChanged(index(0), index(rowCount() - 1), { Qt::DisplayRole, TitleRole });
    }
    return QAbstractListModel::eventFilter(watched, event);
}

} // namespace haifu::app
