/// Reading `guards`, a scene's, a segue's or a tab's, as small trees.
extension StoryboardDecoder {
    /// Reads a `guards` array: `[{ "condition": NAME, "refuse": MESSAGE | "redirect": SCENE }]`.
    mutating func decodeGuards(
        _ value: JSONValue, of owner: StoryboardPath
    ) -> [StoryboardDeclaration.DeclaredGuard] {
        guard let elements = array(value, at: owner.appending("guards")) else { return [] }
        var guards: [StoryboardDeclaration.DeclaredGuard] = []
        for (index, element) in elements.enumerated() {
            let key = "guards[\(index)]"
            let entryPath = owner.appending(key)
            guard
                let fields = fields(
                    of: element, at: entryPath, keys: Keys.sceneGuard, required: ["condition"])
            else { continue }
            guard let conditionValue = fields[0],
                let condition = identifier(
                    conditionValue, at: owner.appending("\(key).condition"), role: "condition name")
            else { continue }
            switch (fields[1], fields[2]) {
            case (let refuse?, nil):
                guard let message = string(refuse, at: owner.appending("\(key).refuse")) else { continue }
                guard !message.isEmpty else {
                    report(.emptyRefusal, at: refuse.offset, owner.appending("\(key).refuse"))
                    continue
                }
                guards.append(
                    StoryboardDeclaration.DeclaredGuard(
                        declared: Storyboard.Guard(condition: condition, otherwise: .refuse(message)),
                        owner: owner,
                        key: key, conditionOffset: conditionValue.offset))
            case (nil, let redirect?):
                guard
                    let scene = identifier(redirect, at: owner.appending("\(key).redirect"), role: "scene id")
                else { continue }
                guards.append(
                    StoryboardDeclaration.DeclaredGuard(
                        declared: Storyboard.Guard(condition: condition, otherwise: .redirect(scene)),
                        owner: owner,
                        key: key, conditionOffset: conditionValue.offset, redirectOffset: redirect.offset))
            default:
                report(.invalidGuard(condition, bothGiven: fields[1] != nil), at: element.offset, entryPath)
            }
        }
        return guards
    }

    /// Reads a scene's `guards`.
    mutating func readGuards(
        of owner: StoryboardPath
    ) throws(JSONSyntaxError) -> [StoryboardDeclaration.DeclaredGuard] {
        decodeGuards(try scanner.parseValue(), of: owner)
    }
}
