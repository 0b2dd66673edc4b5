/// Plugins: libraries opened (their modules registered, all or none) or only read through their
/// manifests, through the ``PluginHost``; their module names checked by the ``ModuleCatalog``.
extension SceneRegistry {
    /// Loads a scene plugin, running its code, and registers its modules. Loading a file already
    /// loaded does nothing. The plugin's manifest is written beside it when missing or out of
    /// date, if that folder can be written (a failure to write it is ignored).
    /// - Returns: The names of the plugin's modules.
    /// - Throws: ``ScenePlugin/LoadError`` naming the file; nothing is registered then.
    @discardableResult
    public func loadPlugin(at path: String) throws(ScenePlugin.LoadError) -> [String] {
        if let loaded = host.plugin(at: path) { return loaded.modules.map(\.name) }
        let plugin = try openPlugin(at: path)
        host.refreshManifest(of: plugin, offering: offers(of: plugin), at: path)
        return plugin.modules.map(\.name)
    }

    /// Loads every plugin library (`*.so`) of a folder, in name order.
    /// - Returns: Why each plugin that could not be loaded was refused; the others are loaded.
    /// - Throws: ``PluginHost/UnreadableFolder`` when the folder cannot be read.
    package func loadPlugins(inFolder folder: String) throws(PluginHost.UnreadableFolder) -> [ScenePlugin
        .LoadError]
    {
        var failures: [ScenePlugin.LoadError] = []
        for path in try PluginHost.libraries(inFolder: folder) {
            do throws(ScenePlugin.LoadError) {
                try loadPlugin(at: path)
            } catch {
                failures.append(error)
            }
        }
        return failures
    }

    /// Loads a scene plugin, running its code, and writes its manifest beside it (the explicit
    /// `scenes manifest`).
    /// - Returns: The manifest's path and what it says.
    /// - Throws: ``ScenePlugin/LoadError`` naming the file, if it cannot be loaded or its manifest written.
    package func writeManifest(forPluginAt path: String) throws(ScenePlugin.LoadError) -> (
        file: String, manifest: PluginManifest
    ) {
        let plugin: ScenePlugin
        if let loaded = host.plugin(at: path) { plugin = loaded } else { plugin = try openPlugin(at: path) }
        do throws(PluginManifestError) {
            return try host.writeManifest(of: plugin, offering: offers(of: plugin), at: path)
        } catch {
            throw ScenePlugin.LoadError(.manifestNotWritten(path, error))
        }
    }

    /// What the modules of a plugin opened offer, in the plugin's order.
    private func offers(of plugin: ScenePlugin) -> [ModuleOffer] {
        plugin.modules.compactMap { catalog[$0.name] }
    }

    /// Opens a plugin and registers its modules, all or none.
    private func openPlugin(at path: String) throws(ScenePlugin.LoadError) -> ScenePlugin {
        let plugin = try host.open(path)
        if let refusal = catalog.refusal(of: plugin.modules.map(\.name)) {
            host.forget(path)
            throw ScenePlugin.LoadError(.module(path, refusal))
        }
        for module in plugin.modules {
            do {
                try register(module)
            } catch {
                for registered in plugin.modules.prefix(while: { $0.name != module.name }) {
                    entries[registered.name] = nil
                    catalog.remove(registered.name)
                }
                host.forget(path)
                throw ScenePlugin.LoadError(.module(path, error))
            }
        }
        return plugin
    }

    func load(_ paths: [String]) -> PluginResolution {
        var resolution = PluginResolution()
        for (index, path) in paths.enumerated() {
            do throws(ScenePlugin.LoadError) {
                try loadPlugin(at: path)
            } catch {
                resolution.failures[index] = error
            }
        }
        resolution.catalog = catalog
        return resolution
    }

    /// Declares the modules of each plugin from its manifest, opening no library: a plugin that
    /// would be refused before it is opened (a missing file, a FIFO, an untrusted path, another
    /// architecture) or whose modules' names are taken fails as loading it would; one without a
    /// usable manifest is unchecked.
    func readManifests(_ paths: [String]) -> PluginResolution {
        var resolution = PluginResolution(catalog: catalog)
        var seen = Set(host.opened.keys)
        for (index, path) in paths.enumerated() {
            guard seen.insert(PluginLoader.canonicalPath(path)).inserted else { continue }
            switch host.declaration(ofLibraryAt: path) {
            case .refused(let error):
                resolution.failures[index] = error
            case .unchecked(let library, let problem):
                resolution.unchecked[index] = (library, problem)
            case .declared(let manifest):
                if let refusal = resolution.catalog.refusal(of: manifest.modules.map(\.name)) {
                    resolution.failures[index] = ScenePlugin.LoadError(.module(path, refusal))
                } else {
                    for module in manifest.modules { resolution.catalog.add(module) }
                }
            }
        }
        return resolution
    }
}
