#include "quiz/quizchoicemodel.h"
#include "common/rowindex.h"
#include "shared/listroles.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

QuizChoiceModel::QuizChoiceModel(QObject *parent) : QAbstractListModel(parent) { }

int QuizChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_choices.size());
}

QVariant QuizChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!haifu::isRowOf(*this, index))
        return {};
    const QuizChoice &c = m_choices.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return c.label;
    case KeyRole: return c.key;
    case TileRole: return c.tile;
    case ShortcutRole: return c.shortcut;
    case SelectedRole: return c.selected;
    case HanRole: return c.han;
    case CorrectRole: return c.correct;
    case RevealedRole: return c.revealed;
    }
    return {};
}

QHash<int, QByteArray> QuizChoiceModel::roleNames() const
{
    return enumRoleNames(staticMetaObject);
}

void QuizChoiceModel::setChoices(const QList<QuizChoice> &choices)
{
    const bool countChanges = choices.size() != m_choices.size();
    beginResetModel();
    m_choices = choices;
    endResetModel();
    if (countChanges)
        Q_EMIT countChanged();
    Q_EMIT selectionChanged();
}

int QuizChoiceModel::selectedCount() const
{
    return int(std::count_if(
            m_choices.cbegin(), m_choices.cend(), [](const QuizChoice &c) { return c.selected; }));
}

int QuizChoiceModel::rowForShortcut(const QString &key) const
{
    for (qsizetype i = 0; i < m_choices.size(); ++i) {
        if (m_choices.at(i).shortcut.compare(key, Qt::CaseInsensitive) == 0)
            return int(i);
    }
    return -1;
}

void QuizChoiceModel::toggle(int row, bool single)
{
    if (row < 0 || row >= m_choices.size())
        return;
    const bool picked = !m_choices.at(row).selected;
    for (qsizetype i = 0; i < m_choices.size(); ++i) {
        QuizChoice &c = m_choices[i];
        const bool want = i == row ? (single ? true : picked) : (single ? false : c.selected);
        if (c.selected != want) {
            c.selected = want;
            const QModelIndex ix = index(int(i));
            Q_EMIT dataChanged(ix, ix, { SelectedRole });
        }
    }
    Q_EMIT selectionChanged();
}

void QuizChoiceModel::setHan(int row, int han)
{
    if (row < 0 || row >= m_choices.size() || m_choices.at(row).han == han)
        return;
    m_choices[row].han = std::clamp(han, 0, 26);
    const QModelIndex ix = index(row);
    Q_EMIT dataChanged(ix, ix, { HanRole });
}

void QuizChoiceModel::reveal(const QList<bool> &correct)
{
    for (qsizetype i = 0; i < m_choices.size(); ++i) {
        m_choices[i].correct = i < correct.size() && correct.at(i);
        m_choices[i].revealed = true;
    }
    if (!m_choices.isEmpty())
        Q_EMIT dataChanged(
                index(0), index(int(m_choices.size()) - 1), { CorrectRole, RevealedRole });
}

QString QuizChoiceModel::shortcutFor(int row)
{
    if (row < 9)
        return QString::number(row + 1);
    static const QString letters = u"ABCDEFGHIJKLMOPQRSTUVWXYZ"_s;
    row -= 9;
    return row < letters.size() ? QString(letters.at(row)) : QString();
}

} // namespace haifu::app
