/// Why a plugin library may not be trusted: a file or folder on its real path that another user
/// could change, so that anyone could replace the code it runs. Worded in `Messages/`.
package struct PluginInsecurity: Sendable, Equatable {
    /// What is wrong with ``path``.
    package enum Reason: Sendable, Equatable {
        /// Every user may write it.
        case writableByOthers
        /// Its group may write it.
        case writableByGroup
        /// It belongs to a user who is neither root nor the user running the program.
        case ownedByAnotherUser(owner: UInt32, currentUser: UInt32)
    }

    /// The unsafe file or folder, on the library's real path (symbolic links resolved).
    package let path: String
    /// Whether ``path`` is a folder above the library rather than the library itself.
    package let isFolder: Bool
    /// What is wrong with it.
    package let reason: Reason
    /// The library's real path, when it differs from the path given.
    package let realPath: String?

    /// Creates a description of an unsafe path.
    package init(path: String, isFolder: Bool, reason: Reason, realPath: String? = nil) {
        self.path = path
        self.isFolder = isFolder
        self.reason = reason
        self.realPath = realPath
    }
}
