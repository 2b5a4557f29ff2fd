#include "imagefolder.h"

#include "imagedecode.h"
#include "imagefiles.h"
#include "util/errors.h"
#include "util/textencoding.h"

#include <ATen/ATen.h>
#include <c10/util/ParallelGuard.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <set>
#include <atomic>
#include <exception>
#include <mutex>
#include <thread>

namespace lathe::core {

namespace fs = std::filesystem;

namespace {

struct Sample {
    fs::path file;
    std::int64_t label;
};

// What a folder holds besides its classes' images, said once (a folder of .bmp files, or images
// one folder too deep, would otherwise train on less than the user thinks, without a word).
struct Skipped {
    std::int64_t hiddenCount = 0, otherCount = 0, brokenCount = 0, rootCount = 0;
    fs::path firstHidden, firstOther, firstBroken, firstRoot;

    void hidden(const fs::path& p)
    {
        if (hiddenCount++ == 0)
            firstHidden = p;
    }
    void other(const fs::path& p)
    {
        if (otherCount++ == 0)
            firstOther = p;
    }
    void broken(const fs::path& p) // a link to nothing (an image moved or deleted after the link was made)
    {
        if (brokenCount++ == 0)
            firstBroken = p;
    }
    void atRoot(const fs::path& p) // an image beside the class folders: in no class
    {
        if (rootCount++ == 0)
            firstRoot = p;
    }
    void say(const DataLog& log) const
    {
        if (rootCount > 0)
            log.warn(msg("%1 image(s) beside the class folders left out, such as %2: an image is read inside the folder of its class",
                         rootCount, firstRoot.string()));
        if (brokenCount > 0)
            log.warn(msg("%1 link(s) in the class folders point to nothing and are left out, such as %2", brokenCount, firstBroken.string()));
        if (hiddenCount > 0)
            log(msg("%1 hidden file(s) or folder(s) left out (a name beginning with a dot, or __MACOSX), such as %2", hiddenCount,
                    firstHidden.string()));
        if (otherCount > 0)
            log.warn(msg("%1 file(s) or folder(s) in the class folders left out, such as %2: only .png, .jpg and .jpeg files directly "
                         "in a class folder are read",
                         otherCount, firstOther.string()));
    }
};

std::vector<Sample> scan(const fs::path& root, std::vector<std::string>& classNames, const DataLog& log)
{
    std::error_code ec;
    if (!fs::is_directory(root, ec))
        throw DataError::at(root.string(), 0, msg("not a folder (image_folder data is root/<class>/*.png|jpg)"));
    // Each class folder: its name as bytes (to open it) and as the class is named (UTF-8).
    std::vector<std::string> raw;
    Skipped skipped;
    for (const auto& entry : fs::directory_iterator(root, ec)) {
        if (hiddenImageEntry(entry.path()))
            skipped.hidden(entry.path());
        else if (entry.is_directory())
            raw.push_back(entry.path().filename().string());
        else if (isImageFileName(entry.path()))
            skipped.atRoot(entry.path());
    }
    const bool training = classNames.empty();
    std::vector<std::string> names = displayNames(raw);
    // A validation or test folder, named apart from the training ones (a few GBK names alone can pass
    // as UTF-8), takes whichever of its readings training named a class.
    for (std::size_t i = 0; i < raw.size() && !training; ++i)
        if (std::find(classNames.begin(), classNames.end(), names[i]) == classNames.end())
            for (const std::string& reading : readingsOf(raw[i]))
                if (std::find(classNames.begin(), classNames.end(), reading) != classNames.end()) {
                    names[i] = reading;
                    break;
                }
    std::vector<std::pair<std::string, std::string>> folders;
    for (std::size_t i = 0; i < raw.size(); ++i)
        folders.emplace_back(names[i], raw[i]);
    std::sort(folders.begin(), folders.end());
    const auto asBytes = [](const std::string& bytes) { return readingsOf(bytes).back(); }; // \xHH where not UTF-8
    for (std::size_t i = 1; i < folders.size(); ++i)
        if (folders[i].first == folders[i - 1].first) // one name in UTF-8, the same in GBK: two classes or one?
            throw DataError::at(root.string(), 0, msg("class folders \"%1\" and \"%2\" both read as \"%3\": rename one",
                                                      asBytes(folders[i - 1].second), asBytes(folders[i].second), folders[i].first));
    std::vector<std::string> found;
    for (const auto& [name, bytes] : folders)
        found.push_back(name);
    if (found.empty())
        throw DataError::at(root.string(), 0, msg("no class folders (expected root/<class>/*.png|jpg)"));
    if (training && found.size() < 2) // one class trains to 100 % accuracy and learns nothing
        throw DataError::at(root.string(), 0, msg("one class folder (\"%1\"); classification needs at least two, "
                                                  "each a sub-folder of images (root/<class>/*.png|jpg)",
                                                  found.front()));
    if (training)
        classNames = found;
    std::vector<Sample> samples;
    for (const auto& [name, bytes] : folders) {
        const auto it = std::find(classNames.begin(), classNames.end(), name);
        if (it == classNames.end())
            throw DataError::at((root / name).string(), 0, msg("class \"%1\" does not occur in the training data", name));
        log.checkStop(); // a folder on a slow disk may take a while to list
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(root / bytes, ec)) {
            if (hiddenImageEntry(entry.path()))
                skipped.hidden(entry.path());
            else if (entry.is_regular_file() && isImageFileName(entry.path()))
                files.push_back(entry.path());
            else if (std::error_code linkError; entry.is_symlink() && !fs::exists(entry.path(), linkError))
                skipped.broken(entry.path());
            else
                skipped.other(entry.path());
        }
        if (files.empty())
            throw DataError::at((root / name).string(), 0, msg("empty class folder (no .png or .jpg files)"));
        std::sort(files.begin(), files.end());
        for (auto& f : files)
            samples.push_back({std::move(f), static_cast<std::int64_t>(it - classNames.begin())});
    }
    skipped.say(log);
    return samples;
}

// The samples' paths below `root` and their classes, as 16 hex digits (FNV-1a, 64 bits): the same
// listing gives the same digest on every machine.
std::string samplesDigest(const fs::path& root, const std::vector<Sample>& samples)
{
    std::uint64_t h = 1469598103934665603ull;
    const auto add = [&](std::string_view bytes) {
        for (const unsigned char c : bytes) {
            h ^= c;
            h *= 1099511628211ull;
        }
    };
    for (const Sample& sample : samples) {
        add(sample.file.lexically_relative(root).generic_string());
        add(std::string_view("\0", 1));
        add(std::to_string(sample.label));
        add("\n");
    }
    char text[17];
    std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
    return text;
}

// Runs work(i) for every i below n on `threads` threads; the first exception stops the others (each
// ends the item it has) and is rethrown here.
template <typename Work>
void onThreads(std::size_t n, unsigned threads, const Work& work)
{
    std::atomic<std::size_t> next{0};
    std::exception_ptr failure;
    std::mutex failureMutex;
    auto worker = [&] {
        for (std::size_t i = next++; i < n; i = next++) {
            try {
                work(i);
            } catch (...) {
                std::lock_guard lock(failureMutex);
                if (!failure)
                    failure = std::current_exception();
                next = n;
            }
        }
    };
    std::vector<std::thread> pool;
    for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back(worker);
    for (auto& t : pool)
        t.join();
    if (failure)
        std::rethrow_exception(failure);
}

} // namespace

bool decodeImageInto(const fs::path& file, const at::Tensor& out)
{
    const std::int64_t channels = out.size(0), h = out.size(1), w = out.size(2);
    const DecodedImage img = decodeImage(file, static_cast<int>(channels));
    at::Tensor t = at::from_blob(const_cast<std::uint8_t*>(img.pixels.data()), {img.height, img.width, channels}, at::kByte)
                       .permute({2, 0, 1});
    const bool resize = img.height != h || img.width != w;
    if (resize)
        t = at::upsample_bilinear2d(t.unsqueeze(0).to(at::kFloat), {h, w}, false).squeeze(0).round_().clamp_(0, 255);
    out.copy_(t);
    return resize;
}

TensorSplit listImageFolder(const Config& c, const fs::path& root, std::vector<std::string>& classNames, const DataLog& log,
                            std::string* digest)
{
    const std::vector<Sample> samples = scan(root, classNames, log);
    if (digest)
        *digest = samplesDigest(root, samples);
    auto files = std::make_shared<std::vector<fs::path>>();
    std::vector<std::int64_t> labels;
    files->reserve(samples.size());
    for (const auto& s : samples) {
        files->push_back(s.file);
        labels.push_back(s.label);
    }
    TensorSplit split;
    split.targets = at::tensor(labels, at::kLong);
    split.files = std::move(files);
    split.sampleShape = {c.data.channels == 1 ? 1 : 3, c.data.imageHeight, c.data.imageWidth};
    std::set<std::int64_t> present;
    for (const Sample& sample : samples)
        present.insert(sample.label);
    log(msg("listed %1 images in %2 classes under %3 (streamed from disk, decoded per batch)", samples.size(), present.size(), root.string()));
    return split;
}

void checkListedImages(const TensorSplit& split, const DataLog& log)
{
    if (!split.files)
        return;
    const std::vector<fs::path>& files = *split.files;
    // Opening files is waiting on the disk (a network one above all), not computing: a few at a time.
    const unsigned threads = std::max(1u, std::min(std::thread::hardware_concurrency() * 2, 16u));
    onThreads(files.size(), threads, [&](std::size_t i) {
        if (i % 1024 == 0)
            log.checkStop(); // a folder on a slow disk takes a while
        checkImageSignature(files[i]);
    });
}

TensorSplit loadImageFolder(const Config& c, const fs::path& root, std::vector<std::string>& classNames, const DataLog& log,
                            std::string* digest)
{
    const std::vector<Sample> samples = scan(root, classNames, log);
    if (digest)
        *digest = samplesDigest(root, samples);
    const std::int64_t n = static_cast<std::int64_t>(samples.size());
    const std::int64_t channels = c.data.channels == 1 ? 1 : 3;
    const std::int64_t h = c.data.imageHeight, w = c.data.imageWidth;
    at::Tensor images = at::empty({n, channels, h, w}, at::kByte);
    at::Tensor labels = at::empty({n}, at::kLong);
    std::atomic<std::int64_t> resized{0};
    const unsigned threads = std::max(1u, std::min(std::thread::hardware_concurrency(), 16u));
    onThreads(samples.size(), threads, [&](std::size_t i) {
        const c10::ParallelGuard serial(true); // parallel over images, not inside one
        log.checkStop();                       // a stop ends the decoding within an image per thread
        const auto row = static_cast<std::int64_t>(i);
        if (decodeImageInto(samples[i].file, images[row]))
            ++resized;
        labels[row] = samples[i].label;
    });
    std::set<std::int64_t> present; // the classes this folder holds (a test folder may hold some of the training's)
    for (const Sample& sample : samples)
        present.insert(sample.label);
    log(resized > 0 ? msg("decoded %1 images in %2 classes from %3 (%4 resized to %5x%6)", n, present.size(), root.string(), resized.load(), h, w)
                    : msg("decoded %1 images in %2 classes from %3", n, present.size(), root.string()));
    return {images, labels};
}

} // namespace lathe::core
