/// The options of `scenes snapshot`.
struct SnapshotOptions: Equatable {
    /// What the command does with the snapshots of a folder.
    enum Mode: Equatable {
        /// `--check DIR`: compare each with the screen its link rebuilds now.
        case check
        /// `--update DIR`: rewrite each with the screen its link rebuilds now.
        case update
        /// The hidden child mode: draw the first screen of `--goto LINK` on the data directory
        /// `--data DIR` and answer it as a line of JSON (see ``SnapshotChild``).
        case child
    }

    var mode = Mode.check
    /// The folder of the snapshots (`--check DIR`, `--update DIR`).
    var folder = ""
    var config = Invocation.defaultConfig
    var plugins: [String] = []
    var allowInsecurePlugins = false
    /// The widths `--width` adds to those of the folder's index (or, for the child, the widths to
    /// draw its screen at).
    var widths: [Int] = []
    /// The child's link and data directory.
    var link: String?
    var data: String?
}
