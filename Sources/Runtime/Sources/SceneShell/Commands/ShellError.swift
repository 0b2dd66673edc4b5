/// Why a line typed at the prompt could not be carried out (as opposed to errors of the runtime,
/// which the shell shows as they are).
package enum ShellError: Error, Equatable {
    /// A quote left open; `fix` is the word that holds it written so that the quote is kept
    /// (`"O'Brien"`), when the quote stands inside a word (see ``Words/fix(for:)``).
    case unterminatedQuote(Character, fix: String?)
    case missingArgument(command: String, usage: String)
    case tooManyArguments(command: String, usage: String)
    case unknownGraphFormat(String)
    /// A word that is neither a command nor an action of the current scene.
    case unknownCommand(String, scene: String, suggestion: String?, isSegue: Bool)
    case unknownHelpTopic(String, suggestion: String?)
    /// `modules NAME` for a module nobody registered; `known` lists those there are. `alone`: the
    /// command line's `scenes modules NAME`, where a storyboard of that name is written `./NAME`.
    case unknownModule(String, known: [String], suggestion: String?, alone: Bool = false)
    /// A secret argument left out where nobody can be asked for it (not on a terminal).
    case secretNotGiven(action: String, name: String, usage: String)
    /// A scene the command would leave asks not to be left, and nobody can be asked (script mode);
    /// `forced` is the line that leaves anyway, if the command has a forced form.
    case leaveRefused(scene: String, reason: String, forced: String?)
    /// An action that asks first (it cannot be taken back), where nobody can be asked (script
    /// mode); `forced` is the line that runs it without asking (`delete! 2`).
    case confirmationNeeded(action: String, question: String, forced: String)
    /// `undo` with no navigation left to undo.
    case nothingToUndo
    /// `focus` where no split view is shown.
    case noSplit
    /// A scene name that scenes of different ids answer to (titles or ids differing only in
    /// case); `matches` lists them as `stack` shows them.
    case ambiguousSceneName(String, matches: [String])
    /// A scene name nothing on the stack answers to; `breadcrumb` is the stack as the screen
    /// shows it, `suggestion` the closest id or title.
    case notOnStack(String, breadcrumb: String, suggestion: String?)
    /// A tab or the focus asked for while `modal`, presented modally, covers the container
    /// `container` (both titles as the screen shows them); `focus` for the focus.
    case covered(container: String, modal: String, focus: Bool)
    /// A segue into `tab`, which no container shown has, taken with `go` or performed by
    /// `action`: it cannot work here, and nothing was run.
    case tabNotShown(segue: String, tab: String, action: String?)
    /// A stack position no scene holds; `count` is how many scenes the stack has.
    case noStackPosition(String, count: Int)
    /// A segue name that several segue ids equal without regard to case.
    case ambiguousSegue(String, matches: [String])
    /// `go NAME` where the scene titled `scene` has no segue of that name: `offered` are the
    /// segues `go` takes there now; `hint` what was probably meant.
    case noSegue(String, scene: String, offered: [String], hint: SegueHint?)
    /// `tab N` for a number no tab of the innermost tab bar has; `tabs` are its titles, in order.
    case noTabNumber(String, tabs: [String])

    /// What `go NAME` probably meant where the scene has no segue `NAME`.
    package enum SegueHint: Equatable, Sendable {
        /// The segue `go` takes there whose id is closest.
        case segue(String)
        /// An action of the scene: one whose name is `NAME`, or the one that performs `performs`,
        /// the segue closest to `NAME` among those only an action performs (`checkout` for `go
        /// Sucess` in the cart, as `Success` is the checkout's).
        case action(String, performs: String?)
    }
}
