#include "sweepdialog.h"

#include "screenfit.h"

#include "enginetext.h"
#include "train/sweep.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QThread>
#include <QVBoxLayout>

#include <algorithm>
#include <stdexcept>

namespace lathe::ui {

SweepDialog::SweepDialog(const QString& source, QWidget* parent)
    : QDialog(parent)
    , m_models(new QLineEdit(this))
    , m_grid(new QPlainTextEdit(this))
    , m_search(new QComboBox(this))
    , m_trials(new QSpinBox(this))
    , m_atOnce(new QSpinBox(this))
    , m_preview(new QLabel(this))
{
    setWindowTitle(tr("Sweep"));
    auto* intro = new QLabel(tr("Train the current config in several variants and compare them. Each variant is an ordinary run in "
                                "one sweep folder; Stop ends the sweep, and Run › Resume sweep… continues it."),
                             this);
    intro->setWordWrap(true);
    const QString fits = source == QLatin1String("timeseries_csv") ? QStringLiteral("mlp cnn1d transformer cnn_transformer")
                         : source == QLatin1String("idx") || source == QLatin1String("image_folder") ? QStringLiteral("mlp cnn2d resnet")
                                                                                                       : QStringLiteral("mlp");
    m_models->setPlaceholderText(tr("e.g. %1").arg(fits));
    m_models->setToolTip(tr("Model kinds (model.kind), separated by spaces or commas. For this data: %1").arg(fits));
    m_grid->setPlaceholderText(tr("One setting per line, with its values:\ntraining.lr=1e-3,3e-3\nmodel.dropout=0,0.2"));
    m_grid->setTabChangesFocus(true);
    m_preview->setWordWrap(true);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);

    m_search->addItem(tr("Every combination (grid)"), QStringLiteral("grid"));
    m_search->addItem(tr("Random draws from ranges"), QStringLiteral("random"));
    m_search->addItem(tr("Random draws, bad trials stopped early (ASHA)"), QStringLiteral("asha"));
    m_search->setToolTip(tr("ASHA trains every trial for a few epochs and only the best third of them further, rung by rung; "
                            "the trials it stops are kept as stopped runs."));
    m_trials->setRange(1, 1000);
    m_trials->setValue(16);
    m_atOnce->setRange(1, std::max(1, QThread::idealThreadCount()));
    m_atOnce->setValue(std::min(lastTrialsAtOnce(), m_atOnce->maximum()));
    m_atOnce->setToolTip(atOnceHelp());
    auto* form = new QFormLayout;
    form->addRow(tr("Search:"), m_search);
    form->addRow(tr("Trials:"), m_trials);
    form->addRow(tr("Models:"), m_models);
    form->addRow(tr("Settings:"), m_grid);
    form->addRow(tr("Trials at once:"), m_atOnce);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("Start sweep"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        rememberTrialsAtOnce(trialsAtOnce());
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The settings keep room for a few lines, and the trials' list scrolls: forty trials drawn
    // squeezed the settings to one line and cut the list off mid-line.
    m_grid->setMinimumHeight(fontMetrics().lineSpacing() * 4 + 2 * m_grid->frameWidth() + 8);
    auto* previewArea = new QScrollArea(this);
    previewArea->setObjectName(QStringLiteral("SweepPreviewArea"));
    previewArea->setWidgetResizable(true);
    previewArea->setFrameShape(QFrame::NoFrame);
    previewArea->setWidget(m_preview);
    previewArea->setMinimumHeight(fontMetrics().lineSpacing() * 3);
    m_preview->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form, 2);
    layout->addWidget(previewArea, 1);
    layout->addWidget(buttons);
    connect(m_models, &QLineEdit::textChanged, this, &SweepDialog::update);
    connect(m_grid, &QPlainTextEdit::textChanged, this, &SweepDialog::update);
    connect(m_search, &QComboBox::currentIndexChanged, this, &SweepDialog::update);
    connect(m_trials, &QSpinBox::valueChanged, this, &SweepDialog::update);
    resizeWithinScreen(this, QSize(560, 380));
    update();
}

int SweepDialog::trialsAtOnce() const
{
    return m_atOnce->value();
}

int SweepDialog::lastTrialsAtOnce()
{
    return std::max(1, QSettings().value(QStringLiteral("sweep/trialsAtOnce"), 1).toInt());
}

void SweepDialog::rememberTrialsAtOnce(int n)
{
    QSettings().setValue(QStringLiteral("sweep/trialsAtOnce"), n);
}

QString SweepDialog::atOnceHelp()
{
    return tr("With 1, the variants train one after another in this window, and the charts show each. With more, that many train at "
              "the same time, each in a lathe-cli process of its own sharing the processor (or the GPU's memory): the charts follow the "
              "trial that started last, and each trial's output goes to logs/ in the sweep folder.");
}

namespace {

std::vector<std::string> modelKinds(const QLineEdit* edit)
{
    std::vector<std::string> models;
    for (const QString& m : edit->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts))
        models.push_back(m.toStdString());
    return models;
}

std::vector<std::string> settingLines(const QPlainTextEdit* edit)
{
    std::vector<std::string> lines;
    for (const QString& line : edit->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.trimmed().isEmpty())
            lines.push_back(line.trimmed().toStdString());
    return lines;
}

} // namespace

core::SweepSearch SweepDialog::search() const
{
    core::SweepSearch search;
    search.kind = core::parseSweepSearchKind(m_search->currentData().toString().toStdString());
    if (search.kind == core::SweepSearch::Kind::Grid)
        return search;
    search.trials = m_trials->value();
    search.ranges = settingLines(m_grid);
    std::string kinds;
    for (const std::string& m : modelKinds(m_models))
        kinds += (kinds.empty() ? "" : ",") + m;
    if (!kinds.empty())
        search.ranges.insert(search.ranges.begin(), "model.kind=" + kinds);
    return search;
}

void SweepDialog::setBaseConfig(const core::Json& base)
{
    m_base = base;
    update();
}

void SweepDialog::update()
{
    const std::vector<std::string> models = modelKinds(m_models), grid = settingLines(m_grid);
    const core::SweepSearch drawn = search();
    const bool draws = drawn.kind != core::SweepSearch::Kind::Grid;
    m_trials->setEnabled(draws);
    m_grid->setPlaceholderText(draws ? tr("One setting per line, with its range or its values:\ntraining.lr=1e-4:1e-1:log\nmodel.dropout=0:0.5\nmodel.hidden=[64],[128]")
                                     : tr("One setting per line, with its values:\ntraining.lr=1e-3,3e-3\nmodel.dropout=0,0.2"));
    m_variants.clear();
    if (models.empty() && grid.empty()) {
        m_preview->setText(draws ? tr("Give the settings to draw, each with its range (low:high, :log for a log scale) or its values.")
                                 : tr("Name the models to compare, or the settings to vary, or both: every combination runs."));
    } else {
        try {
            m_variants = draws ? core::sampleSweepVariants(drawn.ranges, drawn.trials, drawn.seed) : core::sweepVariants(models, grid);
            if (drawn.kind == core::SweepSearch::Kind::Asha)
                core::checkAshaSettings(m_variants); // else Start is refused after the dialog closed
            if (m_base) { // each value as the sweep will check it, so that Start is not refused after the dialog closed
                // Each setting's value once (not every combination: a grid multiplies them, and each check
                // reads the config's file list), up to 64: a value that does not fit its field is said here.
                std::vector<std::pair<std::string, std::string>> settings;
                for (const core::SweepVariant& v : m_variants)
                    for (const auto& setting : v.settings)
                        if (settings.size() < 64 && std::find(settings.begin(), settings.end(), setting) == settings.end())
                            settings.push_back(setting);
                core::SweepPlan plan;
                plan.name = "sweep";
                plan.base = *m_base;
                plan.variants.resize(1);
                for (const auto& setting : settings) {
                    plan.variants.front().settings = {setting};
                    const core::ConfigLoadResult r = core::sweepVariantConfig(plan, 0);
                    if (r.config)
                        continue;
                    const auto error = std::find_if(r.diagnostics.begin(), r.diagnostics.end(), [](const core::Diagnostic& d) { return d.isError(); });
                    const QString why = error == r.diagnostics.end() ? QString()
                                        : error->path.empty()       ? engineText(error->message)
                                                                    : QStringLiteral("%1: %2").arg(QString::fromStdString(error->path), engineText(error->message));
                    m_variants.clear();
                    m_preview->setText(QStringLiteral("<span style=\"color:#b00020\">%1</span>")
                                           .arg(tr("%1: %2").arg(QString::fromStdString(setting.first + "=" + setting.second), why).toHtmlEscaped()));
                    m_start->setEnabled(false);
                    return;
                }
            }
            QStringList labels;
            for (const auto& v : m_variants)
                labels << QString::fromStdString(v.label);
            const int n = static_cast<int>(m_variants.size());
            m_preview->setText((draws ? tr("%n trial(s) drawn: %1", nullptr, n) : tr("%n variant(s): %1", nullptr, n)).arg(labels.join(QStringLiteral("; "))));
        } catch (const std::exception& e) {
            m_variants.clear();
            m_preview->setText(QStringLiteral("<span style=\"color:#b00020\">%1</span>").arg(engineText(e).toHtmlEscaped()));
        }
    }
    m_start->setEnabled(!m_variants.empty());
}

} // namespace lathe::ui
