#pragma once

#include <QByteArray>
#include <QHash>
#include <QMetaEnum>
#include <QMetaObject>

namespace haifu::app {

// The QML role names of a list model whose roles are its Q_ENUM `Role`: each enumerator's name
// without "Role", starting in lower case (LabelRole → "label", KyokuCountRole → "kyokuCount").
// One rule for every such model instead of a hand-kept table beside each enum.
[[nodiscard]] inline QHash<int, QByteArray> enumRoleNames(const QMetaObject &model)
{
    QHash<int, QByteArray> names;
    const int index = model.indexOfEnumerator("Role");
    if (index < 0)
        return names;
    const QMetaEnum roles = model.enumerator(index);
    for (int i = 0; i < roles.keyCount(); ++i) {
        QByteArray name = roles.key(i);
        if (name.endsWith("Role"))
            name.chop(4);
        if (!name.isEmpty())
            name[0] = char(QChar::toLower(uchar(name[0])));
        names.insert(roles.value(i), name);
    }
    return names;
}

} // namespace haifu::app
