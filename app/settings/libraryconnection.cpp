#include "settings/libraryconnection.h"

#include "settings/appsettings.h"
#include "shell/apprestart.h"
#include "storage/database.h"
#include "storage/schema.h"

#include <QDir>
#include <QFile>
#include <QSaveFile>
#include <QUrl>
#include <QUrlQuery>

using namespace Qt::StringLiterals;

namespace haifu::app {

namespace storage = haifu::storage;

namespace {

const QStringList kSslModes{ u"prefer"_s, u"require"_s, u"disable"_s };
// How long a test waits for a server (libpq's connect_timeout: at least 2 s).
constexpr int kTestTimeoutS = 3;

QString encoded(const QString &text)
{
    return QString::fromLatin1(QUrl::toPercentEncoding(text));
}

// A field of a password file line: ':' and '\' escaped with '\'.
QString escapedField(QString text)
{
    return text.replace(u"\\"_s, u"\\\\"_s).replace(u":"_s, u"\\:"_s);
}

// The fields of a password file line, unescaped.
QStringList passwordFileFields(const QString &line)
{
    QStringList fields{ QString() };
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line.at(i);
        if (c == u'\\' && i + 1 < line.size())
            fields.last() += line.at(++i);
        else if (c == u':')
            fields << QString();
        else
            fields.last() += c;
    }
    return fields;
}

QString roleText(const QString &role)
{
    if (role == "owner"_L1)
        return LibraryConnection::tr("owner");
    if (role == "admin"_L1)
        return LibraryConnection::tr("admin");
    if (role == "scorer"_L1)
        return LibraryConnection::tr("scorer");
    if (role == "viewer"_L1)
        return LibraryConnection::tr("viewer");
    return role;
}

} // namespace

LibraryConnection::LibraryConnection(QObject *parent) : QObject(parent) { }

LibraryConnection::~LibraryConnection()
{
    waitForTest();
}

void LibraryConnection::changed()
{
    ++m_generation; // a test still running tested other fields
    if (m_state != Testing)
        setState(Idle, {});
    Q_EMIT fieldsChanged();
}

void LibraryConnection::setServer(bool server)
{
    if (server == m_server)
        return;
    m_server = server;
    changed();
}

void LibraryConnection::setFilePath(const QString &path)
{
    // A file dialog gives a file: URL.
    const QString value = path.startsWith("file:"_L1) ? QUrl(path).toLocalFile() : path;
    if (value == m_filePath)
        return;
    m_filePath = value;
    changed();
}

void LibraryConnection::setHost(const QString &host)
{
    if (host.trimmed() == m_host)
        return;
    m_host = host.trimmed();
    changed();
}

void LibraryConnection::setPort(int port)
{
    if (port == m_port)
        return;
    m_port = port;
    changed();
}

void LibraryConnection::setDatabase(const QString &database)
{
    if (database == m_database)
        return;
    m_database = database;
    changed();
}

void LibraryConnection::setUser(const QString &user)
{
    if (user == m_user)
        return;
    m_user = user;
    changed();
}

void LibraryConnection::setPassword(const QString &password)
{
    if (password == m_password)
        return;
    m_password = password;
    changed();
}

void LibraryConnection::setRememberPassword(bool remember)
{
    if (remember == m_rememberPassword)
        return;
    m_rememberPassword = remember;
    Q_EMIT fieldsChanged(); // the location stays the same
}

void LibraryConnection::setSslMode(const QString &mode)
{
    const QString value = kSslModes.contains(mode) ? mode : kSslModes.first();
    if (value == m_sslMode)
        return;
    m_sslMode = value;
    changed();
}

QString LibraryConnection::missing() const
{
    if (!m_server)
        return m_filePath.trimmed().isEmpty() ? tr("Choose a library file.") : QString();
    if (m_host.isEmpty())
        return tr("Give the server's host name.");
    if (m_port < 1 || m_port > 65535)
        return tr("The port is a number from 1 to 65535.");
    if (m_database.isEmpty())
        return tr("Give the database's name.");
    if (m_user.isEmpty())
        return tr("Give your user name on the server.");
    if (m_database.contains(u'/'))
        return tr("A database name cannot contain “/”.");
    return {};
}

QString LibraryConnection::location(bool withPassword) const
{
    if (!missing().isEmpty())
        return {};
    if (!m_server)
        return m_filePath.trimmed();
    QString address = u"postgresql://"_s + encoded(m_user);
    if (withPassword && !m_password.isEmpty())
        address += u':' + encoded(m_password);
    address += u'@' + (m_host.contains(u':') ? u'[' + m_host + u']' : m_host);
    address += u':' + QString::number(m_port) + u'/' + encoded(m_database);
    if (m_sslMode != kSslModes.first())
        address += u"?sslmode="_s + m_sslMode;
    return address;
}

void LibraryConnection::load(const QString &location)
{
    const bool server = isServerLocation(location);
    if (server) {
        const QUrl url(location);
        m_host = url.host();
        m_port = url.port(5432);
        m_user = url.userName();
        m_password = url.password();
        m_database = url.path().mid(1);
        if (m_database.isEmpty())
            m_database = m_user;
        const QString mode = QUrlQuery(url).queryItemValue(u"sslmode"_s);
        m_sslMode = kSslModes.contains(mode) ? mode : kSslModes.first();
    } else {
        m_filePath = location;
    }
    m_server = server;
    changed();
}

bool LibraryConnection::isServerLocation(const QString &location)
{
    return storage::Database::isServerLocation(location);
}

QString LibraryConnection::displayLocation(const QString &location)
{
    return storage::Database::displayLocation(location);
}

void LibraryConnection::setState(State state, const QString &text)
{
    if (state == m_state && text == m_resultText)
        return;
    m_state = state;
    m_resultText = text;
    Q_EMIT stateChanged();
}

void LibraryConnection::test()
{
    if (const QString why = missing(); !why.isEmpty()) {
        setState(Failed, why);
        return;
    }
    if (m_thread)
        return; // one test at a time (the button waits for it)
    const QString where = location(true);
    const quint64 generation = m_generation;
    setState(Testing, m_server ? tr("Connecting to %1…").arg(m_host) : tr("Looking at the file…"));
    m_thread = QThread::create([this, where, generation] {
        const auto inspection = storage::inspectLibrary(where, kTestTimeoutS);
        QMetaObject::invokeMethod(
                this, [this, generation, inspection] { finishTest(generation, inspection); },
                Qt::QueuedConnection);
    });
    connect(m_thread, &QThread::finished, m_thread, &QObject::deleteLater);
    m_thread->start();
}

void LibraryConnection::finishTest(quint64 generation, const storage::LibraryInspection &inspection)
{
    if (generation != m_generation) {
        setState(Idle, {}); // the fields changed meanwhile: test again
        return;
    }
    setState(inspection.kind == storage::LibraryInspection::Kind::Failed ? Failed : Ok,
            describe(inspection));
}

void LibraryConnection::waitForTest()
{
    if (m_thread)
        m_thread->wait();
    // The outcome queued by the worker arrives with the next events.
}

QString LibraryConnection::describe(const storage::LibraryInspection &inspection)
{
    using Kind = storage::LibraryInspection::Kind;
    switch (inspection.kind) {
    case Kind::Failed:
        if (inspection.failure == storage::OpenFailure::Unreachable)
            return tr("Cannot connect: %1").arg(inspection.error);
        if (inspection.failure == storage::OpenFailure::Refused)
            return tr("Refused: %1").arg(inspection.error);
        return tr("Cannot use it: %1").arg(inspection.error);
    case Kind::NewFile: return tr("No library there yet: a new library will be created here.");
    case Kind::Empty:
        return inspection.server
                ? tr("Connected: an empty database; Haifu will set it up when you use it.")
                : tr("An empty file; Haifu will make it a library when you use it.");
    case Kind::Library: break;
    }
    QString text;
    if (inspection.server) {
        QStringList roles;
        for (const QString &role : inspection.roles)
            roles << roleText(role);
        //: %1 the server, %2 the schema version, %3 "3 clubs", %4 "12 club games", %5 roles
        text = tr("Connected to %1: a Haifu library (schema %2, %3, %4); you are: %5.")
                       .arg(inspection.host)
                       .arg(inspection.schemaVersion)
                       .arg(inspection.clubs == 1 ? tr("1 club")
                                                  : tr("%1 clubs").arg(inspection.clubs),
                               inspection.clubGames == 1
                                       ? tr("1 club game")
                                       : tr("%1 club games").arg(inspection.clubGames),
                               roles.isEmpty() ? tr("no role in it yet (ask its admin)")
                                               : roles.join(u", "_s));
    } else {
        text = inspection.games == 1 ? tr("A Haifu library with 1 game.")
                                     : tr("A Haifu library with %1 games.").arg(inspection.games);
    }
    if (inspection.schemaVersion < storage::kSchemaVersion) {
        text += u' '
                + tr("Haifu will upgrade it from schema %1 to %2 when you use it.")
                          .arg(inspection.schemaVersion)
                          .arg(storage::kSchemaVersion);
    }
    return text;
}

bool LibraryConnection::use()
{
    if (const QString why = missing(); !why.isEmpty()) {
        setState(Failed, why);
        return false;
    }
    AppSettings *settings = AppSettings::instance();
    if (!settings) {
        setState(Failed, tr("The settings are not available."));
        return false;
    }
    const bool remember = m_server && m_rememberPassword && !m_password.isEmpty();
    if (remember) {
        const QString error =
                rememberInPasswordFile(m_host, m_port, m_database, m_user, m_password);
        if (!error.isEmpty()) {
            setState(Failed, tr("The password was not saved, nothing changed: %1").arg(error));
            return false;
        }
    }
    settings->setLibraryLocation(location(false));
    AppRestart::request(m_server && !remember ? m_password : QString());
    setState(Ok, tr("Haifu starts again on %1.").arg(location(false)));
    return true;
}

bool LibraryConnection::useDefault()
{
    AppSettings *settings = AppSettings::instance();
    if (!settings) {
        setState(Failed, tr("The settings are not available."));
        return false;
    }
    settings->setLibraryLocation({});
    AppRestart::request();
    setState(Ok, tr("Haifu starts again on the default library."));
    return true;
}

QString LibraryConnection::passwordFilePath()
{
    const QString file = qEnvironmentVariable("PGPASSFILE");
    return file.isEmpty() ? QDir::home().filePath(u".pgpass"_s) : file;
}

QString LibraryConnection::rememberInPasswordFile(const QString &host, int port,
        const QString &database, const QString &user, const QString &password)
{
    const QString path = passwordFilePath();
    const QStringList key{ host, QString::number(port), database, user };
    QStringList lines;
    QFile existing(path);
    if (existing.exists()) {
        if (!existing.open(QIODevice::ReadOnly | QIODevice::Text))
            return tr("%1: cannot read it: %2").arg(path, existing.errorString());
        lines = QString::fromUtf8(existing.readAll()).split(u'\n');
        existing.close();
        while (!lines.isEmpty() && lines.last().isEmpty())
            lines.removeLast();
    }
    QStringList fields = key;
    fields << password;
    for (QString &field : fields)
        field = escapedField(field);
    const QString entry = fields.join(u':');
    bool replaced = false;
    for (QString &line : lines) {
        if (line.startsWith(u'#'))
            continue;
        if (passwordFileFields(line).mid(0, 4) == key) {
            line = replaced ? QString() : entry;
            replaced = true;
        }
    }
    lines.removeAll(QString());
    if (!replaced)
        lines << entry;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return tr("%1: cannot write it: %2").arg(path, file.errorString());
    // libpq ignores a password file that others may read.
    file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    file.write((lines.join(u'\n') + u'\n').toUtf8());
    if (!file.commit())
        return tr("%1: cannot write it: %2").arg(path, file.errorString());
    return {};
}

} // namespace haifu::app
