/// How a stack is named on one line, by the shell's breadcrumb and by error messages: all of it
/// while it is short; on a deep stack the root, a count of the scenes left out, and the scenes at
/// the top.
package enum StackSummary {
    /// How many scenes at the top a deep stack names.
    package static let namedAtTop = 5

    /// The scenes to name, root first, and how many are left out after the root (0 when none is).
    package static func abridge<Element>(_ stack: [Element]) -> (named: [Element], hiddenAfterRoot: Int) {
        guard let root = stack.first, stack.count > namedAtTop + 2 else { return (stack, 0) }
        return ([root] + stack.suffix(namedAtTop), stack.count - 1 - namedAtTop)
    }
}
