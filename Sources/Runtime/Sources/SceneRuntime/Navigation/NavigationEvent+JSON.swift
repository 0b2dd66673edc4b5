extension NavigationEvent {
    /// The event as one line of JSON (no newline), the schema `scenes --trace` writes; every
    /// key is always present, in this order, `null` when it does not apply:
    ///
    /// `{"seq":2,"event":"segue","ok":true,"from":"Origin","to":"Typed","segue":"Open",`
    /// `"style":"push","passed":{"integer":7},"popped":[],"stack":["Origin","Typed"],"tab":null,`
    /// `"in":[],"error":null}`
    ///
    /// - `seq`: ``sequence``; `event`: a ``Kind`` raw value; `ok`: whether it took place.
    /// - `from`, `to`: scene ids (``source``, ``destination``) or `null`.
    /// - `segue`, `style`: for segues, else `null`.
    /// - `passed`: the values passed, by input, in their JSON form (``SceneValue/json``).
    /// - `popped`, `stack`: scene ids, root side first.
    /// - `tab`: the tab selected (``tab``), else `null`; `in`: ``location``, each as `CONTAINER/TAB`.
    /// - `error`: the message of a refused navigation, else `null`.
    ///
    /// - Parameter message: How to word the error (its description by default).
    public func jsonLine(describing message: (any Error) -> String = { String(describing: $0) }) -> String {
        func string(_ text: String?) -> String { text.map { JSONValue.literal($0) } ?? "null" }
        func list(_ ids: [String]) -> String {
            "[" + ids.map { JSONValue.literal($0) }.joined(separator: ",") + "]"
        }
        let values = passed.sorted { $0.key < $1.key }.map { JSONValue.literal($0.key) + ":" + $0.value.json }
        return "{\"seq\":\(sequence),\"event\":\(string(kind.rawValue)),\"ok\":\(error == nil),"
            + "\"from\":\(string(source)),\"to\":\(string(destination)),\"segue\":\(string(segue)),"
            + "\"style\":\(string(style?.rawValue)),\"passed\":{\(values.joined(separator: ","))},"
            + "\"popped\":\(list(popped)),\"stack\":\(list(stackIDs)),\"tab\":\(string(tab)),"
            + "\"in\":\(list(location.map(\.description))),\"error\":\(string(error.map(message)))}"
    }
}
