#pragma once
// The config being edited, behind the Form and JSON tabs and the Problems dock: its JSON text, the
// form over it, its problems (checked as the user types), its file (open, save, recent files) and
// the autosave that keeps unsaved edits over a crash. The window asks it for the config to train and
// shows what it reports (status messages, the file's name, the config each check read).

#include "config/config.h"

#include <QObject>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

class QLabel;
class QMenu;
class QPlainTextEdit;
class QTableView;
class QTimer;
class QWidget;

namespace lathe::ui {

class ConfigOverview;
class FindBar;
class ProblemsModel;

class ConfigEditor : public QObject {
    Q_OBJECT
public:
    // `window`: the parent of the editor's widgets and of its dialogs.
    explicit ConfigEditor(QWidget* window);

    QWidget* formPage() const { return m_formPage; } // the Form tab: the form under a note when it cannot follow the text
    QLabel* formNote() const { return m_formNote; }
    QWidget* jsonPage() const { return m_jsonPage; } // the JSON tab: the editor over its find bar
    QPlainTextEdit* jsonEditor() const { return m_editor; }
    FindBar* findBar() const { return m_find; }
    ConfigOverview* overview() const { return m_overview; }
    ProblemsModel* problems() const { return m_problems; }
    QTableView* problemsView() const { return m_problemsView; }
    QLabel* problemsLabel() const { return m_statusLabel; } // "Config valid" / "3 problem(s)", for the status bar
    QString file() const { return m_file; }                  // empty: untitled
    bool isModified() const;

    // Checks the text now (the problems list, the form and the marks in the text follow it) and
    // returns the result; checked() says so too.
    core::ConfigLoadResult validateNow();
    // The text's config checked now, or none with `problem` as a message.
    std::optional<core::Config> checkedConfig(const QString& problem);
    // Writes a form edit into the JSON text (one undo step) and revalidates.
    void applyFieldEdit(const QString& path, const core::Json& value);
    // Several fields at once, one undo step for all.
    void applyFieldEdits(const std::vector<std::pair<QString, core::Json>>& edits);
    // The batch-size finder's answer into the config: training.batch_size, and with `lrScaling` (not
    // empty) training.lr_scaling and base_batch_size, so the learning rate follows the batch.
    void useFoundBatch(int batch, const QString& lrScaling, int baseBatch);
    // The learning-rate finder's rate, found at `batch`: training.lr, and base_batch_size that batch.
    void useFoundLearningRate(double lr, int batch);

    // File › New, Open…, Open Recent, Save, Save As…; each asks about unsaved edits first where they
    // would be lost. False when cancelled or when the file cannot be read or written (said in a dialog).
    bool newConfig();
    bool open();
    bool openFile(const QString& path);
    bool save();
    bool saveAs();
    bool saveTo(const QString& path);
    // Unsaved edits: asks to save them; false when the user cancels.
    bool maybeSave();
    // An example config as a new, untitled config (its data paths made absolute).
    bool newFromTemplate(const QString& templateFile);
    // A recorded config as an untitled config, unmodified (its folder keeps it), where the editor
    // holds nothing of the user's: no file and no edits. What `lathe RUN_FOLDER` and File › Open run…
    // (the run's config.json, the config as it ran) and `lathe SWEEP_FOLDER` (the sweep's base config)
    // show in the Form and JSON tabs, instead of an empty config's problems. False, and the editor
    // left as it was, otherwise or when the folder's config cannot be read.
    bool showRunConfig(const QString& runDir);
    bool showSweepBase(const QString& sweepDir);
    // File › Open Recent is filled and kept up to date in `menu`.
    void setRecentMenu(QMenu* menu);

    // Keeps the unsaved text for recovery after a crash now (a timer does it a few seconds after an edit).
    void autosaveNow();
    // Offers (ask) or takes (!ask) the autosave a crashed Lathe left (of the file open now, else the
    // newest); returns 1 if restored.
    int recoverAutosave(bool ask = true);
    // Closing on purpose (saved or discarded): no autosave is left behind.
    void closeCleanly();

Q_SIGNALS:
    // The text was checked: `doc` is the text as JSON (discarded when it is not JSON).
    void checked(const core::ConfigLoadResult& result, const core::Json& doc);
    void fileChanged(const QString& file);
    void modificationChanged(bool modified);
    void message(const QString& text, int milliseconds);
    // A problem was chosen: the JSON tab should show the text.
    void textWanted();

private:
    void setCurrentFile(const QString& path);
    // Replaces the whole text (a file opened, a new config): until it parses, the form shows nothing
    // rather than the document before it.
    void loadText(const QString& text);
    // `file`'s JSON object as the untitled config (paths made absolute against its folder), or an
    // empty document when it cannot be read.
    static core::Json untitledFrom(const QString& file);
    bool showRecorded(const core::Json& config);
    void addRecent(const QString& path);
    void updateRecentMenu();
    void highlightProblems();
    void jumpTo(int line, int column);

    QWidget* m_window;
    QPlainTextEdit* m_editor;
    QWidget* m_jsonPage;
    FindBar* m_find;
    QWidget* m_formPage;
    QLabel* m_formNote;
    ConfigOverview* m_overview;
    ProblemsModel* m_problems;
    QTableView* m_problemsView;
    QLabel* m_statusLabel;
    QTimer* m_validateTimer;
    QTimer* m_autosaveTimer;
    QMenu* m_recentMenu = nullptr;
    bool m_rejectionShown = false; // the status bar says a form value was not applied
    bool m_formShowsThisText = false; // the form holds a state of the text loaded last (not another file's)
    QString m_file;
};

} // namespace lathe::ui
