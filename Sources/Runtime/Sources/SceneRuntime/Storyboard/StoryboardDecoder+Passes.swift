/// Reading a segue's or a tab's `pass` map, as a small tree.
extension StoryboardDecoder {
    /// Reads a segue's `pass` map: `{ "input": { "from": "output" } | { "value": constant } }`.
    /// Returns the valid entries and every input named (`nil` if the value is not a map), so that
    /// an input given badly is not reported as missing too.
    mutating func decodePasses(
        _ value: JSONValue, at path: StoryboardPath
    ) -> (passes: [StoryboardDeclaration.DeclaredPass], named: Set<String>?) {
        guard case .object(let members) = value.kind else {
            report(.wrongType(expected: "an object", found: value.kindDescription), at: value.offset, path)
            return ([], nil)
        }
        var passes: [StoryboardDeclaration.DeclaredPass] = []
        var seen: [String: Int] = [:]
        for member in members {
            let entryPath = path.appending("pass.\(member.key)")
            guard Names.isIdentifier(member.key) else {
                report(.invalidIdentifier(member.key, role: "input name"), at: member.keyOffset, entryPath)
                continue
            }
            if let first = seen[member.key] {
                report(.duplicateKey(member.key, firstLine: line(of: first)), at: member.keyOffset, entryPath)
                continue
            }
            seen[member.key] = member.keyOffset
            guard let fields = fields(of: member.value, at: entryPath, keys: Keys.passSource, required: [])
            else { continue }
            let source: SegueDescriptor.Pass.Source
            let sourceOffset: Int
            switch (fields[0], fields[1]) {
            case (let from?, nil):
                guard
                    let output = identifier(
                        from, at: entryPath.appending("pass.\(member.key).from"), role: "output name")
                else { continue }
                source = .output(output)
                sourceOffset = from.offset
            case (nil, let constant?):
                guard let value = SceneValue(jsonValue: constant) else {
                    let number = SceneValue.inexactNumber(in: constant)
                    report(
                        number.map(StoryboardProblem.inexactConstant)
                            ?? .invalidConstant(found: constant.kindDescription), at: constant.offset,
                        entryPath.appending("pass.\(member.key).value"))
                    continue
                }
                source = .value(value)
                sourceOffset = constant.offset
            default:
                report(
                    .invalidPassSource(member.key, bothGiven: fields[0] != nil), at: member.value.offset,
                    entryPath)
                continue
            }
            passes.append(
                StoryboardDeclaration.DeclaredPass(
                    input: member.key, inputOffset: member.keyOffset, source: source,
                    sourceOffset: sourceOffset))
        }
        return (passes, Set(members.map(\.key)))
    }
}
