extension Collection {
    /// Each element transformed, in order; `nil` as soon as one transforms to `nil`: a list converted
    /// whole or not at all (a scene value's elements to a type, JSON elements to scene values).
    package func mapAll<Result>(_ transform: (Element) -> Result?) -> [Result]? {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            guard let result = transform(element) else { return nil }
            results.append(result)
        }
        return results
    }
}
