import Foundation

/// Puts a set of files into a folder so that, whenever the process is killed and whatever
/// fails, the folder holds the previous set whole or the new one whole once ``recover()`` has
/// run — and every swap begins by running it.
///
/// Renaming one file over another is atomic, but three renames one after another are not: a
/// kill between two of them would leave a new file beside old ones. So the swap keeps a
/// journal that rolls forward:
///
/// 1. ``recover()``: finish or clear what an earlier swap left.
/// 2. Write every file into a staging folder inside the folder (`.comparison.staging`). A
///    failure — a full disk — removes it: the folder is as it was.
/// 3. Rename the staging folder to the ready one (`.comparison.ready`), in one step. Before
///    this step the swap has not happened; after it, it has, whatever comes next.
/// 4. Move each file from the ready folder into the folder.
/// 5. Remove the ready folder.
///
/// A kill before step 3 leaves a staging folder, which recovery removes; a kill after it leaves
/// a ready folder, whose files recovery moves in.
struct FileSetSwap {
    /// Where the set lives.
    let folder: String
    /// The set's files, in the order they are moved in.
    let names: [String]
    /// What the journal's folders are named after: `comparison`.
    let label: String
    var fileSystem: any FileSystem = LiveFileSystem()

    var staging: String { path(".\(label).staging") }
    var ready: String { path(".\(label).ready") }

    /// Writes `contents` (file name → bytes) as the folder's new set, making the folder.
    ///
    /// - Throws: ``FileSystemFault`` for the step that failed. Before the ready folder exists,
    ///   the previous set is left whole; after it, the next ``recover()`` finishes the swap.
    func write(_ contents: [String: Data]) throws {
        try fileSystem.makeFolder(folder)
        try recover()
        try fileSystem.makeFolder(staging)
        do {
            for name in names { try fileSystem.write(contents[name] ?? Data(), to: staging + "/" + name) }
        } catch {
            try? fileSystem.remove(staging)
            throw error
        }
        try fileSystem.move(staging, to: ready)
        try moveIn()
    }

    /// Finishes a swap that reached its ready folder, removes one that did not, and removes the
    /// temporary files of Foundation's one-file atomic writes (`.dat.nosync<pid>.<random>`),
    /// which a kill left behind when the report was written that way.
    func recover() throws {
        if fileSystem.exists(ready) { try moveIn() }
        if fileSystem.exists(staging) { try fileSystem.remove(staging) }
        for name in fileSystem.names(in: folder) where name.hasPrefix(".dat.nosync") {
            try fileSystem.remove(path(name))
        }
    }

    /// Steps 4 and 5: the files still in the ready folder moved in, and the folder removed.
    private func moveIn() throws {
        for name in names where fileSystem.exists(ready + "/" + name) {
            try fileSystem.move(ready + "/" + name, to: path(name))
        }
        try fileSystem.remove(ready)
    }

    private func path(_ name: String) -> String {
        (folder as NSString).appendingPathComponent(name)
    }
}
