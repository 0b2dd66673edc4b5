/// The architecture of a generated scene.
package enum SceneStyle: String, CaseIterable, Equatable {
    /// Clean Swift: ViewController → Interactor → Presenter → ViewController.
    case vip
    /// VIPER: View → Presenter → Interactor → Presenter → View, navigation by the wireframe.
    case viper
}
