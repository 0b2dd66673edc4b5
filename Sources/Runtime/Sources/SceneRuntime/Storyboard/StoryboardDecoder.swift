/// Decodes storyboard JSON straight from its bytes into a ``StoryboardDeclaration``, in one
/// pass: no JSON tree is built for the storyboard (only the small `pass` and `guards` values are
/// read as trees, their meaning depending on which keys they hold).
///
/// Keys and segue styles are matched on bytes, identifiers are checked and hashed as they are
/// scanned, and ids are interned (``SymbolTable``). The syntax is ``JSONScanner``'s, as for every
/// other JSON the runtime reads, so a syntax error is the same error at the same offset; a
/// syntax error anywhere is the only problem reported, as if the tree had been built first.
struct StoryboardDecoder: StoryboardProblemReporting {
    var scanner: JSONScanner
    let bytes: [UInt8]
    /// The lines of `bytes`, found at the first line a message names.
    var locator: SourceLocator?
    var declaration = StoryboardDeclaration()
    /// How many segues the scene read last has, to size the next one's array.
    var previousSegueCount = 0
    /// Where each `pass` was read and the problems reading it found, reported only for a
    /// version 2 file (the version may come after the scenes).
    var passReads: [(offset: Int, path: StoryboardPath, problems: Range<Int>)] = []

    /// An identifier as scanned: its text, the hash of its bytes and where it is.
    struct Identifier {
        var text: String
        var hash: UInt32
        var offset: Int
        /// Its symbol when read with `interned`, else -1.
        var symbol: Int32 = -1
    }

    /// The keys each object may hold, as matched on bytes and as named in messages.
    enum Keys {
        static let root = KeyTable(["$schema", "version", "initial", "scenes", "plugins"])
        static let scene = KeyTable(["id", "module", "title", "segues", "guards", "linkable", "container"])
        static let segue = KeyTable(["id", "to", "style", "pass", "action", "guards", "tab", "covers"])
        static let styles = SegueDescriptor.Style.allCases
        static let style = KeyTable(styles.map(\.rawValue))
        static let container = ["kind", "tabs", "panes", "selected", "back", "minimumWidth"]
        static let stack = ["id", "title", "root", "pass", "guards"]
        static let sceneGuard = ["condition", "refuse", "redirect"]
        static let passSource = ["from", "value"]
    }

    init(scanner: JSONScanner, input: [UInt8]) {
        self.scanner = scanner
        self.bytes = input
    }

    mutating func sourceLocator() -> SourceLocator {
        if let locator { return locator }
        let made = SourceLocator(bytes: bytes)
        locator = made
        return made
    }

    /// Whether a title shows nothing: empty, or white space alone (a title of blanks reads as none).
    static func isBlank(_ title: String) -> Bool {
        // Most titles start with an ASCII character that is not white space.
        if let first = title.utf8.first, first < 0x80, first != 0x20, !(0x09...0x0D).contains(first) {
            return false
        }
        return title.unicodeScalars.allSatisfy(\.properties.isWhitespace)
    }

    /// Decodes `input`.
    /// - Throws: ``Storyboard/LoadError`` for a syntax error or a document that is not an object,
    ///   the only cases where nothing of the storyboard can be checked further.
    static func decode(_ input: [UInt8], file: String) throws(Storyboard.LoadError) -> StoryboardDeclaration {
        let result: Result<(StoryboardDeclaration, usable: Bool), JSONSyntaxError> =
            input.withUnsafeBufferPointer {
                buffer in
                var decoder = StoryboardDecoder(scanner: JSONScanner(bytes: buffer), input: input)
                return Result { () throws(JSONSyntaxError) in try decoder.decodeDocument() }
            }
        let problems: [StoryboardDeclaration.Problem]
        do {
            let (declaration, usable) = try result.get()
            if usable { return declaration }
            problems = declaration.problems
        } catch {
            problems = [Storyboard.Diagnostic(.syntax(error.message), at: error.offset, .root)]
        }
        throw Storyboard.LoadError(
            diagnostics: StoryboardValidator.diagnostics(
                problems, file: file, locator: SourceLocator(bytes: input)))
    }

    // MARK: The document

    /// The declaration, and whether it is usable: `false` when the document is not an object.
    mutating func decodeDocument() throws(JSONSyntaxError) -> (StoryboardDeclaration, usable: Bool) {
        try scanner.beginDocument()
        let offset = scanner.index
        guard scanner.next == UInt8(ascii: "{") else {
            let shape = try scanner.skipValue()
            try scanner.endDocument()
            report(.wrongType(expected: "an object", found: scanner.describe(shape)), at: offset, .root)
            return (declaration, false)
        }
        let capacity = bytes.count / 64
        declaration.scenes.reserveCapacity(capacity)
        declaration.sceneFacts.reserveCapacity(capacity)
        declaration.segueFacts.reserveCapacity(bytes.count / 24)
        // About one name per scene: a scene takes 200 to 400 bytes with its segues, whose few
        // ids repeat; sized up front so that the table rarely grows and rehashes.
        declaration.symbols = SymbolTable(capacity: bytes.count / 256 + 16)
        var object = try scanner.beginObject()
        var seen = SeenKeys()
        while let slot = try nextSlot(in: &object, of: Keys.root, seen: &seen, path: .root) {
            switch slot {
            case 0: _ = try readString(at: .root.appending("$schema"))
            case 1: try readVersion()
            case 2:
                if let id = try readIdentifier(at: .root.appending("initial"), role: "scene id") {
                    declaration.initial = (id.text, id.offset)
                }
            case 3: try readScenes()
            default: try readPlugins()
            }
        }
        reportMissing(seen, in: Keys.root, required: [1, 2, 3], at: offset, .root)
        try scanner.endDocument()
        if declaration.version < 2 && !passReads.isEmpty {
            var dropped = [Bool](repeating: false, count: declaration.problems.count)
            for read in passReads {
                for position in read.problems { dropped[position] = true }
            }
            var kept: [StoryboardDeclaration.Problem] = []
            for (position, problem) in declaration.problems.enumerated() where !dropped[position] {
                kept.append(problem)
            }
            declaration.problems = kept
            for read in passReads { report(.passNeedsVersion2, at: read.offset, read.path) }
        }
        return (declaration, true)
    }

    mutating func readVersion() throws(JSONSyntaxError) {
        let path = StoryboardPath.root.appending("version")
        let offset = scanner.index
        let shape = try scanner.skipValue()
        // An integer too large for Int (99999999999999999999) is an unsupported version too.
        guard case .number(let range) = shape,
            !scanner.bytes[range].contains(where: { ".eE".utf8.contains($0) })
        else {
            report(.wrongType(expected: "an integer", found: scanner.describe(shape)), at: offset, path)
            return
        }
        let literal = scanner.text(ofNumber: range)
        if let number = Int(literal), (1...Storyboard.currentVersion).contains(number) {
            declaration.version = number
        } else {
            report(.unsupportedVersion(literal), at: offset, path)
        }
    }

    /// Reads `plugins`, paths relative to the storyboard; the registry loads them once the whole
    /// file is decoded.
    mutating func readPlugins() throws(JSONSyntaxError) {
        guard var array = try beginArray(at: .root.appending("plugins")) else { return }
        var index = 0
        while try scanner.nextElement(in: &array) {
            let offset = scanner.index
            if let text = try readString(at: StoryboardPath(key: "plugins[\(index)]")) {
                declaration.plugins.append((text, offset, index))
            }
            index += 1
        }
    }
}
