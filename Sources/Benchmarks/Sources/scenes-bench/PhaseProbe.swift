import SceneRuntime

#if canImport(Glibc)
    import Glibc
#endif

/// `--child-plugin-phases PATH`: the cold `dlopen` alone, then the rest of the plugin load, to see
/// where `plugin-load` spends its time.
@MainActor enum PhaseProbe {
    static func run(_ path: String) -> Int32 {
        let start: UInt64 = now()
        guard dlopen(path, RTLD_NOW | RTLD_NODELETE) != nil else { return 1 }
        let opened: UInt64 = now()
        let registry = SceneRegistry()
        do {
            try registry.loadPlugin(at: path)
        } catch {
            return 1
        }
        let loaded: UInt64 = now()
        let open: UInt64 = opened - start
        let rest: UInt64 = loaded - opened
        print("dlopen \(open) rest \(rest)")
        return 0
    }
}
