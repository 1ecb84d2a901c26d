#pragma once

#include "storage/libraryinspection.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>
#include <QtQml/qqmlregistration.h>

namespace haifu::app {

// Settings' "Library" dialog: which library Haifu uses, a file on this computer or a database on
// a PostgreSQL server. Holds the dialog's fields, builds the address from them (user, password
// and database percent-encoded), tests it in a worker thread with a short connect timeout
// without creating or upgrading anything (storage/libraryinspection.h), and says the outcome in
// words. use() saves the choice (AppSettings::libraryLocation, never with its password), writes
// the password to libpq's password file when asked to remember it, and asks for a restart of
// Haifu on it (apprestart.h).
class LibraryConnection : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    //! true: a PostgreSQL server; false: a file.
    Q_PROPERTY(bool server READ server WRITE setServer NOTIFY fieldsChanged)
    Q_PROPERTY(QString filePath READ filePath WRITE setFilePath NOTIFY fieldsChanged)
    Q_PROPERTY(QString host READ host WRITE setHost NOTIFY fieldsChanged)
    Q_PROPERTY(int port READ port WRITE setPort NOTIFY fieldsChanged)
    Q_PROPERTY(QString database READ database WRITE setDatabase NOTIFY fieldsChanged)
    Q_PROPERTY(QString user READ user WRITE setUser NOTIFY fieldsChanged)
    Q_PROPERTY(QString password READ password WRITE setPassword NOTIFY fieldsChanged)
    Q_PROPERTY(bool rememberPassword READ rememberPassword WRITE setRememberPassword NOTIFY
                    fieldsChanged)
    //! "prefer", "require" or "disable".
    Q_PROPERTY(QString sslMode READ sslMode WRITE setSslMode NOTIFY fieldsChanged)
    //! The location the fields make, as shown (never the password); "" while incomplete.
    Q_PROPERTY(QString shownLocation READ shownLocation NOTIFY fieldsChanged)
    //! What is missing from the fields, in words ("" when complete).
    Q_PROPERTY(QString missing READ missing NOTIFY fieldsChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    //! The outcome of the last test (or of use()), in words.
    Q_PROPERTY(QString resultText READ resultText NOTIFY stateChanged)

public:
    enum State { Idle, Testing, Ok, Failed };
    Q_ENUM(State)

    explicit LibraryConnection(QObject *parent = nullptr);
    ~LibraryConnection() override;

    [[nodiscard]] bool server() const { return m_server; }
    void setServer(bool server);
    [[nodiscard]] QString filePath() const { return m_filePath; }
    void setFilePath(const QString &path);
    [[nodiscard]] QString host() const { return m_host; }
    void setHost(const QString &host);
    [[nodiscard]] int port() const { return m_port; }
    void setPort(int port);
    [[nodiscard]] QString database() const { return m_database; }
    void setDatabase(const QString &database);
    [[nodiscard]] QString user() const { return m_user; }
    void setUser(const QString &user);
    [[nodiscard]] QString password() const { return m_password; }
    void setPassword(const QString &password);
    [[nodiscard]] bool rememberPassword() const { return m_rememberPassword; }
    void setRememberPassword(bool remember);
    [[nodiscard]] QString sslMode() const { return m_sslMode; }
    void setSslMode(const QString &mode);

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] QString resultText() const { return m_resultText; }
    [[nodiscard]] QString missing() const;

    // The address of the fields: a file path, or postgresql://user[:password]@host:port/db
    // [?sslmode=…]; `withPassword` false leaves the password out. "" while incomplete.
    [[nodiscard]] QString location(bool withPassword = true) const;
    [[nodiscard]] QString shownLocation() const { return location(false); }

    // Fills the fields from a location (the one in use: the dialog opens on it).
    Q_INVOKABLE void load(const QString &location);
    // Tests the fields' location in a worker thread; stateChanged says the outcome.
    Q_INVOKABLE void test();
    // Saves the fields' location as the library to use and asks for a restart on it; false (and
    // the reason in resultText) when nothing was saved.
    Q_INVOKABLE bool use();
    // Back to the default library file, with a restart.
    Q_INVOKABLE bool useDefault();
    // Whether a location is a server address, and how it is shown (without its password).
    Q_INVOKABLE static bool isServerLocation(const QString &location);
    Q_INVOKABLE static QString displayLocation(const QString &location);

    // The outcome of an inspection in words (the test's resultText).
    [[nodiscard]] static QString describe(const haifu::storage::LibraryInspection &inspection);
    // Blocks until a running test has ended (tests, destruction).
    void waitForTest();

    // libpq's password file: $PGPASSFILE, else ~/.pgpass.
    [[nodiscard]] static QString passwordFilePath();
    // Writes host:port:database:user:password (':' and '\' escaped) to the password file, in
    // place of a line for the same host, port, database and user; mode 0600. An error or "".
    [[nodiscard]] static QString rememberInPasswordFile(const QString &host, int port,
            const QString &database, const QString &user, const QString &password);

Q_SIGNALS:
    void fieldsChanged();
    void stateChanged();

private:
    void setState(State state, const QString &text);
    void changed();
    void finishTest(quint64 generation, const haifu::storage::LibraryInspection &inspection);

    bool m_server = false;
    QString m_filePath;
    QString m_host;
    int m_port = 5432;
    QString m_database;
    QString m_user;
    QString m_password;
    bool m_rememberPassword = false;
    QString m_sslMode = QStringLiteral("prefer");
    State m_state = Idle;
    QString m_resultText;
    QPointer<QThread> m_thread;
    quint64 m_generation = 0; // a test's outcome counts only for the fields it tested
};

} // namespace haifu::app
