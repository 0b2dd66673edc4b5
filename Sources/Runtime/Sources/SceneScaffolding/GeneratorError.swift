/// Why `scenes new` or `scenes remove` could not do what it was asked; nothing was written then.
package enum GeneratorError: Error, Equatable {
    /// The name cannot be a module's.
    case invalidName(String, reason: String)
    /// Something of that name exists already.
    case exists(String, place: String)
    /// A file the generator edits is missing.
    case missingFile(String)
    /// A file the generator edits is not in the expected shape.
    case cannotEdit(String, reason: String)
    /// A file could not be written.
    case writeFailed(String, reason: String)
    /// `--uses` names no shared module of the package; `suggestion` is the closest one.
    case unknownSharedModule(String, known: [String], suggestion: String?)
    /// `--uses` names a scene module: a scene never imports another scene.
    case usesAScene(String)
    /// `scenes remove` names no scene or shared module of the package; `scenes` and `shared` are
    /// those it has, `suggestion` the closest of them.
    case notDeclared(String, scenes: [String], shared: [String], suggestion: String?)
    /// `scenes remove` of a module that something still needs: each entry says what and where.
    case stillNeeded(String, by: [String])
    /// `--domain` in a package whose manifest has no `domainModules` list.
    case noSharedModuleList
}
