/// Finds a storyboard's scenes by id: the ids interned while loading, and for each symbol the
/// position of its scene (`nil` for a name that is no scene's id, such as a segue's).
struct SceneIndex: Sendable {
    private let symbols: SymbolTable
    private let sceneBySymbol: [Int?]

    init(symbols: SymbolTable, scenes sceneBySymbol: [Int?]) {
        self.symbols = symbols
        self.sceneBySymbol = sceneBySymbol
    }

    /// The position of the scene with the given id.
    func position(of id: String) -> Int? {
        guard let symbol = symbols.symbol(of: id) else { return nil }
        return sceneBySymbol[Int(symbol)]
    }
}
