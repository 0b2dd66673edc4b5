/// The options of a subcommand that runs an app's storyboard with the plugins it is given
/// (`explore`, `snapshot`): what ``ScenesCommand/loadStoryboard(of:registry:console:withoutAppModules:)``
/// reads.
protocol StoryboardSource {
    /// The storyboard's path.
    var config: String { get }
    /// The folders whose plugins are loaded first.
    var plugins: [String] { get }
    /// Whether plugins whose files others could write too are loaded.
    var allowInsecurePlugins: Bool { get }
}

extension ExploreOptions: StoryboardSource {}

extension SnapshotOptions: StoryboardSource {}
