/// The workbench's version, as `--version` prints it: the one place it is written.
enum Version {
    static let current = "0.1.0"
}
