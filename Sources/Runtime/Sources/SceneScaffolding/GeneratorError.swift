/// Why `scenes new` could not generate a scene; nothing was written then.
package enum GeneratorError: Error, Equatable {
    /// The name cannot be a scene module's.
    case invalidName(String, reason: String)
    /// Something of that name exists already.
    case exists(String, place: String)
    /// A file the generator edits is missing.
    case missingFile(String)
    /// A file the generator edits is not in the expected shape.
    case cannotEdit(String, reason: String)
    /// A file could not be written.
    case writeFailed(String, reason: String)
}
