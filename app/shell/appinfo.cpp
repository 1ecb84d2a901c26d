#include "shell/appinfo.h"

using namespace Qt::StringLiterals;

namespace haifu::app {

QString AppInfo::name() const
{
    return u"Haifu"_s;
}

QString AppInfo::version() const
{
    return QStringLiteral(HAIFU_VERSION);
}

QString AppInfo::licenseName() const
{
    return tr("GNU General Public License, version 3 or later");
}

QString AppInfo::licenseSpdx() const
{
    return u"GPL-3.0-or-later"_s;
}

QString AppInfo::qtVersion() const
{
    return QString::fromLatin1(qVersion());
}

QString AppInfo::homepage() const
{
    return u"https://github.com/haifu-mahjong/haifu"_s;
}

} // namespace haifu::app
