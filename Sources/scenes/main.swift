import Glibc
import SceneShell

// The `scenes` executable: the shell, with the scene modules listed in Package.swift built in.
exit(ScenesCommand.main(modules: builtinSceneModules))
