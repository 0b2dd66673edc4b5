/// Reads a storyboard file for a loader (through ``BoundedFile``: a pipe, a device such as
/// `/dev/zero` or a file that keeps growing can neither hang the loader nor exhaust memory), at
/// most ``defaultMaximumSize`` bytes unless raised, turning failures into diagnostics.
enum StoryboardFile {
    /// The largest storyboard read by default, far above any hand-written one (a storyboard of a
    /// thousand scenes is about 150 KB; 32 MiB hold about 100,000 scenes of five segues).
    static let defaultMaximumSize = 32 << 20

    /// The bytes of the file at `path`.
    /// - Throws: ``Storyboard/LoadError`` naming the file as given, with the reason it cannot be read.
    static func read(at path: String, limit: Int = defaultMaximumSize) throws(Storyboard.LoadError) -> [UInt8]
    {
        do {
            return try BoundedFile.read(at: path, limit: limit)
        } catch {
            throw Storyboard.LoadError(file: path, problem: .unreadableFile(reason: error.storyboardReason))
        }
    }
}
