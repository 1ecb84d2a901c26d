// The screenshot suites' run of the app: every picture of a suite made by one `haifu --screenshots`
// process (app/probe/startview.h), then each picture checked on its own together with what the app
// logged while it made that picture. One process instead of one per picture: the start of the app
// (Qt, fonts, the QML types) is paid once.
#pragma once

#include <QFile>
#include <QHash>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace screenshots {

class Batch
{
public:
    // This process's environment with a scratch data folder: what the app writes there (a new
    // library, its settings' companions) never reaches the user's.
    static QProcessEnvironment withDataHome(const QString &folder)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), folder);
        return env;
    }

    // Writes the jobs (each the options of one `haifu --screenshot` run) to `jobsFile` and runs
    // them in one app with `environment`; waits up to `msPerJob` per job. Empty on success, else
    // what went wrong with the run as a whole (a job's own failure is in its log).
    QString run(const QList<QStringList> &jobs, const QString &jobsFile,
            const QProcessEnvironment &environment, int msPerJob = 30000)
    {
        QFile file(jobsFile);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
            return QStringLiteral("cannot write %1").arg(jobsFile);
        for (const QStringList &job : jobs) {
            QStringList quoted;
            for (const QString &option : job)
                quoted << QLatin1Char('"') + option + QLatin1Char('"');
            file.write(quoted.join(QLatin1Char(' ')).toUtf8() + '\n');
        }
        file.close();

        QProcess app;
        app.setProcessEnvironment(environment);
        app.start(QStringLiteral(HAIFU_BIN_DIR "/haifu"),
                { QStringLiteral("--screenshots"), jobsFile });
        if (!app.waitForFinished(msPerJob * int(jobs.size()))) {
            app.kill();
            app.waitForFinished(5000);
            m_log = QString::fromUtf8(app.readAllStandardError());
            return QStringLiteral("haifu --screenshots did not end in time:\n") + m_log;
        }
        m_log = QString::fromUtf8(app.readAllStandardError());
        // Each job's lines follow its marker; lines before the first are the app's own.
        QString current;
        for (const QString &line : m_log.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            static const QString marker = QStringLiteral("haifu: screenshot job: ");
            if (line.startsWith(marker)) {
                current = line.mid(marker.size());
                m_jobs[current];
            } else {
                m_jobs[current].append(line);
            }
        }
        if (app.exitStatus() == QProcess::CrashExit)
            return QStringLiteral("haifu --screenshots crashed:\n") + m_log;
        if (QString problem = problems(QString()); !problem.isEmpty())
            return problem;
        return {};
    }

    // Empty when the job that writes `file` ran, succeeded and logged nothing (no QML warning: a
    // binding error, a missing property; nothing else either); else what it logged. An empty
    // `file`: QML warnings the app logged outside any job.
    QString problems(const QString &file) const
    {
        if (!file.isEmpty() && !m_jobs.contains(file))
            return QStringLiteral("the job of %1 did not run:\n%2").arg(file, m_log);
        const QStringList lines = m_jobs.value(file);
        for (const QString &line : lines) {
            if (!file.isEmpty() || isQmlWarning(line))
                return QStringLiteral("%1:\n%2").arg(file, lines.join(QLatin1Char('\n')));
        }
        return {};
    }

    QString log() const { return m_log; }

private:
    // A QML warning names its QML file, or comes from console.*.
    static bool isQmlWarning(const QString &line)
    {
        return line.contains(QStringLiteral("qrc:/")) || line.contains(QStringLiteral("file:/"))
                || line.contains(QStringLiteral(".qml:"))
                || line.startsWith(QStringLiteral("qml:"));
    }

    QString m_log;
    QHash<QString, QStringList> m_jobs; // the lines each job logged, by its file
};

} // namespace screenshots
