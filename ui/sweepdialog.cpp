#include "sweepdialog.h"

#include "enginetext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <stdexcept>

namespace lathe::ui {

SweepDialog::SweepDialog(const QString& source, QWidget* parent)
    : QDialog(parent)
    , m_models(new QLineEdit(this))
    , m_grid(new QPlainTextEdit(this))
    , m_preview(new QLabel(this))
{
    setWindowTitle(tr("Sweep"));
    auto* intro = new QLabel(tr("Train the current config in several variants, one after another, and compare them. Each variant is an "
                                "ordinary run in one sweep folder; Stop ends the sweep, and Run › Resume sweep… continues it."),
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

    auto* form = new QFormLayout;
    form->addRow(tr("Models:"), m_models);
    form->addRow(tr("Settings:"), m_grid);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_start = buttons->addButton(tr("Start sweep"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(buttons);
    connect(m_models, &QLineEdit::textChanged, this, &SweepDialog::update);
    connect(m_grid, &QPlainTextEdit::textChanged, this, &SweepDialog::update);
    resize(560, 380);
    update();
}

void SweepDialog::update()
{
    std::vector<std::string> models, grid;
    for (const QString& m : m_models->text().split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts))
        models.push_back(m.toStdString());
    for (const QString& line : m_grid->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        if (!line.trimmed().isEmpty())
            grid.push_back(line.trimmed().toStdString());
    m_variants.clear();
    if (models.empty() && grid.empty()) {
        m_preview->setText(tr("Name the models to compare, or the settings to vary, or both: every combination runs."));
    } else {
        try {
            m_variants = core::sweepVariants(models, grid);
            QStringList labels;
            for (const auto& v : m_variants)
                labels << QString::fromStdString(v.label);
            m_preview->setText(tr("%n variant(s): %1", nullptr, static_cast<int>(m_variants.size())).arg(labels.join(QStringLiteral("; "))));
        } catch (const std::exception& e) {
            m_preview->setText(QStringLiteral("<span style=\"color:#b00020\">%1</span>").arg(engineText(e).toHtmlEscaped()));
        }
    }
    m_start->setEnabled(!m_variants.empty());
}

} // namespace lathe::ui
