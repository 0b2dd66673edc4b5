import Foundation
import SceneShell

// The runtime's `scenes` tool: the shell's commands, with no app's scene modules built in.
exit(ScenesCommand.toolMain())
