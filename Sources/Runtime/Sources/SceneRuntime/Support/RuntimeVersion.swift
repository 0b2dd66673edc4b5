/// The version of the SceneRuntime library.
public enum RuntimeVersion {
    /// The version string, as `scenes --version` prints it.
    public static let current = "0.1.0"
}
