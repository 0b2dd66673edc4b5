extension Link {
    /// Why a link was refused: what is wrong, and where in the link. The stack is unchanged
    /// whenever one is thrown. Worded in `Messages/`.
    public struct Refusal: Error, Sendable, Equatable {
        /// The link as given.
        public let link: String
        /// Where the offending part starts, counted in characters from 1.
        public let column: Int
        /// How many characters the offending part spans (at least 1).
        public let length: Int
        /// What is wrong, as the runtime and its tools tell problems apart.
        package let problem: LinkProblem

        /// What kind of problem this is, in a word that stays the same from one version to the next
        /// (`unknownScene`, `expectedEquals`, `tooDeep`): what a script or a tool matches on, where
        /// the ``description`` is for a person and may be reworded.
        public var code: String { caseName(of: problem) }

        /// What is wrong and how to put it right, without the column: the ``description`` is this
        /// after where in the link.
        public var message: String { problem.message }

        init(link: String, span: Range<Int>, problem: LinkProblem) {
            self.link = link
            self.problem = problem
            let scalars = Array(link.unicodeScalars)
            let start = min(max(0, span.lowerBound), scalars.count)
            let end = min(max(start, span.upperBound), scalars.count)
            func characters(_ range: Range<Int>) -> Int {
                var view = String.UnicodeScalarView()
                view.append(contentsOf: scalars[range])
                return String(view).count
            }
            self.column = characters(0..<start) + 1
            self.length = max(1, characters(start..<end))
        }
    }
}

/// What is wrong with a link. What is public of it is ``Link/Refusal``'s code and message.
package enum LinkProblem: Sendable, Equatable {
    /// The link is empty, or only blanks.
    case empty
    /// Something else stands where a scene id must (`found` is `nil` at the end of the link).
    case expectedScene(found: String?)
    /// Something else stands where a tab's id must, after `@`.
    case expectedTab(found: String?)
    /// Something else stands where an input's name must.
    case expectedInputName(found: String?)
    /// An input's name is not followed by `=`.
    case expectedEquals(input: String, found: String?)
    /// An input's `=` is followed by no value.
    case expectedValue(input: String, found: String?)
    /// Something follows a scene or a value that is none of `:`, `,`, `/`, `+` or the end.
    case unexpected(found: String, after: String)
    /// A `%CONTAINER` branch whose container is not followed by `@TAB` (`found` is `nil` at the
    /// end of the link).
    case expectedBranchTab(container: String, found: String?)
    /// A `%CONTAINER@TAB` branch whose tab is not followed by `/` and the tab's stack.
    case expectedBranchStack(container: String, tab: String, found: String?)
    /// A quoted string that is not closed.
    case unterminatedString
    /// A quoted string that JSON would not read (a bad escape, a control character).
    case invalidString(String)
    /// A list whose `]` is missing.
    case unterminatedList
    /// Lists nested deeper than `limit` (``SceneValueType/maximumNesting``) levels.
    case tooDeep(limit: Int)
    /// An input written twice for one scene.
    case duplicateInput(String, scene: String)
    /// A scene the storyboard does not declare.
    case unknownScene(String, suggestion: String?)
    /// An input the scene does not declare.
    case unknownInput(String, scene: String, inputs: [String], suggestion: String?)
    /// An input its module declares not linkable (``SceneInterface/Input/isLinkable``): only the
    /// app's own segues give it.
    case unlinkableInput(String, scene: String)
    /// A value that is not of its input's type.
    case illTypedInput(String, scene: String, type: SceneValueType, value: String)
    /// A number given to a decimal input that no decimal holds exactly: refused, never rounded.
    case inexactDecimal(String, scene: String, value: String)
    /// A required input of a scene the link names, which it does not give and no segue passes.
    case missingInput(String, type: SceneValueType, scene: String)
    /// A required input of a scene the storyboard puts under the link's first scene, which no
    /// segue passes and no input of the link gives.
    case missingInputOnTheWay(String, type: SceneValueType, scene: String, target: String)
    /// No chain of push, modal or replace segues leads from the initial scene to the scene.
    case noPath(String, initial: String)
    /// The scene before does not lead to this one with the presentation written; `other` is the
    /// style of a segue that does lead there, if any.
    case noSegue(
        from: String, to: String, presentation: NavigationState.Presentation, other: SegueDescriptor.Style?)
    /// The link enters `scene` through a segue only the action `action` of `source` performs, and
    /// the storyboard does not declare `scene` linkable.
    case notLinkable(scene: String, segue: String, source: String, action: String)
    /// `@TAB` after a scene that is not a container.
    case notAContainer(String)
    /// A container the link puts where containers would nest more than `limit`
    /// (``SceneDescriptor/Container/maximumNesting``) deep: inside that many others, or its tabs' roots.
    case containerTooDeep(String, limit: Int)
    /// A tab its container does not have.
    case unknownTab(String, container: String, tabs: [String], suggestion: String?)
    /// A `%CONTAINER@TAB` branch naming a container that is not on the link's stack.
    case containerNotInLink(String)
    /// A branch for the tab the link's path already shows, or a second one for the same tab.
    case tabGivenTwice(String, container: String)
}

/// The former name of ``Link/Refusal``.
@available(*, deprecated, renamed: "Link.Refusal")
public typealias LinkError = Link.Refusal
