#include "evaluationsources.h"

#include "filepath.h"
#include "backgroundtasks.h"
#include "config/config.h"
#include "enginetext.h"
#include "run/evaluationrecord.h"
#include "run/runfolder.h"
#include "train/runevaluation.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPointer>
#include <QPushButton>

#include <algorithm>
#include <atomic>
#include <exception>
#include <filesystem>
#include <optional>

namespace lathe::ui {

namespace {

// What the worker hands back: the evaluation written, or why there is none.
struct Scored {
    QString file;
    QString error;
    bool stopped = false;
};

} // namespace

EvaluationSources::EvaluationSources(QWidget* parent)
    : QWidget(parent)
    , m_choice(new QComboBox(this))
    , m_score(new QPushButton(tr("Score other data…"), this))
    , m_status(new QLabel(this))
{
    m_choice->setObjectName(QStringLiteral("EvaluationChoice"));
    m_choice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_score->setObjectName(QStringLiteral("ScoreOtherData"));
    m_score->setToolTip(tr("Score files of the kind the run was trained on (with their labels or targets) with its best weights, "
                           "as lathe-cli evaluate --data does"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* scoredOn = new QLabel(tr("&Scored on:"), this);
    scoredOn->setBuddy(m_choice);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scoredOn);
    layout->addWidget(m_choice);
    layout->addWidget(m_score);
    layout->addWidget(m_status, 1);
    connect(m_choice, &QComboBox::activated, this, [this](int i) { Q_EMIT evaluationChosen(m_choice->itemData(i).toString()); });
    connect(m_score, &QPushButton::clicked, this, [this] {
        if (!m_scoring)
            pickData();
        else if (m_stop) { // "Stop scoring": asked between batches; reading the data runs to its end
            *m_stop = true;
            updateButton();
        }
    });
    updateButton();
}

void EvaluationSources::setBackgroundTasks(BackgroundTasks* tasks)
{
    m_tasks = tasks;
    updateButton();
}

QString EvaluationSources::status() const
{
    return m_status->text();
}

void EvaluationSources::updateButton()
{
    m_score->setText(m_scoring ? tr("Stop scoring") : tr("Score other data…"));
    m_score->setEnabled(m_scoring ? !*m_stop
                                  : m_tasks && QFileInfo::exists(QDir(m_runDir).filePath(QString::fromLatin1(core::runfile::Config))));
    m_choice->setEnabled(m_choice->count() > 1);
}

QString EvaluationSources::setRun(const QString& runDir)
{
    if (runDir != m_runDir)
        m_status->clear();
    m_runDir = runDir;
    m_choice->clear();
    const QDir dir(runDir);
    const QString test = QString::fromLatin1(core::runfile::Evaluation);
    if (dir.exists(test))
        m_choice->addItem(tr("the test split"), dir.filePath(test));
    for (const QFileInfo& f : dir.entryInfoList({QStringLiteral("evaluation-*.json")}, QDir::Files, QDir::Time)) {
        const std::optional<core::EvaluationRecord> r = core::readEvaluation(toPath(f.filePath()));
        QStringList names;
        if (r)
            for (const std::string& d : r->data)
                names << QFileInfo(QString::fromStdString(d)).fileName();
        m_choice->addItem(names.isEmpty() ? f.fileName() : tr("%1 (other data)").arg(names.join(QStringLiteral(", "))), f.filePath());
    }
    updateButton();
    return m_choice->count() > 0 ? m_choice->itemData(0).toString() : QString();
}

// The data to score, asked as the run's source reads it: a folder of class folders, an IDX images
// file and its labels, or CSV files.
void EvaluationSources::pickData()
{
    const auto loaded = core::loadConfigFile(toPath(QDir(m_runDir).filePath(QString::fromLatin1(core::runfile::Config))), false);
    const std::string source = loaded.config ? loaded.config->data.source : std::string();
    if (source == "image_folder") {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("A folder of class folders to score"));
        if (!folder.isEmpty())
            scoreOtherData({folder});
    } else if (source == "idx") {
        const QString images = QFileDialog::getOpenFileName(this, tr("IDX images to score"), QString(), tr("IDX files (*-ubyte *-ubyte.gz);;All files (*)"));
        if (images.isEmpty())
            return;
        const QString labels = QFileDialog::getOpenFileName(this, tr("Their IDX labels"), QFileInfo(images).absolutePath(),
                                                            tr("IDX files (*-ubyte *-ubyte.gz);;All files (*)"));
        if (!labels.isEmpty())
            scoreOtherData({images}, labels);
    } else {
        const QStringList files = QFileDialog::getOpenFileNames(this, tr("CSV files to score"), QString(), tr("CSV and TSV files (*.csv *.tsv *.txt);;All files (*)"));
        if (!files.isEmpty())
            scoreOtherData(files);
    }
}

void EvaluationSources::scoreOtherData(const QStringList& files, const QString& labels)
{
    if (m_scoring || !m_tasks || files.isEmpty())
        return;
    m_scoring = true;
    m_stop = std::make_shared<std::atomic<bool>>(false);
    m_warnings.clear();
    updateButton();
    m_status->setText(tr("Scoring %1…").arg(QFileInfo(files.front()).fileName()));
    std::vector<std::string> data;
    for (const QString& f : files)
        data.push_back(QFileInfo(f).absoluteFilePath().toStdString());
    const std::filesystem::path runDir = toPath(m_runDir);
    const std::string labelsFile = labels.isEmpty() ? std::string() : QFileInfo(labels).absoluteFilePath().toStdString();
    const QPointer<QObject> context(this);
    BackgroundTasks& tasks = *m_tasks;
    m_tasks->run(
        this,
        [context, &tasks, runDir, data, labelsFile, stop = m_stop](const std::atomic<bool>& going) {
            Scored scored;
            try {
                const core::Config config = core::configForOtherData(runDir, data, labelsFile);
                core::RunEvaluationRequest request;
                request.runDir = runDir;
                request.data = data;
                request.output = core::evaluationFile(runDir, data);
                request.stopRequested = [&going, stop] { return going.load() || stop->load(); };
                core::evaluateRun(config, request, core::DataLog([&](core::LogLevel level, const core::Message& m) {
                    const bool warning = level == core::LogLevel::Warning;
                    const QString text = warning ? EvaluationSources::tr("Warning: %1").arg(engineText(m)) : engineText(m);
                    tasks.report(context, [context, text, warning] {
                        if (auto* self = qobject_cast<EvaluationSources*>(context.data())) {
                            self->m_status->setText(text);
                            if (warning)
                                self->m_warnings << text;
                        }
                    });
                }));
                scored.file = QString::fromStdString(request.output.string());
            } catch (const core::EvaluationStopped&) {
                scored.stopped = true;
            } catch (const std::exception& e) {
                scored.error = engineText(e);
            }
            return scored;
        },
        [this, scoredRun = m_runDir](const Scored& s) {
            m_scoring = false;
            if (s.stopped) {
                m_status->setText(tr("Scoring stopped: nothing written."));
            } else if (s.error.isEmpty() && scoredRun != m_runDir) { // another run is shown now: say where it went, show nothing
                m_status->setText(tr("Scored and saved as %1.").arg(QDir(scoredRun).filePath(QFileInfo(s.file).fileName())));
            } else if (s.error.isEmpty()) {
                setRun(m_runDir);
                m_choice->setCurrentIndex(std::max(0, m_choice->findData(s.file)));
                QStringList lines{tr("Scored and saved as %1.").arg(QFileInfo(s.file).fileName())};
                lines += m_warnings;
                m_status->setText(lines.join(QLatin1Char('\n')));
                Q_EMIT evaluationChosen(s.file);
            } else {
                m_status->setText(tr("Scoring failed: %1").arg(s.error));
            }
            updateButton();
            Q_EMIT scored(s.error.isEmpty() && !s.stopped);
        });
}

} // namespace lathe::ui
